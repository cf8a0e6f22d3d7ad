import Foundation

/// The body of one row of the journal's event table: the events of one appended group, each as its length (a LEB128
/// varint) and the event in the journal's binary encoding (``BinaryEventEncoder``), in order.
enum EventGroupBody {
    /// How a row's body is written; stored in the row, so that rows of an earlier layout stay readable.
    enum Format: Int {
        /// One event as JSON: every row of layout 1, moved as they were into layout 2's table.
        case json = 1
        /// A group of events in the journal's binary encoding.
        case binary = 2
    }

    /// The body of a group.
    /// - Throws: ``JournalError/unencodableEvent(_:)`` naming the event's place in the group.
    static func encode<Event: Encodable>(_ events: [Event]) throws(JournalError) -> [UInt8] {
        try encode(events[...], groupCount: events.count)
    }

    /// The body of part of a group, `events` (indexed as in the group): bodies of consecutive parts, joined, are the
    /// body of the whole group.
    /// - Throws: ``JournalError/unencodableEvent(_:)`` naming the event's place in the group of `groupCount`.
    static func encode<Event: Encodable>(
        _ events: ArraySlice<Event>, groupCount: Int
    ) throws(JournalError) -> [UInt8] {
        let writer = BinaryWriter(bytes: [])
        writer.bytes.reserveCapacity(events.count * 32)
        for index in events.indices {
            // One byte of length, made longer once the event's size is known (rarely: 128 bytes or more).
            let start = writer.bytes.count
            writer.bytes.append(0)
            do {
                try writer.encode(events[index])
            } catch {
                throw .unencodableEvent("event \(index + 1) of \(groupCount) in its group: \(error)")
            }
            writer.modify { bytes in
                let length = bytes.count - start - 1
                if length < 0x80 {
                    bytes[start] = UInt8(length)
                } else {
                    var prefix: [UInt8] = []
                    var rest = length
                    while rest >= 0x80 {
                        prefix.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                        rest >>= 7
                    }
                    prefix.append(UInt8(rest))
                    bytes[start] = prefix[0]
                    bytes.insert(contentsOf: prefix[1...], at: start + 1)
                }
            }
        }
        var bytes: [UInt8] = []
        swap(&bytes, &writer.bytes)
        return bytes
    }

    /// Decodes the events `from...last` of a row that holds `first...last`, in `format`.
    /// - Throws: ``JournalError/corruptEvent(sequence:reason:)`` naming the first event that cannot be read, or the
    ///   first missing or extra one.
    static func decode<Event: Decodable>(
        _ type: Event.Type, body: [UInt8], format: Format, first: Int, last: Int, from: Int
    ) throws(JournalError) -> [Event] {
        switch format {
        case .json:
            guard first == last else {
                throw .corruptEvent(sequence: first, reason: "a JSON row holds one event, not \(first)...\(last)")
            }
            do {
                return [try JSONDecoder().decode(Event.self, from: Data(body))]
            } catch {
                throw .corruptEvent(sequence: first, reason: "\(error)")
            }
        case .binary:
            var events: [Event] = []
            events.reserveCapacity(last - from + 1)
            var offset = 0
            var sequence = first
            while offset < body.count {
                guard sequence <= last else {
                    throw .corruptEvent(sequence: sequence, reason: "the row holds more events than \(first)...\(last)")
                }
                var length = 0
                var start = offset
                var shift = 0
                while true {
                    guard start < body.count, shift < 35 else {
                        throw .corruptEvent(sequence: sequence, reason: "the row ends in the event's length")
                    }
                    length |= Int(body[start] & 0x7F) << shift
                    start += 1
                    if body[start - 1] < 0x80 { break }
                    shift += 7
                }
                guard length <= body.count - start else {
                    throw .corruptEvent(sequence: sequence, reason: "the row ends in the event (truncated)")
                }
                if sequence >= from {
                    do {
                        events.append(
                            try BinaryEventDecoder.decode(Event.self, from: body, in: start..<start + length))
                    } catch {
                        throw .corruptEvent(sequence: sequence, reason: "\(error)")
                    }
                }
                offset = start + length
                sequence += 1
            }
            guard sequence == last + 1 else {
                throw .corruptEvent(sequence: sequence, reason: "the row ends before event \(last) (truncated)")
            }
            return events
        }
    }
}
