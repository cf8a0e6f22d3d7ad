import Foundation
import Switchyard
import Testing

/// A transition record is a value: its kind is part of what it compares, hashes, encodes and prints.
@Suite
struct StateTransitionTests {
    typealias Record = StateTransition<Int, String>

    /// A record made without a kind is external, the kind a table or routing step has by default.
    @Test func aRecordMadeWithoutAKindIsExternal() {
        #expect(Record(from: 1, event: "go", to: 2).kind == .external)
        #expect(Record(from: 1, event: "go", to: 2) == Record(from: 1, event: "go", to: 2, kind: .external))
    }

    @Test func theKindIsComparedAndHashed() {
        let external = Record(from: 1, event: "go", to: 2)
        let internalStep = Record(from: 1, event: "go", to: 2, kind: .internal)
        #expect(external != internalStep)
        #expect(Set([external, internalStep, external]).count == 2)
    }

    @Test func theDescriptionSaysWhenAStepIsInternal() {
        #expect(Record(from: 1, event: "go", to: 2).description == "1 --go--> 2")
        #expect(Record(from: 1, event: "go", to: 1, kind: .internal).description == "1 --go--> 1 (internal)")
    }

    @Test func aRecordRoundTripsThroughJSONWithItsKind() throws {
        for record in [Record(from: 1, event: "go", to: 2), Record(from: 3, event: "set", to: 4, kind: .internal)] {
            let data = try JSONEncoder().encode(record)
            #expect(try JSONDecoder().decode(Record.self, from: data) == record)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(
            decoding: try encoder.encode(Record(from: 3, event: "set", to: 4, kind: .internal)), as: UTF8.self)
        #expect(text == #"{"event":"set","from":3,"kind":"internal","to":4}"#)
    }

    /// A record written before transitions carried their kind decodes as external; an unknown kind is an error.
    @Test func aRecordWithoutAKindDecodesAsExternal() throws {
        let old = Data(#"{"from": 1, "event": "go", "to": 2}"#.utf8)
        #expect(try JSONDecoder().decode(Record.self, from: old) == Record(from: 1, event: "go", to: 2))
        let unknown = Data(#"{"from": 1, "event": "go", "to": 2, "kind": "sideways"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Record.self, from: unknown) }
    }

    /// The kind is one byte stored in line (an enum without payloads), so a record, made for each observed send,
    /// grows by a byte and needs no allocation.
    @Test func theKindIsOneByteInLine() {
        #expect(MemoryLayout<StateTransition<Int, Int>>.size == 3 * MemoryLayout<Int>.size + 1)
        #expect(MemoryLayout<StateTransition<Int, Int>>.stride == 4 * MemoryLayout<Int>.size)
    }
}
