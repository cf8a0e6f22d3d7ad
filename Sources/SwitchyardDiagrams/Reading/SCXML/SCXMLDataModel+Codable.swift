extension SCXMLDataModel: Codable {
    /// Writes the variables as one JSON-like object: `{"count": 2, "ready": true, "later": null}`.
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(values)
    }

    /// Reads variables written by ``encode(to:)``.
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when the data is not such an object.
    public init(from decoder: any Decoder) throws {
        values = try decoder.singleValueContainer().decode([String: SCXMLValue].self)
    }
}

extension SCXMLValue: Codable {
    /// Writes an integer as a number, a boolean as `true` or `false`, and undefined as `null`.
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .integer(let value): try container.encode(value)
        case .boolean(let value): try container.encode(value)
        case .undefined: try container.encodeNil()
        }
    }

    /// Reads a value written by ``encode(to:)``.
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for anything but an integer, a boolean or `null`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .undefined
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else {
            self = .boolean(try container.decode(Bool.self))
        }
    }
}
