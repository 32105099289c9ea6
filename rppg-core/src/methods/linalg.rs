//! The 3×3 linear algebra the colour-space methods share: one colour channel per row or column.

/// A 3×3 matrix, row-major.
pub type Mat3 = [[f64; 3]; 3];

/// The identity matrix.
pub const IDENTITY: Mat3 = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];

/// Second moments (1/n) Σ xᵢ xᵢᵀ of a series of colours (the covariance when they are centred).
pub fn second_moments(x: &[[f64; 3]]) -> Mat3 {
    let mut m = [[0.0; 3]; 3];
    for c in x {
        for (i, row) in m.iter_mut().enumerate() {
            for (j, v) in row.iter_mut().enumerate() {
                *v += c[i] * c[j];
            }
        }
    }
    let n = x.len().max(1) as f64;
    m.map(|row| row.map(|v| v / n))
}

/// `m · v`.
pub fn mul_vec(m: &Mat3, v: [f64; 3]) -> [f64; 3] {
    m.map(|row| row[0] * v[0] + row[1] * v[1] + row[2] * v[2])
}

/// Solves `m x = v` by Cramer's rule; `None` when `m` is (numerically) singular.
pub fn solve(m: &Mat3, v: [f64; 3]) -> Option<[f64; 3]> {
    let det = |a: &Mat3| {
        a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
            - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
            + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
    };
    let d = det(m);
    let scale = m.iter().flatten().fold(0.0f64, |s, x| s.max(x.abs()));
    if d.is_nan() || d.abs() <= 1e-12 * scale.powi(3) {
        return None;
    }
    let mut x = [0.0; 3];
    for (k, xk) in x.iter_mut().enumerate() {
        let mut a = *m;
        for (row, vi) in a.iter_mut().zip(v) {
            row[k] = vi;
        }
        *xk = det(&a) / d;
    }
    Some(x)
}

/// Most Jacobi sweeps [`joint_diagonalise`] makes (it converges in a handful on real data).
const MAX_SWEEPS: usize = 100;

/// Joint approximate diagonalisation of symmetric matrices by Jacobi (Givens) rotations, the real
/// case of Cardoso & Souloumiac 1996 ("Jacobi angles for simultaneous diagonalization", SIAM J.
/// Matrix Anal. Appl. 17(1)): finds the orthogonal V that makes every Vᵀ Mₖ V as diagonal as it
/// can, rotating each pair of axes by the angle that maximises the diagonal's energy, until no
/// rotation is larger than `threshold` (radians). The matrices are left rotated (Vᵀ Mₖ V); returns
/// V (its columns are the common eigenvectors). With one matrix this is the Jacobi eigenvalue method.
pub fn joint_diagonalise(matrices: &mut [Mat3], threshold: f64) -> Mat3 {
    let mut v = IDENTITY;
    for _ in 0..MAX_SWEEPS {
        let mut rotated = false;
        for p in 0..2 {
            for q in p + 1..3 {
                // g = (Mpp − Mqq, Mpq + Mqp) per matrix; the angle's 2×2 Gram matrix of the g's.
                let (mut ton, mut toff) = (0.0, 0.0);
                for m in matrices.iter() {
                    let (g0, g1) = (m[p][p] - m[q][q], m[p][q] + m[q][p]);
                    ton += g0 * g0 - g1 * g1;
                    toff += 2.0 * g0 * g1;
                }
                // θ = ½·atan2(toff, ton + √(ton² + toff²)) = ¼·atan2(toff, ton): its cosine and
                // sine by halving the angle of (ton, toff) twice.
                let (c, s) = match quarter_angle(ton, toff) {
                    Some((c, s)) if s.abs() > threshold.sin() => (c, s),
                    _ => continue,
                };
                rotated = true;
                let rotate = |a: &mut f64, b: &mut f64| {
                    let (x, y) = (*a, *b);
                    *a = c * x + s * y;
                    *b = c * y - s * x;
                };
                for row in v.iter_mut() {
                    let [a, b] = pair(row, p, q);
                    rotate(a, b);
                }
                for m in matrices.iter_mut() {
                    for row in m.iter_mut() {
                        let [a, b] = pair(row, p, q);
                        rotate(a, b);
                    }
                    let (mut rp, mut rq) = (m[p], m[q]);
                    for k in 0..3 {
                        rotate(&mut rp[k], &mut rq[k]);
                    }
                    m[p] = rp;
                    m[q] = rq;
                }
            }
        }
        if !rotated {
            break;
        }
    }
    v
}

