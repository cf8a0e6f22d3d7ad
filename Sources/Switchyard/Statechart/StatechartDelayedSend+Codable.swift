extension StatechartDelayedSend: Codable where Event: Codable {
    private enum CodingKeys: String, CodingKey {
        /// ``token``.
        case t
        /// ``id``, absent when `nil`.
        case i
        /// ``event``.
        case e
        /// ``delay``: `[seconds]` or `[seconds, attoseconds]`.
        case d
    }

    /// Writes the send as `{"t": token, "i": id, "e": event, "d": [seconds, attoseconds]}`; `i` is left out without an
    /// id, and the attoseconds when there are none.
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(token, forKey: .t)
        try container.encodeIfPresent(sendID, forKey: .i)
        try container.encode(event, forKey: .e)
        var delay = container.nestedUnkeyedContainer(forKey: .d)
        try DurationCoding.encode(self.delay, to: &delay)
    }

    /// Reads a send written by ``encode(to:)``.
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when a field is missing or malformed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        token = try container.decode(Int.self, forKey: .t)
        sendID = try container.decodeIfPresent(String.self, forKey: .i)
        event = try container.decode(Event.self, forKey: .e)
        var delay = try container.nestedUnkeyedContainer(forKey: .d)
        self.delay = try DurationCoding.decode(from: &delay)
    }
}
