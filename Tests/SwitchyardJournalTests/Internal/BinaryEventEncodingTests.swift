import Foundation
import PropertyBased
import Testing

@testable import SwitchyardJournal

/// The journal's binary encoding gives back every `Codable` value it is given, and reads damaged bytes as an error,
/// never a crash.
@Suite(.timeLimit(.minutes(5)))
struct BinaryEventEncodingTests {
    indirect enum Tree: Codable, Hashable {
        case leaf(Int)
        case node([Tree], label: String?)
        case empty
    }

    struct Record: Codable, Hashable {
        var small: Int8
        var big: Int64
        var unsigned: UInt64
        var ratio: Double
        var single: Float
        var flag: Bool
        var name: String
        var note: String?
        var tags: [String]
        var counts: [String: Int]
        var byNumber: [Int: String]
        var tree: Tree
        var when: Date
        var id: UUID
        var nothing: [Int?]
    }

    /// A tree shaped by `numbers`: each number is a leaf, opens a node, or closes one.
    static func tree(_ numbers: [Int]) -> Tree {
        var stack: [([Tree], String?)] = [([], nil)]
        for number in numbers {
            switch number % 4 {
            case 0: stack.append(([], number % 3 == 0 ? nil : "n\(number)"))
            case 1 where stack.count > 1:
                let (children, label) = stack.removeLast()
                stack[stack.count - 1].0.append(.node(children, label: label))
            case 2: stack[stack.count - 1].0.append(.empty)
            default: stack[stack.count - 1].0.append(.leaf(number - 500))
            }
        }
        while stack.count > 1 {
            let (children, label) = stack.removeLast()
            stack[stack.count - 1].0.append(.node(children, label: label))
        }
        return .node(stack[0].0, label: "root")
    }

