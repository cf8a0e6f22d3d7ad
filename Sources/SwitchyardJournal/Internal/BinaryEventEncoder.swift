import Foundation

/// The journal's own encoding of a `Codable` value: compact, self-describing bytes written straight into one buffer
/// for a whole group of events, with no intermediate tree. Measured on this project's machine, `JSONEncoder` spent
/// about 30 µs on a one-case event; this encoding spends well under one (see `Benchmarks/RESULTS.md`, issue 20).
///
/// A value is a tag byte and its payload (``BinaryTag``): integers as LEB128 varints (zigzag for signed ones),
/// floating-point numbers as their bit patterns, strings as a length and UTF-8, and containers as an element count
/// (one byte up to 254) followed by the elements (a keyed container's keys as length and UTF-8, before each value).
/// The count is written when a container opens and increased in place as elements are added.
///
/// Writing straight into the buffer needs the order `Codable` types use in practice: a container is written to
/// only while no container that opened after it in another branch is still being written. A value whose encoding
/// goes back to a container after a sibling's was written is refused with an `EncodingError`, never mis-written.
struct BinaryEventEncoder {
    /// Appends the encoding of `value` to `bytes`.
    /// - Throws: `EncodingError` when the value throws, or writes in an order this encoding cannot follow.
    static func encode<T: Encodable>(_ value: T, into bytes: inout [UInt8]) throws {
        let writer = BinaryWriter(bytes: bytes)
        bytes = []
        defer { swap(&bytes, &writer.bytes) }
        try writer.encode(value)
    }
}

/// The tags of the journal's binary encoding; the numbers are part of the journal's layout.
enum BinaryTag: UInt8 {
    case null = 0
    case `false` = 1
    case `true` = 2
    case signed = 3
    case unsigned = 4
    case double = 5
    case float = 6
    case string = 7
    case unkeyed = 8
    case keyed = 9
}

/// The buffer being written, and which containers may still be written to.
final class BinaryWriter {
    var bytes: [UInt8]
    /// The containers open, outermost first; writing to one closes those after it.
    var open: [OpenContainer] = []
    var failure: String?
    private var lastID = 0

    struct OpenContainer {
        var id: Int
        /// The slot (the encoder) that made it.
        var slot: Int
        /// Where its element count is.
        var countOffset: Int
        var isKeyed: Bool
    }

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// Appends the encoding of `value`; a value that fails leaves nothing in the buffer. One writer encodes a whole
    /// group, so its buffer and its list of open containers are allocated once.
    func encode<T: Encodable>(_ value: T) throws {
        open.removeAll(keepingCapacity: true)
        failure = nil
        let start = bytes.count
        do {
            try writeValue(value, depth: 0, parent: nil, path: .root)
        } catch {
            bytes.removeSubrange(start...)
            throw error
        }
    }

    /// Runs `body` on the buffer: one exclusive access for a whole write, where appending through the property
    /// would check exclusivity at every byte.
    @inline(__always)
    func modify<R>(_ body: (inout [UInt8]) -> R) -> R { body(&bytes) }

    func nextID() -> Int {
        lastID += 1
        return lastID
    }

    func fail(_ message: String) {
        if failure == nil { failure = message }
    }

    /// Whether the container `id` at `depth` may be written to; closes the containers after it.
    func reopen(_ id: Int, depth: Int) -> Bool {
        guard depth < open.count, open[depth].id == id else {
            fail("a container was written to after the encoding had moved on to another value")
            return false
        }
        if open.count > depth + 1 { open.removeSubrange((depth + 1)...) }
        return true
    }

