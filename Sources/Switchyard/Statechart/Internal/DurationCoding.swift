/// How snapshots write a `Duration`: `[seconds]`, or `[seconds, attoseconds]` when there is a fraction — exact, and
/// shorter than the standard library's two 64-bit halves.
package enum DurationCoding {
    /// The largest number of seconds read back: far beyond any delay, and small enough that adding a few such
    /// durations can never overflow `Duration`'s 128-bit attoseconds.
    package static let secondsBound: Int64 = 1 << 52

    package static func encode(_ duration: Duration, to container: inout some UnkeyedEncodingContainer) throws {
        let (seconds, attoseconds) = duration.components
        try container.encode(seconds)
        if attoseconds != 0 { try container.encode(attoseconds) }
    }

    package static func decode(from container: inout some UnkeyedDecodingContainer) throws -> Duration {
        let seconds = try container.decode(Int64.self)
        var attoseconds: Int64 = 0
        if !container.isAtEnd { attoseconds = try container.decode(Int64.self) }
        let fraction: Int64 = 1_000_000_000_000_000_000
        guard container.isAtEnd, (-secondsBound...secondsBound).contains(seconds),
            attoseconds > -fraction, attoseconds < fraction
        else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: container.codingPath, debugDescription: "not a duration"))
        }
        return Duration(secondsComponent: seconds, attosecondsComponent: attoseconds)
    }

    package static func encode(_ duration: Duration, to encoder: some Encoder) throws {
        var container = encoder.unkeyedContainer()
        try encode(duration, to: &container)
    }

    package static func decode(from decoder: some Decoder) throws -> Duration {
        var container = try decoder.unkeyedContainer()
        return try decode(from: &container)
    }
}
