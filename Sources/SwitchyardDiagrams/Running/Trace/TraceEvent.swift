import Foundation

/// One event of a trace script: its name and how many milliseconds of virtual time pass before it is sent.
public struct TraceEvent: Sendable, Hashable, Codable {
    /// The event's name.
    public var event: String
    /// Milliseconds of virtual time before the event (0 when absent).
    public var after: Double

    /// The virtual time before the event, `after` to the microsecond (``ClockText``).
    var delay: Duration { ClockText.duration(milliseconds: after) }

    /// Creates an event.
    /// - Parameters:
    ///   - event: The event's name.
    ///   - after: Milliseconds to wait first.
    public init(event: String, after: Double = 0) {
        self.event = event
        self.after = after
    }

    private enum CodingKeys: String, CodingKey {
        case event
        case after
    }

    /// Decodes `{"event": "name", "after": milliseconds}`.
    /// - Parameter decoder: The decoder.
    /// - Throws: A decoding error when `event` is missing or `after` is not a number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        event = try container.decode(String.self, forKey: .event)
        after = try container.decodeIfPresent(Double.self, forKey: .after) ?? 0
    }

    /// Reads a JSON array of events.
    /// - Parameter bytes: The JSON text.
    /// - Returns: The events in order.
    /// - Throws: ``DiagramParseError`` (line 1) when the text is not such an array or an `after` is negative.
    public static func list(from bytes: [UInt8]) throws(DiagramParseError) -> [TraceEvent] {
        let events: [TraceEvent]
        do {
            events = try JSONDecoder().decode([TraceEvent].self, from: Data(bytes))
        } catch {
            throw DiagramParseError(
                message: "events must be a JSON array of {\"event\": name, \"after\": milliseconds}", line: 1,
                column: 1)
        }
        for (index, event) in events.enumerated() where !(event.after >= 0 && event.after.isFinite) {
            throw DiagramParseError(message: "event \(index + 1): after must be a number ≥ 0", line: 1, column: 1)
        }
        return events
    }
}