    static func encoded<T: Encodable>(_ value: T) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try BinaryEventEncoder.encode(value, into: &bytes)
        return bytes
    }

    static func decoded<T: Decodable>(_ type: T.Type, _ bytes: [UInt8]) throws -> T {
        try BinaryEventDecoder.decode(type, from: bytes, in: 0..<bytes.count)
    }

    static let records = zip(
        Gen.int8(), Gen.int64(), Gen.uint64(), Gen.double(in: -1e300...1e300), Gen.bool,
        Gen.unicodeScalar(in: "\u{0}"..."\u{D7FF}").map(Character.init).string(of: 0...12),
        Gen.int(in: 0...999).array(of: 0...30), Gen.int(in: -5...5).array(of: 0...6)
    ).map { small, big, unsigned, ratio, flag, name, shape, numbers in
        Record(
            small: small, big: big, unsigned: unsigned, ratio: ratio, single: Float(ratio / 1e270),
            flag: flag, name: name, note: flag ? nil : name + "!", tags: numbers.map { "t\($0)" },
            counts: Dictionary(numbers.map { ("k\($0)", $0 * 1_000) }, uniquingKeysWith: +),
            byNumber: Dictionary(numbers.map { ($0, "v\($0)") }, uniquingKeysWith: { first, _ in first }),
            tree: tree(shape), when: Date(timeIntervalSince1970: Double(big % 1_000_000_000) / 8),
            id: UUID(), nothing: numbers.map { $0 < 0 ? nil : $0 })
    }

    @Test func everyValueComesBackAsItWas() async {
        await propertyCheck(count: 500, input: Self.records) { record in
            #expect((try? Self.decoded(Record.self, Self.encoded(record))) == record)
        }
    }

    @Test func valuesAppendedToOneBufferAreEachReadBack() throws {
        var bytes: [UInt8] = []
        let values: [Tree] = [.leaf(1), .empty, .node([.leaf(-7), .empty], label: nil)]
        var ranges: [Range<Int>] = []
        for value in values {
            let start = bytes.count
            try BinaryEventEncoder.encode(value, into: &bytes)
            ranges.append(start..<bytes.count)
        }
        #expect(try ranges.map { try BinaryEventDecoder.decode(Tree.self, from: bytes, in: $0) } == values)
        // A one-case event with a number is 14 bytes, JSON's `{"leaf":{"_0":1}}` 17.
        #expect(ranges[0].count == 14)
    }

    /// A group's body is the bodies of its parts joined, wherever it is cut: the journal encodes a large group in
    /// two halves at once and joins them.
    @Test func aGroupsBodyIsTheBodiesOfItsPartsJoined() async {
        await propertyCheck(count: 200, input: Self.records.array(of: 0...40), Gen.int(in: 0...40)) { records, cut in
            let middle = min(cut, records.count)
            let whole = try? EventGroupBody.encode(records)
            let head = try? EventGroupBody.encode(records[..<middle], groupCount: records.count)
            let tail = try? EventGroupBody.encode(records[middle...], groupCount: records.count)
            #expect(whole != nil)
            #expect(whole == head.flatMap { head in tail.map { head + $0 } })
        }
    }

    struct Large: Codable, Equatable {
        var numbers: [Int]
        var nested: [[String]]
        var table: [String: [Int]]
        var after: String
    }

    /// A container's count is one byte up to 254 elements, then grows in place; an event of 128 bytes or more has
    /// a longer length in its group.
    @Test func largeContainersAndLargeEventsComeBack() throws {
        let large = Large(
            numbers: Array(-600...600), nested: (0..<300).map { ["a\($0)", "b"] },
            table: Dictionary(uniqueKeysWithValues: (0..<400).map { ("k\($0)", [$0, -$0]) }), after: "end")
        #expect(try Self.decoded(Large.self, Self.encoded(large)) == large)
        let group = [large, Large(numbers: [], nested: [], table: [:], after: "small"), large]
        let body = try EventGroupBody.encode(group)
        #expect(try EventGroupBody.decode(Large.self, body: body, format: .binary, first: 7, last: 9, from: 7) == group)
        #expect(
            try EventGroupBody.decode(Large.self, body: body, format: .binary, first: 7, last: 9, from: 9) == [large])
    }

    @Test func damagedBytesAreAnErrorNeverACrash() async {
        await propertyCheck(count: 500, input: Self.records, Gen.int(in: 0...Int.max), Gen.uint8()) {
            record, position, byte in
            guard let bytes = try? Self.encoded(record) else {
                Issue.record("\(record) was not encoded")
                return
            }
            // Every shorter prefix is an error: each container says how many elements follow.
            let prefix = Array(bytes.prefix(position % bytes.count))
            #expect(throws: DecodingError.self) { try Self.decoded(Record.self, prefix) }
            // Any byte changed: an error or some record, never a crash.
            var changed = bytes
            changed[position % bytes.count] = byte
            _ = try? Self.decoded(Record.self, changed)
            // Trailing bytes are an error.
            #expect(throws: DecodingError.self) { try Self.decoded(Record.self, bytes + [byte]) }
        }
    }

    @Test func randomBytesAreAnErrorNeverACrash() async {
        await propertyCheck(count: 1_000, input: Gen.uint8().array(of: 0...64)) { bytes in
            _ = try? Self.decoded(Record.self, bytes)
            _ = try? Self.decoded(Tree.self, bytes)
        }
    }

    @Test func nestingTooDeepIsAnError() {
        // 1,000 nested unkeyed containers of one element each.
        var bytes: [UInt8] = []
        for _ in 0..<1_000 { bytes += [8, 1] }
        bytes.append(0)
        #expect(throws: DecodingError.self) { try Self.decoded([[Int]].self, bytes) }
    }

    class Base: Codable, Equatable {
        var base: Int
        init(base: Int) { self.base = base }
        static func == (left: Base, right: Base) -> Bool { left.base == right.base }
    }

    final class Derived: Base {
        var extra: String
        enum Keys: CodingKey { case extra }

        init(base: Int, extra: String) {
            self.extra = extra
            super.init(base: base)
        }

        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            extra = try container.decode(String.self, forKey: .extra)
            try super.init(from: container.superDecoder())
        }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(extra, forKey: .extra)
            try super.encode(to: container.superEncoder())
        }
    }

    @Test func aSubclassEncodesItsSuperclassThroughASuperEncoder() throws {
        let value = Derived(base: 42, extra: "more")
        let back = try Self.decoded(Derived.self, Self.encoded(value))
        #expect(back.base == 42 && back.extra == "more")
    }

    /// Writes to a container after its sibling: JSON's tree allows it, an encoding written in place cannot.
    struct OutOfOrder: Encodable {
        enum Keys: CodingKey { case first, second }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var first = container.nestedUnkeyedContainer(forKey: .first)
            var second = container.nestedUnkeyedContainer(forKey: .second)
            try second.encode(2)
            try first.encode(1)
        }
    }

    @Test func writingBackIntoAnEarlierContainerIsRefusedNotMiswritten() throws {
        #expect(throws: EncodingError.self) { try Self.encoded(OutOfOrder()) }
        var bytes: [UInt8] = [1, 2, 3]
        #expect(throws: EncodingError.self) { try BinaryEventEncoder.encode(OutOfOrder(), into: &bytes) }
        #expect(bytes == [1, 2, 3])
    }

    /// A value that encodes nothing reads back as an empty keyed container, as JSON's `{}`.
    struct Nothing: Codable, Equatable {
        init() {}
        init(from decoder: any Decoder) throws { _ = try decoder.container(keyedBy: BinaryCodingKey.self) }
        func encode(to encoder: any Encoder) throws {}
    }

    @Test func aValueThatEncodesNothingIsAnEmptyContainer() throws {
        #expect(try Self.decoded([Nothing].self, Self.encoded([Nothing(), Nothing()])) == [Nothing(), Nothing()])
    }
}