    /// Counts one more element of the container whose count is at `offset`. A count is one byte up to 254, and
    /// 0xFF and four bytes after that: the 255th element moves the bytes after the count by four, which leaves every
    /// open container's place as it was (only the container and those around it, all before it, are open then).
    func incrementCount(at offset: Int) {
        modify { bytes in
            switch bytes[offset] {
            case 0..<0xFE:
                bytes[offset] += 1
            case 0xFE:
                bytes[offset] = 0xFF
                bytes.insert(contentsOf: [0xFF, 0, 0, 0], at: offset + 1)
            default:
                var count = UInt32(bytes[offset + 1]) | UInt32(bytes[offset + 2]) << 8
                count |= UInt32(bytes[offset + 3]) << 16 | UInt32(bytes[offset + 4]) << 24
                count &+= 1
                for byte in 0..<4 {
                    bytes[offset + 1 + byte] = UInt8(truncatingIfNeeded: count >> UInt32(8 * byte))
                }
            }
        }
    }

    /// Counts one more element of the container whose count is at `offset`, and writes the element's key.
    func incrementCount(at offset: Int, key: String) {
        incrementCount(at: offset)
        writeRawString(key)
    }

    /// Opens a container at the end of the buffer; returns where its count is.
    func writeContainerHeader(keyed: Bool) -> Int {
        modify { bytes in
            bytes.append((keyed ? BinaryTag.keyed : BinaryTag.unkeyed).rawValue)
            bytes.append(0)
            return bytes.count - 1
        }
    }

    func writeEmptyKeyed() { _ = writeContainerHeader(keyed: true) }

    /// Opens a keyed container at the end of the buffer, at `depth` in ``open``.
    /// - Parameter slot: The encoder that makes it, or -1 for a container nested in another.
    func openKeyed<Key: CodingKey>(
        _ key: Key.Type, slot: Int, depth: Int, path: BinaryPath
    ) -> KeyedEncodingContainer<Key> {
        let countOffset = writeContainerHeader(keyed: true)
        let container = nextID()
        open.append(.init(id: container, slot: slot, countOffset: countOffset, isKeyed: true))
        return KeyedEncodingContainer(
            BinaryKeyedEncoder<Key>(writer: self, id: container, depth: depth, countOffset: countOffset, path: path))
    }

    /// Opens an unkeyed container at the end of the buffer, at `depth` in ``open``.
    /// - Parameter slot: The encoder that makes it, or -1 for a container nested in another.
    func openUnkeyed(slot: Int, depth: Int, path: BinaryPath) -> BinaryUnkeyedEncoder {
        let countOffset = writeContainerHeader(keyed: false)
        let container = nextID()
        open.append(.init(id: container, slot: slot, countOffset: countOffset, isKeyed: false))
        return BinaryUnkeyedEncoder(writer: self, id: container, depth: depth, countOffset: countOffset, path: path)
    }

    /// An encoder for the element of container `parent` being written now (its count already increased), whose
    /// value replaces an empty keyed container written now: the element has a value even when the encoder is never
    /// used.
    func superEncoder(depth: Int, parent: Int, path: BinaryPath) -> BinaryValueEncoder {
        let start = bytes.count
        writeEmptyKeyed()
        return BinaryValueEncoder(
            writer: self, depth: depth, parent: parent, start: start, placeholder: bytes.count - start, path: path)
    }

