//! A minimal JSON value and writer for results crossing the C ABI (no serde: no dependencies).

/// A JSON value. Object keys are static: results have a fixed shape.
#[derive(Debug, Clone, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Num(f64),
    Str(String),
    Arr(Vec<Json>),
    Obj(Vec<(&'static str, Json)>),
}

impl Json {
    /// A string value.
    pub fn str(s: &str) -> Json {
        Json::Str(s.to_string())
    }

    /// A number rounded to `decimals` places (keeps results compact and stable to read). Not
    /// inlined: the result is built with it at some sixty places, each a copy otherwise.
    #[inline(never)]
    pub fn round(v: f64, decimals: i32) -> Json {
        let k = 10f64.powi(decimals);
        Json::Num((v * k).round() / k)
    }

    /// An array of numbers rounded to `decimals` places.
    pub fn nums(values: &[f64], decimals: i32) -> Json {
        Json::Arr(values.iter().map(|v| Json::round(*v, decimals)).collect())
    }

    /// A number or null.
    pub fn opt(v: Option<f64>, decimals: i32) -> Json {
        v.map_or(Json::Null, |x| Json::round(x, decimals))
    }

    /// Serialises to compact JSON. Non-finite numbers become `null`.
    pub fn write(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Num(v) => write_number(*v, out),
            Json::Str(s) => write_string(s, out),
            Json::Arr(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write(out);
                }
                out.push(']');
            }
            Json::Obj(fields) => {
                out.push('{');
                for (i, (key, value)) in fields.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_string(key, out);
                    out.push(':');
                    value.write(out);
                }
                out.push('}');
            }
        }
    }

    /// The compact JSON text.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }
}

/// Decimal places written for numbers (values are rounded to fewer places before writing).
pub const NUMBER_DECIMALS: u32 = 6;
/// Magnitudes from here on are written as `null` (no result field comes near it).
const NUMBER_LIMIT: f64 = 1e15;

/// Writes a number with at most [`NUMBER_DECIMALS`] places, trailing zeros trimmed, integer
/// arithmetic only: the digits are formed in a stack buffer, last place first (neither the float
/// formatter of `core::fmt`, tens of KB of `.wasm`, nor its integer formatter, which took most of
/// the writer's time). Non-finite or huge values become `null`; −0 prints as 0 so equal inputs
/// print identically.
pub fn write_number(v: f64, out: &mut String) {
    if !v.is_finite() || v.abs() >= NUMBER_LIMIT {
        out.push_str("null");
        return;
    }
    let scale = 10u64.pow(NUMBER_DECIMALS);
    let scaled = (v.abs() * scale as f64).round() as u64;
    if scaled == 0 {
        out.push('0');
        return;
    }
    // Sign, 15 integer digits (below NUMBER_LIMIT), the point and the decimals.
    let mut buf = [0u8; 24];
    let mut start = buf.len();
    let (mut whole, mut frac) = (scaled / scale, scaled % scale);
    if frac > 0 {
        let mut places = NUMBER_DECIMALS;
        while frac % 10 == 0 {
            frac /= 10;
            places -= 1;
        }
        for _ in 0..places {
            prepend(&mut buf, &mut start, b'0' + (frac % 10) as u8);
            frac /= 10;
        }
        prepend(&mut buf, &mut start, b'.');
    }
    loop {
        prepend(&mut buf, &mut start, b'0' + (whole % 10) as u8);
        whole /= 10;
        if whole == 0 {
            break;
        }
    }
    if v < 0.0 {
        prepend(&mut buf, &mut start, b'-');
    }
    // SAFETY: the buffer holds ASCII digits, sign and point, which are valid UTF-8 (copied in one
    // piece, without checking each number's bytes again).
    unsafe { out.as_mut_vec() }.extend_from_slice(&buf[start..]);
}

/// Puts `byte` just before `buf[*start..]`.
fn prepend(buf: &mut [u8], start: &mut usize, byte: u8) {
    *start -= 1;
    buf[*start] = byte;
}

/// Hex digits of `\u00XX` escapes.
const HEX_DIGITS: &[u8; 16] = b"0123456789abcdef";

/// Writes `s` as a JSON string: quotes, backslashes and control characters escaped.
fn write_string(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => {
                out.push_str("\\u00");
                out.push(HEX_DIGITS[c as usize >> 4] as char);
                out.push(HEX_DIGITS[c as usize & 0xf] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_compact_json() {
        let v = Json::Obj(vec![
            ("a", Json::Num(1.5)),
            (
                "b",
                Json::Arr(vec![Json::Null, Json::Bool(true), Json::Num(f64::NAN)]),
            ),
            ("c", Json::str("x\"y\n\u{1}–")),
            ("d", Json::round(2.3456, 2)),
            ("e", Json::Num(-0.0)),
            ("f", Json::opt(None, 1)),
        ]);
        assert_eq!(
            v.to_text(),
            r#"{"a":1.5,"b":[null,true,null],"c":"x\"y\n\u0001–","d":2.35,"e":0,"f":null}"#
        );
        assert_eq!(Json::Num(1e-6).to_text(), "0.000001");
        assert_eq!(Json::Num(-1e-9).to_text(), "0");
        assert_eq!(Json::Num(-12.05).to_text(), "-12.05");
        assert_eq!(Json::Num(1e16).to_text(), "null");
        assert_eq!(Json::nums(&[1.0, 2.25], 1).to_text(), "[1,2.3]");
    }

    /// The digits `core::fmt` gives the same scaled integer (what the writer printed before).
    fn formatted(v: f64) -> String {
        let scale = 10u64.pow(NUMBER_DECIMALS);
        let scaled = (v.abs() * scale as f64).round() as u64;
        let (whole, frac) = (scaled / scale, scaled % scale);
        let sign = if v < 0.0 && scaled > 0 { "-" } else { "" };
        let decimals = format!("{frac:06}");
        let decimals = decimals.trim_end_matches('0');
        let point = if decimals.is_empty() { "" } else { "." };
        format!("{sign}{whole}{point}{decimals}")
    }

    #[test]
    fn numbers_match_the_standard_formatter() {
        let mut v = 1.234_567_890_123e-7;
        while v < NUMBER_LIMIT {
            for x in [v, -v, v.round(), 1.0 / v, -3.0 * v] {
                if x.abs() < NUMBER_LIMIT {
                    assert_eq!(Json::Num(x).to_text(), formatted(x), "{x}");
                }
            }
            v *= 1.37;
        }
        assert_eq!(Json::Num(1e15).to_text(), "null");
        assert_eq!(Json::Num(-0.000_000_4).to_text(), "0");
        assert_eq!(Json::Num(120.000_000_4).to_text(), "120");
    }
}