/// Cosine and sine of a quarter of the angle of the vector (x, y) (in (−π/4, π/4]), or `None`
/// for the zero vector: cos(φ/2) = √((1 + cos φ)/2), sin(φ/2) = sin φ / (2 cos(φ/2)), twice.
fn quarter_angle(x: f64, y: f64) -> Option<(f64, f64)> {
    let r = (x * x + y * y).sqrt();
    if r.is_nan() || r == 0.0 {
        return None;
    }
    let half = |c: f64, s: f64| {
        let ch = ((1.0 + c) / 2.0).sqrt();
        // At φ = π, sin φ / (2 cos(φ/2)) is 0/0: the half angle is π/2.
        if ch > 0.0 {
            (ch, s / (2.0 * ch))
        } else {
            (0.0, 1.0)
        }
    };
    let (c, s) = half(x / r, y / r);
    Some(half(c, s))
}

/// Mutable references to elements `p` < `q` of a row.
fn pair(row: &mut [f64; 3], p: usize, q: usize) -> [&mut f64; 2] {
    let (head, tail) = row.split_at_mut(q);
    [&mut head[p], &mut tail[0]]
}

/// Eigenvalues and unit eigenvectors (the columns of the second) of a symmetric matrix.
pub fn symmetric_eigen(m: &Mat3) -> ([f64; 3], Mat3) {
    let mut a = [*m];
    let v = joint_diagonalise(&mut a, 1e-12);
    ([a[0][0][0], a[0][1][1], a[0][2][2]], v)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mul(a: &Mat3, b: &Mat3) -> Mat3 {
        let mut c = [[0.0; 3]; 3];
        for i in 0..3 {
            for j in 0..3 {
                c[i][j] = (0..3).map(|k| a[i][k] * b[k][j]).sum();
            }
        }
        c
    }

    fn transpose(a: &Mat3) -> Mat3 {
        let mut t = [[0.0; 3]; 3];
        for i in 0..3 {
            for j in 0..3 {
                t[i][j] = a[j][i];
            }
        }
        t
    }

    #[test]
    fn eigen_decomposition_reconstructs_the_matrix() {
        let m = [[4.0, 1.0, 0.5], [1.0, 3.0, 0.2], [0.5, 0.2, 1.0]];
        let (values, v) = symmetric_eigen(&m);
        let d = [
            [values[0], 0.0, 0.0],
            [0.0, values[1], 0.0],
            [0.0, 0.0, values[2]],
        ];
        let back = mul(&mul(&v, &d), &transpose(&v));
        for i in 0..3 {
            for j in 0..3 {
                assert!((back[i][j] - m[i][j]).abs() < 1e-10, "{back:?}");
            }
        }
        // The trace is the eigenvalues' sum; V is orthogonal.
        assert!((values.iter().sum::<f64>() - 8.0).abs() < 1e-10);
        let vtv = mul(&transpose(&v), &v);
        assert!((0..3).all(|i| (0..3).all(|j| (vtv[i][j] - IDENTITY[i][j]).abs() < 1e-10)));
    }

    #[test]
    fn joint_diagonalisation_finds_the_common_basis() {
        // Two matrices with the same eigenvectors (a rotation R) and different eigenvalues.
        let (c, s) = (0.6f64, 0.8f64);
        let r = [[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]];
        let diag = |a: f64, b: f64, d: f64| [[a, 0.0, 0.0], [0.0, b, 0.0], [0.0, 0.0, d]];
        let mut ms = [
            mul(&mul(&r, &diag(3.0, 1.0, 2.0)), &transpose(&r)),
            mul(&mul(&r, &diag(-1.0, 4.0, 0.5)), &transpose(&r)),
        ];
        joint_diagonalise(&mut ms, 1e-12);
        for m in &ms {
            assert!(m[0][1].abs() < 1e-9 && m[0][2].abs() < 1e-9 && m[1][2].abs() < 1e-9);
        }
    }

    #[test]
    fn solves_and_refuses_singular_systems() {
        let m = [[2.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 4.0]];
        let x = solve(&m, [1.0, 2.0, 3.0]).unwrap();
        let back = mul_vec(&m, x);
        assert!((0..3).all(|i| (back[i] - [1.0, 2.0, 3.0][i]).abs() < 1e-12));
        assert!(solve(
            &[[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [0.0, 0.0, 1.0]],
            [1.0; 3]
        )
        .is_none());
        let moments = second_moments(&[[1.0, 0.0, 0.0], [0.0, 2.0, 0.0]]);
        assert_eq!(moments[0][0], 0.5);
        assert_eq!(moments[1][1], 2.0);
    }
}
