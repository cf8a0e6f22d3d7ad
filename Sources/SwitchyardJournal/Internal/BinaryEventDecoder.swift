import Foundation

/// Reads what ``BinaryEventEncoder`` wrote. Every read is checked against the bytes: damaged or truncated bytes
/// are a `DecodingError`, never a crash, and nesting deeper than ``maximumDepth`` is refused rather than followed.
struct BinaryEventDecoder {
    /// How deep containers may nest in a value read.
    static let maximumDepth = 256

    /// Decodes the value that occupies `bytes[range]` exactly.
    /// - Throws: `DecodingError` when the bytes are not a `T`, or hold more than one value.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], in range: Range<Int>) throws -> T {
        let reader = BinaryReader(bytes: bytes, end: range.upperBound)
        let end = try reader.skip(range.lowerBound, depth: 0, path: [])
        guard end == range.upperBound else {
            throw reader.corrupt(at: end, [], "\(range.upperBound - end) bytes follow the value")
        }
        return try T(from: BinaryValueDecoder(reader: reader, offset: range.lowerBound, depth: 0, codingPath: []))
    }
}

/// The bytes being read, and the checked reads of the encoding's parts.
final class BinaryReader {
    let bytes: [UInt8]
    let end: Int

    init(bytes: [UInt8], end: Int) {
        self.bytes = bytes
        self.end = min(end, bytes.count)
    }

