//! Face geometry from the six MediaPipe FaceDetector keypoints (right eye, left eye, nose tip,
//! mouth centre, right ear tragion, left ear tragion), in square pixels (`Trace::landmarks`; the
//! mouth slot holds the lips' centre found in the image, missing where none was found). Used
//! for head motion (quality, breathing), facial symmetry (stroke indicator) and tremor
//! (Parkinson's); every measure is in interocular units, so only the keypoints' shape matters, not
//! their scale.

use crate::trace::LANDMARK_VALUES;

/// Index of each keypoint in a landmark frame (x at 2·i, y at 2·i + 1).
pub const RIGHT_EYE: usize = 0;
pub const LEFT_EYE: usize = 1;
pub const NOSE_TIP: usize = 2;
pub const MOUTH_CENTRE: usize = 3;

/// One frame's keypoints.
pub type Landmarks = [f64; LANDMARK_VALUES];

/// Keypoint `k` as (x, y), or `None` when missing.
pub fn point(f: &Landmarks, k: usize) -> Option<(f64, f64)> {
    let (x, y) = (f[2 * k], f[2 * k + 1]);
    if x.is_finite() && y.is_finite() {
        Some((x, y))
    } else {
        None
    }
}

/// Distance between the eyes (the face's scale), or `None`.
pub fn interocular(f: &Landmarks) -> Option<f64> {
    let (a, b) = (point(f, RIGHT_EYE)?, point(f, LEFT_EYE)?);
    let d = ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
    if d > 1e-6 {
        Some(d)
    } else {
        None
    }
}

/// Whether a frame has the eyes (apart) and the nose tip: what head position, tremor and the
/// head's turn need, the mouth aside.
pub fn head_seen(f: &Landmarks) -> bool {
    interocular(f).is_some() && point(f, NOSE_TIP).is_some()
}

/// Head position per frame: mean of eyes and nose, in interocular units of the whole trace's
/// median scale (NaN where missing), for x and y.
pub fn head_position(frames: &[Landmarks]) -> (Vec<f64>, Vec<f64>) {
    let mut scales = Vec::with_capacity(frames.len());
    scales.extend(frames.iter().filter_map(interocular));
    let scale = crate::stats::median(&scales);
    let mut xs = Vec::with_capacity(frames.len());
    let mut ys = Vec::with_capacity(frames.len());
    for f in frames {
        match (point(f, RIGHT_EYE), point(f, LEFT_EYE), point(f, NOSE_TIP)) {
            (Some(a), Some(b), Some(c)) if scale > 0.0 => {
                xs.push((a.0 + b.0 + c.0) / 3.0 / scale);
                ys.push((a.1 + b.1 + c.1) / 3.0 / scale);
            }
            _ => {
                xs.push(f64::NAN);
                ys.push(f64::NAN);
            }
        }
    }
    (xs, ys)
}

/// Position of keypoint `k` along the eye line (right eye → left eye), in interocular units: the
/// face's own horizontal axis, whatever the head's roll.
pub fn lateral(f: &Landmarks, k: usize) -> Option<f64> {
    let (re, le, p) = (point(f, RIGHT_EYE)?, point(f, LEFT_EYE)?, point(f, k)?);
    let d = interocular(f)?;
    Some(((p.0 - re.0) * (le.0 - re.0) + (p.1 - re.1) * (le.1 - re.1)) / (d * d))
}

/// Mouth offset from the facial midline, in interocular units, signed (positive towards the left
/// eye): the mouth centre's position along the eye line from the eyes' midpoint. The eyes lie
/// outside a droop; the detector's nose tip moves with the lips
/// (docs/findings/28-lips-in-the-image.md), so it would hide part of one.
pub fn mouth_midline_offset(f: &Landmarks) -> Option<f64> {
    Some(lateral(f, MOUTH_CENTRE)? - 0.5)
}

/// Nose tip's offset from the eyes' midpoint along the eye line, in interocular units. The nose
/// protrudes about 2.5 cm in front of the eyes, so turning the head moves it off their midline
/// (≈ 0.4 × sin(yaw)): a yaw proxy that needs no 3-D model.
pub fn nose_turn(f: &Landmarks) -> Option<f64> {
    Some(lateral(f, NOSE_TIP)? - 0.5)
}

