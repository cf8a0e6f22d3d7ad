/// Virtual time as `simulate` and `paths` write and read it: the durations of SCXML's `delay` (`5s`, `1.5s`,
/// `500ms`), so what is printed can be typed back.
enum ClockText {
    /// `5s` for whole seconds, `1500ms` for whole milliseconds, else milliseconds with a fraction (`0.25ms`).
    static func text(_ duration: Duration) -> String {
        let microseconds = microseconds(duration)
        if microseconds % 1_000_000 == 0 { return "\(microseconds / 1_000_000)s" }
        if microseconds % 1000 == 0 { return "\(microseconds / 1000)ms" }
        return "\(Double(microseconds) / 1000)ms"
    }

    /// The duration in milliseconds, to the microsecond (the clock's resolution).
    static func milliseconds(_ duration: Duration) -> Double {
        Double(microseconds(duration)) / 1000
    }

    /// Reads a duration as SCXML's `delay` is read: `1s`, `1.5s`, `500ms`, `0.5 s`.
    static func duration(_ text: String) -> Duration? {
        let trimmed = trimmedSpaces(text)
        let isMilliseconds = trimmed.hasSuffix("ms")
        guard isMilliseconds || trimmed.hasSuffix("s") else { return nil }
        let number = trimmedSpaces(String(trimmed.dropLast(isMilliseconds ? 2 : 1)))
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            number.filter({ $0 == "." }).count <= 1, number != ".", let value = Double(number), value.isFinite,
            value < 1e9
        else { return nil }
        return duration(milliseconds: isMilliseconds ? value : value * 1000)
    }

    /// A duration given in milliseconds (an events file's `after`, a path's wait, a diff's wait), to the microsecond,
    /// the clock's resolution: the one conversion of a number of milliseconds to virtual time.
    static func duration(milliseconds: Double) -> Duration {
        .microseconds(Int64((milliseconds * 1000).rounded()))
    }

    private static func trimmedSpaces(_ text: String) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    private static func microseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    }
}