    static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    func writeSigned(_ value: Int64) {
        modify { bytes in
            bytes.append(BinaryTag.signed.rawValue)
            Self.appendVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)), to: &bytes)
        }
    }

    func writeUnsigned(_ value: UInt64) {
        modify { bytes in
            bytes.append(BinaryTag.unsigned.rawValue)
            Self.appendVarint(value, to: &bytes)
        }
    }

    static func appendRawString(_ value: String, to bytes: inout [UInt8]) {
        let utf8 = value.utf8
        appendVarint(UInt64(utf8.count), to: &bytes)
        bytes.append(contentsOf: utf8)
    }

    func writeRawString(_ value: String) { modify { Self.appendRawString(value, to: &$0) } }

    func writeString(_ value: String) {
        modify { bytes in
            bytes.append(BinaryTag.string.rawValue)
            Self.appendRawString(value, to: &bytes)
        }
    }

    func writeDouble(_ value: Double) { writeBitPattern(value.bitPattern, tag: .double) }

    func writeFloat(_ value: Float) { writeBitPattern(value.bitPattern, tag: .float) }

    /// Appends `tag`, then a floating-point number's bit pattern, lowest byte first.
    private func writeBitPattern(_ bits: some FixedWidthInteger, tag: BinaryTag) {
        modify { bytes in
            bytes.append(tag.rawValue)
            for shift in stride(from: 0, to: type(of: bits).bitWidth, by: 8) {
                bytes.append(UInt8(truncatingIfNeeded: bits >> shift))
            }
        }
    }

    func writeBool(_ value: Bool) {
        modify { $0.append((value ? BinaryTag.true : BinaryTag.false).rawValue) }
    }

    func writeNil() { modify { $0.append(BinaryTag.null.rawValue) } }

    /// Encodes a value of any type at the end of the buffer, as the element of the container at `depth - 1`
    /// (`parent`), or at the top (`nil`).
    func writeValue<T: Encodable>(_ value: T, depth: Int, parent: Int?, path: BinaryPath) throws {
        let start = bytes.count
        let slot = BinaryValueEncoder(
            writer: self, depth: depth, parent: parent, start: start, placeholder: 0, path: path)
        try value.encode(to: slot)
        // A value that wrote nothing is an empty keyed container, as JSON's `{}`.
        if bytes.count == start { writeEmptyKeyed() }
        if let failure {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: path.keys, debugDescription: failure))
        }
    }
}

/// The `Encoder` for one value: at the top, as a container's element, or a super encoder.
struct BinaryValueEncoder: Encoder {
    let writer: BinaryWriter
    /// The depth its container would have in ``BinaryWriter/open``.
    let depth: Int
    /// The container it is an element of; `nil` at the top.
    let parent: Int?
    /// Where its value starts.
    let start: Int
    /// How many bytes of placeholder (a super encoder's empty container) its value replaces.
    let placeholder: Int
    let id: Int
    let path: BinaryPath
    var codingPath: [any CodingKey] { path.keys }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(writer: BinaryWriter, depth: Int, parent: Int?, start: Int, placeholder: Int, path: BinaryPath) {
        self.writer = writer
        self.depth = depth
        self.parent = parent
        self.start = start
        self.placeholder = placeholder
        self.id = writer.nextID()
        self.path = path
    }

    /// Makes room for this encoder's value: true when it is the first (and so may be written now).
    private func claim() -> Bool {
        if let parent {
            guard depth > 0, writer.reopen(parent, depth: depth - 1) else {
                writer.fail("a value was encoded after the encoding had moved on to another value")
                return false
            }
        } else if writer.open.count > depth {
            writer.open.removeSubrange(depth...)
        }
        guard writer.bytes.count == start + placeholder else {
            writer.fail("a value was encoded twice, or after another value was written after it")
            return false
        }
        writer.bytes.removeSubrange(start...)
        return true
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        // Asked again for the container it made (as a subclass and its superclass do): the same one.
        if writer.open.count > depth, writer.open[depth].slot == id, writer.open[depth].isKeyed,
            writer.reopen(writer.open[depth].id, depth: depth)
        {
            let open = writer.open[depth]
            return KeyedEncodingContainer(
                BinaryKeyedEncoder<Key>(
                    writer: writer, id: open.id, depth: depth, countOffset: open.countOffset,
                    path: path))
        }
        _ = claim()
        return writer.openKeyed(Key.self, slot: id, depth: depth, path: path)
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        _ = claim()
        return writer.openUnkeyed(slot: id, depth: depth, path: path)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        BinarySingleValueEncoder(encoder: self)
    }

    /// Writes a single value through `write`, once.
    func writeSingle(_ write: () throws -> Void) throws {
        guard claim() else {
            throw EncodingError.invalidValue(
                (), EncodingError.Context(codingPath: codingPath, debugDescription: writer.failure ?? ""))
        }
        try write()
    }
}