/// Distance from the eyes' midpoint to the mouth in interocular units (facial expression mobility).
pub fn eye_mouth_distance(f: &Landmarks) -> Option<f64> {
    let (re, le, mouth) = (
        point(f, RIGHT_EYE)?,
        point(f, LEFT_EYE)?,
        point(f, MOUTH_CENTRE)?,
    );
    let mid = ((re.0 + le.0) / 2.0, (re.1 + le.1) / 2.0);
    Some(((mouth.0 - mid.0).powi(2) + (mouth.1 - mid.1).powi(2)).sqrt() / interocular(f)?)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A frontal face centred at (cx, cy) with eye distance `d`, mouth shifted sideways by `shift`.
    pub fn face(cx: f64, cy: f64, d: f64, shift: f64) -> Landmarks {
        [
            cx - d / 2.0,
            cy,
            cx + d / 2.0,
            cy,
            cx,
            cy + 0.5 * d,
            cx + shift,
            cy + 0.9 * d,
            cx - d,
            cy + 0.2 * d,
            cx + d,
            cy + 0.2 * d,
        ]
    }

    /// Keypoints in frame pixels as a trace records them: both axes divided by the frame's larger
    /// side (`Trace::landmarks`).
    pub fn recorded(px: &Landmarks, width: f64, height: f64) -> Landmarks {
        let side = width.max(height);
        px.map(|v| v / side)
    }

    /// `f` rolled by `deg` degrees about the eyes' midpoint.
    pub fn rolled(f: &Landmarks, deg: f64) -> Landmarks {
        let (cx, cy) = ((f[0] + f[2]) / 2.0, (f[1] + f[3]) / 2.0);
        let (sin, cos) = deg.to_radians().sin_cos();
        let mut out = *f;
        for k in 0..LANDMARK_VALUES / 2 {
            let (dx, dy) = (f[2 * k] - cx, f[2 * k + 1] - cy);
            out[2 * k] = cx + cos * dx - sin * dy;
            out[2 * k + 1] = cy + sin * dx + cos * dy;
        }
        out
    }

    #[test]
    fn geometry_of_a_symmetric_face() {
        let f = face(0.5, 0.4, 0.2, 0.0);
        assert!((interocular(&f).unwrap() - 0.2).abs() < 1e-12);
        assert!(mouth_midline_offset(&f).unwrap().abs() < 1e-12);
        assert!((eye_mouth_distance(&f).unwrap() - 0.9).abs() < 1e-9);
        let skewed = face(0.5, 0.4, 0.2, 0.02);
        assert!((mouth_midline_offset(&skewed).unwrap() - 0.1).abs() < 1e-9);
        let other_way = face(0.5, 0.4, 0.2, -0.02);
        assert!((mouth_midline_offset(&other_way).unwrap() + 0.1).abs() < 1e-9);
        assert!(nose_turn(&f).unwrap().abs() < 1e-12);
        let mut turned = f;
        turned[4] += 0.02;
        assert!((nose_turn(&turned).unwrap() - 0.1).abs() < 1e-9);
    }

    #[test]
    fn the_head_moves_as_far_in_eye_distances_down_as_across() {
        // A 60 px eye distance on a 640×480 frame, the head moved 6 px (0.1 eye distances) each way.
        let (w, h) = (640.0, 480.0);
        let at = |dx: f64, dy: f64| recorded(&face(320.0 + dx, 200.0 + dy, 60.0, 0.0), w, h);
        let (xs, ys) = head_position(&[at(0.0, 0.0), at(6.0, 0.0), at(0.0, 6.0)]);
        assert!((xs[1] - xs[0] - 0.1).abs() < 1e-9);
        assert!((ys[2] - ys[0] - 0.1).abs() < 1e-9);
        // A roll moves the nose along the eye line not at all.
        let tilted = recorded(&rolled(&face(320.0, 200.0, 60.0, 0.0), 6.0), w, h);
        assert!(nose_turn(&tilted).unwrap().abs() < 1e-9);
        assert!(mouth_midline_offset(&tilted).unwrap().abs() < 1e-9);
    }

    #[test]
    fn missing_points_and_positions() {
        let mut f = face(0.5, 0.4, 0.2, 0.0);
        f[0] = f64::NAN;
        assert!(interocular(&f).is_none());
        let (xs, ys) = head_position(&[face(0.5, 0.4, 0.2, 0.0), f]);
        assert!((xs[0] - 0.5 / 0.2).abs() < 1e-9 && ys[0].is_finite());
        assert!(xs[1].is_nan());
    }
}
