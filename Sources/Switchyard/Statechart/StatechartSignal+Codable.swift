extension StatechartSignal: Codable where StateID: Codable, Event: Codable {
    private enum CodingKeys: String, CodingKey {
        /// ``event(_:)``.
        case e
        /// ``done(_:)``.
        case d
        /// ``executionError(_:)``.
        case x
        /// ``communicationError(_:)``.
        case c
    }

    /// Writes the signal as an object with one key that says its case: `{"e": event}`, `{"d": state}`,
    /// `{"x": message}` (execution error) or `{"c": message}` (communication error).
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .event(let event): try container.encode(event, forKey: .e)
        case .done(let state): try container.encode(state, forKey: .d)
        case .executionError(let message): try container.encode(message, forKey: .x)
        case .communicationError(let message): try container.encode(message, forKey: .c)
        }
    }

    /// Reads a signal written by ``encode(to:)``.
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when the object does not have exactly one of the four keys.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "a signal has exactly one of e, d, x, c"))
        }
        switch key {
        case .e: self = .event(try container.decode(Event.self, forKey: .e))
        case .d: self = .done(try container.decode(StateID.self, forKey: .d))
        case .x: self = .executionError(try container.decode(String.self, forKey: .x))
        case .c: self = .communicationError(try container.decode(String.self, forKey: .c))
        }
    }
}