/// A keyed container written in place.
struct BinaryKeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: BinaryWriter
    let id: Int
    let depth: Int
    let countOffset: Int
    let path: BinaryPath
    var codingPath: [any CodingKey] { path.keys }

    /// Reopens the container and writes `key`, counting one more element.
    private func begin(_ key: Key) throws {
        guard writer.reopen(id, depth: depth) else {
            throw EncodingError.invalidValue(
                key.stringValue,
                EncodingError.Context(codingPath: codingPath + [key], debugDescription: writer.failure ?? ""))
        }
        writer.incrementCount(at: countOffset, key: key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws {
        try begin(key)
        writer.writeNil()
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try encodePrimitive(value, forKey: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try encodePrimitive(value, forKey: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try encodePrimitive(value, forKey: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try encodePrimitive(value, forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try encodePrimitive(value, forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encodePrimitive(value, forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encodePrimitive(value, forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encodePrimitive(value, forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encodePrimitive(value, forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encodePrimitive(value, forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encodePrimitive(value, forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encodePrimitive(value, forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encodePrimitive(value, forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encodePrimitive(value, forKey: key) }

    /// Writes `key`, then `value` under its own tag.
    private func encodePrimitive(_ value: some BinaryPrimitive, forKey key: Key) throws {
        try begin(key)
        value.write(into: writer)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try begin(key)
        try writer.writeValue(value, depth: depth + 1, parent: id, path: path.appending(key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        try? begin(key)
        return writer.openKeyed(NestedKey.self, slot: -1, depth: depth + 1, path: path.appending(key))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        try? begin(key)
        return writer.openUnkeyed(slot: -1, depth: depth + 1, path: path.appending(key))
    }

    mutating func superEncoder() -> any Encoder { superEncoder(named: BinaryCodingKey("super")) }

    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key) }

    /// An encoder for the value of `key`, which has a value even when the encoder is never used.
    private func superEncoder(named key: any CodingKey) -> any Encoder {
        if writer.reopen(id, depth: depth) {
            writer.incrementCount(at: countOffset, key: key.stringValue)
        }
        return writer.superEncoder(depth: depth + 1, parent: id, path: path.appending(key))
    }
}

/// An unkeyed container written in place.
struct BinaryUnkeyedEncoder: UnkeyedEncodingContainer {
    let writer: BinaryWriter
    let id: Int
    let depth: Int
    let countOffset: Int
    let path: BinaryPath
    var codingPath: [any CodingKey] { path.keys }
    private(set) var count = 0

    init(writer: BinaryWriter, id: Int, depth: Int, countOffset: Int, path: BinaryPath) {
        self.writer = writer
        self.id = id
        self.depth = depth
        self.countOffset = countOffset
        self.path = path
    }

    /// Reopens the container, counting one more element.
    private mutating func begin() throws {
        guard writer.reopen(id, depth: depth) else {
            throw EncodingError.invalidValue(
                count, EncodingError.Context(codingPath: codingPath, debugDescription: writer.failure ?? ""))
        }
        writer.incrementCount(at: countOffset)
        count += 1
    }

    private var nextPath: BinaryPath { path.appending(BinaryCodingKey(index: count)) }

    mutating func encodeNil() throws {
        try begin()
        writer.writeNil()
    }
    mutating func encode(_ value: Bool) throws { try encodePrimitive(value) }
    mutating func encode(_ value: String) throws { try encodePrimitive(value) }
    mutating func encode(_ value: Double) throws { try encodePrimitive(value) }
    mutating func encode(_ value: Float) throws { try encodePrimitive(value) }
    mutating func encode(_ value: Int) throws { try encodePrimitive(value) }
    mutating func encode(_ value: Int8) throws { try encodePrimitive(value) }
    mutating func encode(_ value: Int16) throws { try encodePrimitive(value) }
    mutating func encode(_ value: Int32) throws { try encodePrimitive(value) }
    mutating func encode(_ value: Int64) throws { try encodePrimitive(value) }
    mutating func encode(_ value: UInt) throws { try encodePrimitive(value) }
    mutating func encode(_ value: UInt8) throws { try encodePrimitive(value) }
    mutating func encode(_ value: UInt16) throws { try encodePrimitive(value) }
    mutating func encode(_ value: UInt32) throws { try encodePrimitive(value) }
    mutating func encode(_ value: UInt64) throws { try encodePrimitive(value) }

    /// Writes `value` under its own tag, as the next element.
    private mutating func encodePrimitive(_ value: some BinaryPrimitive) throws {
        try begin()
        value.write(into: writer)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = nextPath
        try begin()
        try writer.writeValue(value, depth: depth + 1, parent: id, path: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        let path = nextPath
        try? begin()
        return writer.openKeyed(NestedKey.self, slot: -1, depth: depth + 1, path: path)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath
        try? begin()
        return writer.openUnkeyed(slot: -1, depth: depth + 1, path: path)
    }

    mutating func superEncoder() -> any Encoder {
        let path = nextPath
        try? begin()
        return writer.superEncoder(depth: depth + 1, parent: id, path: path)
    }
}

/// The single value of a ``BinaryValueEncoder``.
struct BinarySingleValueEncoder: SingleValueEncodingContainer {
    let encoder: BinaryValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    private var writer: BinaryWriter { encoder.writer }

    mutating func encodeNil() throws { try encoder.writeSingle { writer.writeNil() } }
    mutating func encode(_ value: Bool) throws { try encoder.writeSingle { value.write(into: writer) } }
    mutating func encode(_ value: String) throws { try encoder.writeSingle { value.write(into: writer) } }
    mutating func encode(_ value: Double) throws { try encoder.writeSingle { value.write(into: writer) } }
    mutating func encode(_ value: Float) throws { try encoder.writeSingle { value.write(into: writer) } }
    mutating func encode(_ value: Int) throws { try encoder.writeSingle { value.write(into: writer) } }
    mutating func encode(_ value: Int8) throws { try encoder.writeSingle { value.write(into: writer) } }
    mutating func encode(_ value: Int16) throws { try encoder.writeSingle { value.write(into: writer) } }
    mutating func encode(_ value: Int32) throws { try encoder.writeSingle { value.write(into: writer) } }
    mutating func encode(_ value: Int64) throws { try encoder.writeSingle { value.write(into: writer) } }
    mutating func encode(_ value: UInt) throws { try encoder.writeSingle { value.write(into: writer) } }
    mutating func encode(_ value: UInt8) throws { try encoder.writeSingle { value.write(into: writer) } }
    mutating func encode(_ value: UInt16) throws { try encoder.writeSingle { value.write(into: writer) } }
    mutating func encode(_ value: UInt32) throws { try encoder.writeSingle { value.write(into: writer) } }
    mutating func encode(_ value: UInt64) throws { try encoder.writeSingle { value.write(into: writer) } }

    mutating func encode<T: Encodable>(_ value: T) throws {
        // The value's own encoding, in this encoder's place (a wrapper encodes as what it wraps); it claims the
        // place itself, so a second value is refused there.
        try value.encode(to: encoder)
    }
}

/// A coding path made only when asked for: a container nested in a keyed one keeps its parent's path and its key,
/// and allocates nothing unless a value below it asks for its path.
struct BinaryPath {
    static let root = BinaryPath(parent: [], last: nil)

    let parent: [any CodingKey]
    let last: (any CodingKey)?

    var keys: [any CodingKey] {
        guard let last else { return parent }
        return parent + [last]
    }

    func appending(_ key: any CodingKey) -> BinaryPath { BinaryPath(parent: keys, last: key) }
}

/// A key made by the encoding itself: `super`, or an unkeyed container's index.
struct BinaryCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) { self.init(index: intValue) }
}