    func corrupt(at offset: Int, _ path: [any CodingKey], _ message: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: "at byte \(offset): \(message)"))
    }

    func byte(_ offset: Int, _ path: [any CodingKey]) throws -> UInt8 {
        guard offset >= 0, offset < end else { throw corrupt(at: offset, path, "the bytes end here") }
        return bytes[offset]
    }

    func tag(_ offset: Int, _ path: [any CodingKey]) throws -> BinaryTag {
        let raw = try byte(offset, path)
        guard let tag = BinaryTag(rawValue: raw) else { throw corrupt(at: offset, path, "unknown tag \(raw)") }
        return tag
    }

    /// A varint and the offset after it.
    func varint(_ offset: Int, _ path: [any CodingKey]) throws -> (UInt64, Int) {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        var offset = offset
        while true {
            let byte = try byte(offset, path)
            offset += 1
            guard shift < 64, shift < 63 || byte <= 1 else { throw corrupt(at: offset, path, "a number overflows") }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return (value, offset) }
            shift += 7
        }
    }

    /// A container's element count (one byte up to 254, or 0xFF and four bytes) and the offset after it.
    func count(_ offset: Int, _ path: [any CodingKey]) throws -> (Int, Int) {
        let first = try byte(offset, path)
        guard first == 0xFF else { return (Int(first), offset + 1) }
        guard offset + 5 <= end else { throw corrupt(at: offset, path, "the bytes end in a count") }
        var count = 0
        for index in 0..<4 { count |= Int(bytes[offset + 1 + index]) << (8 * index) }
        return (count, offset + 5)
    }

    /// A string's bytes (length and UTF-8, no tag) and the offset after them.
    func rawString(_ offset: Int, _ path: [any CodingKey]) throws -> (String, Int) {
        let (length, start) = try varint(offset, path)
        guard length <= UInt64(end - start) else { throw corrupt(at: start, path, "the bytes end in a string") }
        let stop = start + Int(length)
        guard let string = String(bytes: bytes[start..<stop], encoding: .utf8) else {
            throw corrupt(at: start, path, "a string is not UTF-8")
        }
        return (string, stop)
    }

    /// The offset after the value at `offset`.
    func skip(_ offset: Int, depth: Int, path: [any CodingKey]) throws -> Int {
        guard depth <= BinaryEventDecoder.maximumDepth else { throw corrupt(at: offset, path, "nested too deep") }
        switch try tag(offset, path) {
        case .null, .false, .true:
            return offset + 1
        case .signed, .unsigned:
            return try varint(offset + 1, path).1
        case .double, .float:
            let size = try tag(offset, path) == .double ? 8 : 4
            guard offset + 1 + size <= end else { throw corrupt(at: offset, path, "the bytes end in a number") }
            return offset + 1 + size
        case .string:
            let (length, start) = try varint(offset + 1, path)
            guard length <= UInt64(end - start) else { throw corrupt(at: start, path, "the bytes end in a string") }
            return start + Int(length)
        case .unkeyed:
            var (count, next) = try count(offset + 1, path)
            while count > 0 {
                next = try skip(next, depth: depth + 1, path: path)
                count -= 1
            }
            return next
        case .keyed:
            var (count, next) = try count(offset + 1, path)
            while count > 0 {
                next = try rawString(next, path).1
                next = try skip(next, depth: depth + 1, path: path)
                count -= 1
            }
            return next
        }
    }

    func decodeNil(_ offset: Int) -> Bool { offset < end && bytes[offset] == BinaryTag.null.rawValue }

    func decodeBool(_ offset: Int, _ path: [any CodingKey]) throws -> Bool {
        switch try tag(offset, path) {
        case .true: return true
        case .false: return false
        default: throw mismatch(Bool.self, offset, path)
        }
    }

    func decodeString(_ offset: Int, _ path: [any CodingKey]) throws -> String {
        guard try tag(offset, path) == .string else { throw mismatch(String.self, offset, path) }
        return try rawString(offset + 1, path).0
    }

    func decodeDouble(_ offset: Int, _ path: [any CodingKey]) throws -> Double {
        switch try tag(offset, path) {
        case .double: return Double(bitPattern: try bits(offset + 1, size: 8, path))
        case .float: return Double(Float(bitPattern: UInt32(try bits(offset + 1, size: 4, path))))
        default: throw mismatch(Double.self, offset, path)
        }
    }

    func decodeFloat(_ offset: Int, _ path: [any CodingKey]) throws -> Float {
        guard try tag(offset, path) == .float else { throw mismatch(Float.self, offset, path) }
        return Float(bitPattern: UInt32(try bits(offset + 1, size: 4, path)))
    }

    private func bits(_ offset: Int, size: Int, _ path: [any CodingKey]) throws -> UInt64 {
        guard offset + size <= end else { throw corrupt(at: offset, path, "the bytes end in a number") }
        var bits: UInt64 = 0
        for index in 0..<size { bits |= UInt64(bytes[offset + index]) << UInt64(8 * index) }
        return bits
    }

    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type, _ offset: Int, _ path: [any CodingKey]) throws -> T {
        let number: T?
        switch try tag(offset, path) {
        case .signed:
            let raw = try varint(offset + 1, path).0
            number = T(exactly: Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1))
        case .unsigned:
            number = T(exactly: try varint(offset + 1, path).0)
        default:
            throw mismatch(T.self, offset, path)
        }
        guard let number else { throw corrupt(at: offset, path, "the number does not fit \(T.self)") }
        return number
    }

    func mismatch(_ type: Any.Type, _ offset: Int, _ path: [any CodingKey]) -> DecodingError {
        let found = offset < end ? BinaryTag(rawValue: bytes[offset]).map { "\($0)" } ?? "an unknown tag" : "nothing"
        return .typeMismatch(
            type, DecodingError.Context(codingPath: path, debugDescription: "at byte \(offset): found \(found)"))
    }
}

