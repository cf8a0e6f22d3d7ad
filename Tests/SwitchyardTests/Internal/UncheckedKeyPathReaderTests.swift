import PropertyBased
import Testing

@testable import Switchyard

/// The core's one read at a byte offset returns exactly what applying the key path returns, for every kind of path,
/// and reads at an offset only the paths whose value is stored inline.
@Suite(.timeLimit(.minutes(5)))
struct UncheckedKeyPathReaderTests {
    final class Box {
        var number: Int
        var text: String
        init(number: Int, text: String) {
            self.number = number
            self.text = text
        }
    }

    enum Payload: Equatable {
        case empty
        case number(Int)
        case text(String)
        case pair(Int8, [String])
    }

    struct Leaf: Equatable {
        var flag: Bool
        var small: Int8
        var text: String
        var list: [Int]
    }

    struct Middle {
        var leaf: Leaf
        var pair: (Int16, String)
        var payload: Payload
        var maybe: Leaf?
        var box: Box
    }

    struct State {
        var byte: UInt8
        var middle: Middle
        var tuple: (Bool, Leaf, (Int32, String))
        var payload: Payload
        var optional: Int?
        var box: Box
        var table: [String: Int]
        var doubled: Int { Int(middle.leaf.small) * 2 }
        subscript(position: Int) -> Int {
            middle.leaf.list.indices.contains(position) ? middle.leaf.list[position] : -1
        }
    }

    /// A state made from numbers: texts long enough to live on the heap, optionals and payloads of every case.
    static func state(_ numbers: [Int]) -> State {
        func number(_ index: Int) -> Int { numbers[index % numbers.count] }
        func text(_ index: Int) -> String { String(repeating: "t\(number(index))", count: abs(number(index)) % 9) }
        func leaf(_ index: Int) -> Leaf {
            Leaf(
                flag: number(index) % 2 == 0, small: Int8(truncatingIfNeeded: number(index + 1)), text: text(index + 2),
                list: Array(numbers.prefix(abs(number(index + 3)) % 5)))
        }
        func payload(_ index: Int) -> Payload {
            switch abs(number(index)) % 4 {
            case 0: .empty
            case 1: .number(number(index + 1))
            case 2: .text(text(index + 2))
            default: .pair(Int8(truncatingIfNeeded: number(index + 3)), [text(index), text(index + 1)])
            }
        }
        return State(
            byte: UInt8(truncatingIfNeeded: number(0)),
            middle: Middle(
                leaf: leaf(1), pair: (Int16(truncatingIfNeeded: number(2)), text(3)), payload: payload(4),
                maybe: number(5) % 3 == 0 ? nil : leaf(6), box: Box(number: number(7), text: text(8))),
            tuple: (number(9) % 2 == 0, leaf(10), (Int32(truncatingIfNeeded: number(11)), text(12))),
            payload: payload(13), optional: number(14) % 2 == 0 ? nil : number(15),
            box: Box(number: number(16), text: text(17)), table: ["a": number(18), text(19): number(20)])
    }

    /// A path, whether it is read at an offset, and whether the reader returns what applying it returns.
    struct Case {
        var name: String
        var readsAtOffset: Bool
        var agrees: (State) -> Bool

        init<Value: Equatable>(_ name: String, _ path: KeyPath<State, Value>, atOffset: Bool) {
            self.name = name
            readsAtOffset = UncheckedKeyPathReader.readsAtOffset(path) == atOffset
            let read = UncheckedKeyPathReader.reader(for: path)
            agrees = { read($0) == $0[keyPath: path] }
        }

        init(_ name: String, _ path: KeyPath<State, Box>, atOffset: Bool) {
            self.name = name
            readsAtOffset = UncheckedKeyPathReader.readsAtOffset(path) == atOffset
            let read = UncheckedKeyPathReader.reader(for: path)
            agrees = { read($0) === $0[keyPath: path] && read($0).text == $0[keyPath: path].text }
        }
    }

    static var cases: [Case] {
        [
            Case("byte", \State.byte, atOffset: true),
            Case("nested struct", \State.middle.leaf, atOffset: true),
            Case("nested heap text", \State.middle.leaf.text, atOffset: true),
            Case("nested array", \State.middle.leaf.list, atOffset: true),
            Case("tuple element", \State.middle.pair.0, atOffset: true),
            Case("tuple text", \State.middle.pair.1, atOffset: true),
            Case("tuple in tuple", \State.tuple.2.1, atOffset: true),
            Case("struct in tuple", \State.tuple.1.small, atOffset: true),
            Case("enum with payloads", \State.payload, atOffset: true),
            Case("nested enum", \State.middle.payload, atOffset: true),
            Case("optional", \State.optional, atOffset: true),
            Case("optional struct", \State.middle.maybe, atOffset: true),
            Case("dictionary", \State.table, atOffset: true),
            Case("class reference", \State.box, atOffset: true),
            Case("nested class reference", \State.middle.box, atOffset: true),
            Case("optional chaining", \State.middle.maybe?.text, atOffset: false),
            Case("through a class", \State.box.text, atOffset: false),
            Case("through a nested class", \State.middle.box.number, atOffset: false),
            Case("computed", \State.doubled, atOffset: false),
            Case("subscript", \State.[2], atOffset: false),
            Case("dictionary subscript", \State.table["a"], atOffset: false),
            Case("computed property of a stored array", \State.middle.leaf.list.count, atOffset: false),
        ]
    }

    @Test func eachPathIsReadAtAnOffsetExactlyWhenItsValueIsStoredInline() {
        for entry in Self.cases { #expect(entry.readsAtOffset, "\(entry.name)") }
    }

    @Test func theReaderReturnsWhatApplyingThePathReturns() async {
        await propertyCheck(count: 300, input: Gen.int(in: -40...40).array(of: 1...24)) { numbers in
            let state = Self.state(numbers)
            let cases = Self.cases
            for entry in cases { #expect(entry.agrees(state), "\(entry.name) of \(numbers)") }
        }
    }

    @Test func aValueReadAtAnOffsetOutlivesTheRootItWasReadFrom() {
        let read = UncheckedKeyPathReader.reader(for: \State.middle.leaf.text)
        var text: String?
        do {
            let state = Self.state([7, 3, 8, 5])
            text = read(state)
        }
        #expect(text == Self.state([7, 3, 8, 5]).middle.leaf.text)
        let box = UncheckedKeyPathReader.reader(for: \State.box)(Self.state([1, 2]))
        #expect(box.text == Self.state([1, 2]).box.text)
    }

    @Test func aClassRootIsNeverReadAtAnOffset() {
        #expect(!UncheckedKeyPathReader.readsAtOffset(\Box.number))
        let box = Box(number: 4, text: "four")
        #expect(UncheckedKeyPathReader.reader(for: \Box.number)(box) == 4)
    }
}
