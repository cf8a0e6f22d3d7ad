public import Foundation

/// An exported inspector log — what the page's "export" downloads and `switchyard inspect LOG.json` opens: the
/// messages of one or more stores, in the order the inspector received them.
///
/// ```json
/// {"format": "switchyard-inspector-log", "version": 2, "messages": [{"v": 2, "type": "hello", …}, …]}
/// ```
///
/// A test can replay a bug report: ``events(of:as:)`` decodes a store's events back into the app's event type
/// (when its events are `Codable`), ready for `Machine.state(after:from:)` or a `TestStore`.
public struct InspectorRecording: Sendable, Hashable, Codable {
    /// The value of the `format` field.
    public static var formatName: String { "switchyard-inspector-log" }

    /// The messages, in the order received.
    public var messages: [InspectorMessage]

    /// Creates a recording.
    /// - Parameter messages: The messages, in order.
    public init(messages: [InspectorMessage]) {
        self.messages = messages
    }

    /// Reads an exported log.
    /// - Parameter data: The JSON.
    /// - Throws: `DecodingError` when it is not an inspector log of this version.
    public init(json data: Data) throws {
        self = try JSONDecoder().decode(Self.self, from: data)
    }

    /// The JSON of the log.
    /// - Returns: UTF-8 JSON.
    /// - Throws: `EncodingError` (not for valid messages).
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// The identifiers of the stores in the log, in order of first appearance.
    public var storeIDs: [String] {
        var seen: Set<String> = []
        return messages.compactMap { seen.insert($0.store).inserted ? $0.store : nil }
    }

    /// The events one store processed, decoded from their JSON payloads, in order — including ignored ones.
    /// - Parameters:
    ///   - storeID: The store's identifier; the first store's when `nil`.
    ///   - type: The app's event type.
    /// - Returns: The events.
    /// - Throws: ``InspectorRecordingError/missingPayload(sequence:)`` when an event was recorded without JSON (its
    ///   type was not `Encodable`), or the decoding error of a payload.
    public func events<Event: Decodable>(of storeID: String? = nil, as type: Event.Type) throws -> [Event] {
        let store = storeID ?? storeIDs.first
        let decoder = JSONDecoder()
        return try messages.filter { $0.store == store && $0.kind == .event }.map { message in
            guard let payload = message.payload else {
                throw InspectorRecordingError.missingPayload(sequence: message.sequence)
            }
            return try decoder.decode(Event.self, from: Data(payload.utf8))
        }
    }

    enum CodingKeys: String, CodingKey {
        case format, version, messages
    }

    /// Decodes a log, refusing other formats and versions.
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decode(String.self, forKey: .format)
        guard format == Self.formatName else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: container, debugDescription: "format \"\(format)\" is not \(Self.formatName)")
        }
        let version = try container.decode(Int.self, forKey: .version)
        guard version == InspectorMessage.formatVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "inspector log version \(version) is not \(InspectorMessage.formatVersion)")
        }
        messages = try container.decode([InspectorMessage].self, forKey: .messages)
    }

    /// Encodes the log with its format name and version.
    /// - Parameter encoder: The encoder.
    /// - Throws: `EncodingError`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.formatName, forKey: .format)
        try container.encode(InspectorMessage.formatVersion, forKey: .version)
        try container.encode(messages, forKey: .messages)
    }
}

/// Why a recording's events could not be decoded.
public enum InspectorRecordingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An event message has no JSON payload: the store's event type was not `Encodable`.
    case missingPayload(sequence: Int)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .missingPayload(let sequence):
            "event message \(sequence) has no JSON payload (the store's events were not Encodable)"
        }
    }
}