/// The `Decoder` for the value at one offset.
struct BinaryValueDecoder: Decoder {
    let reader: BinaryReader
    let offset: Int
    let depth: Int
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard try reader.tag(offset, codingPath) == .keyed else {
            throw reader.mismatch([String: Any].self, offset, codingPath)
        }
        var (count, next) = try reader.count(offset + 1, codingPath)
        var entries: [(key: String, offset: Int)] = []
        while count > 0 {
            let (key, value) = try reader.rawString(next, codingPath)
            entries.append((key, value))
            next = try reader.skip(value, depth: depth + 1, path: codingPath)
            count -= 1
        }
        return KeyedDecodingContainer(
            BinaryKeyedDecoder<Key>(reader: reader, entries: entries, depth: depth, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard try reader.tag(offset, codingPath) == .unkeyed else {
            throw reader.mismatch([Any].self, offset, codingPath)
        }
        let (count, first) = try reader.count(offset + 1, codingPath)
        return BinaryUnkeyedDecoder(reader: reader, count: count, next: first, depth: depth, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        BinarySingleValueDecoder(decoder: self)
    }
}

/// A keyed container's entries, found by key.
struct BinaryKeyedDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reader: BinaryReader
    let entries: [(key: String, offset: Int)]
    let depth: Int
    let codingPath: [any CodingKey]

    var allKeys: [Key] { entries.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { entries.contains { $0.key == key.stringValue } }

    private func offset(_ key: Key) throws -> Int {
        let name = key.stringValue
        guard let entry = entries.first(where: { $0.key == name }) else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "no value for \(name)"))
        }
        return entry.offset
    }

    private func decoder(_ key: any CodingKey, at offset: Int) -> BinaryValueDecoder {
        BinaryValueDecoder(reader: reader, offset: offset, depth: depth + 1, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { reader.decodeNil(try offset(key)) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try reader.decodeBool(try offset(key), codingPath + [key])
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try reader.decodeString(try offset(key), codingPath + [key])
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try reader.decodeDouble(try offset(key), codingPath + [key])
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try reader.decodeFloat(try offset(key), codingPath + [key])
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }

    private func integer<T: FixedWidthInteger>(_ key: Key) throws -> T {
        try reader.decodeInteger(T.self, try offset(key), codingPath + [key])
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try T(from: decoder(key, at: try offset(key)))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(key, at: try offset(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(key, at: try offset(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let key = BinaryCodingKey("super")
        guard let entry = entries.first(where: { $0.key == key.stringValue }) else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "no value for super"))
        }
        return decoder(key, at: entry.offset)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { decoder(key, at: try offset(key)) }
}

/// An unkeyed container read in order.
struct BinaryUnkeyedDecoder: UnkeyedDecodingContainer {
    let reader: BinaryReader
    let count: Int?
    /// Where the next element is.
    var next: Int
    let depth: Int
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    init(reader: BinaryReader, count: Int, next: Int, depth: Int, codingPath: [any CodingKey]) {
        self.reader = reader
        self.count = count
        self.next = next
        self.depth = depth
        self.codingPath = codingPath
    }

    /// The next element's offset and path; moves past it.
    private mutating func advance() throws -> (Int, [any CodingKey]) {
        let path = codingPath + [BinaryCodingKey(index: currentIndex)]
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, DecodingError.Context(codingPath: path, debugDescription: "the container has no more values"))
        }
        let offset = next
        next = try reader.skip(offset, depth: depth + 1, path: path)
        currentIndex += 1
        return (offset, path)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, reader.decodeNil(next) else { return false }
        _ = try advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let (offset, path) = try advance()
        return try reader.decodeBool(offset, path)
    }
    mutating func decode(_ type: String.Type) throws -> String {
        let (offset, path) = try advance()
        return try reader.decodeString(offset, path)
    }
    mutating func decode(_ type: Double.Type) throws -> Double {
        let (offset, path) = try advance()
        return try reader.decodeDouble(offset, path)
    }
    mutating func decode(_ type: Float.Type) throws -> Float {
        let (offset, path) = try advance()
        return try reader.decodeFloat(offset, path)
    }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    private mutating func integer<T: FixedWidthInteger>() throws -> T {
        let (offset, path) = try advance()
        return try reader.decodeInteger(T.self, offset, path)
    }

    private mutating func nextDecoder() throws -> BinaryValueDecoder {
        let (offset, path) = try advance()
        return BinaryValueDecoder(reader: reader, offset: offset, depth: depth + 1, codingPath: path)
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: nextDecoder()) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try nextDecoder().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try nextDecoder().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try nextDecoder() }
}

/// The single value of a ``BinaryValueDecoder``.
struct BinarySingleValueDecoder: SingleValueDecodingContainer {
    let decoder: BinaryValueDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    private var reader: BinaryReader { decoder.reader }
    private var offset: Int { decoder.offset }

    func decodeNil() -> Bool { reader.decodeNil(offset) }
    func decode(_ type: Bool.Type) throws -> Bool { try reader.decodeBool(offset, codingPath) }
    func decode(_ type: String.Type) throws -> String { try reader.decodeString(offset, codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try reader.decodeDouble(offset, codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try reader.decodeFloat(offset, codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try reader.decodeInteger(type, offset, codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try reader.decodeInteger(type, offset, codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try reader.decodeInteger(type, offset, codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try reader.decodeInteger(type, offset, codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try reader.decodeInteger(type, offset, codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try reader.decodeInteger(type, offset, codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.decodeInteger(type, offset, codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.decodeInteger(type, offset, codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.decodeInteger(type, offset, codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.decodeInteger(type, offset, codingPath) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: decoder) }
}
