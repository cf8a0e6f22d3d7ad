import Foundation
import Switchyard
import SwitchyardInspector
import Testing

/// The inspector's wire message is one flat JSON object per message, whatever groups the type keeps its fields in:
/// these pin the keys and values each kind of message carries.
@Suite
struct InspectorMessageTests {
    static let door = Machine<String, String>.stepping(initial: "closed") { state, event in
        switch (state, event) {
        case ("closed", "open"): return Step("open")
        case ("open", "close"): return Step("closed")
        default: return nil
        }
    }

    /// `message` as the inspector's recordings write it: keys sorted.
    static func json(_ message: InspectorMessage) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(message), as: UTF8.self)
    }

    /// Every kind, with each field that belongs to it set, encodes to the same flat object.
    @Test func eachKindIsOneFlatObject() throws {
        var hello = InspectorMessage(kind: .hello, store: "s-1", sequence: 0, time: 1_764_000_000_000)
        hello.name = "door"
        hello.state = "closed"
        hello.nodes = ["closed"]
        #expect(
            try Self.json(hello)
                == #"{"name":"door","nodes":["closed"],"seq":0,"state":"closed","store":"s-1","time":1764000000000,"type":"hello","v":2}"#
        )
        var event = InspectorMessage(kind: .event, store: "s-1", sequence: 1, time: 1_764_000_000_250)
        event.dropped = 3
        event.event = "open"
        event.payload = #""open""#
        event.step = .external
        event.state = "open"
        event.nodes = ["open"]
        #expect(
            try Self.json(event)
                == #"{"dropped":3,"event":"open","nodes":["open"],"payload":"\"open\"","seq":1,"state":"open","step":"external","store":"s-1","time":1764000000250,"type":"event","v":2}"#
        )
        var effect = InspectorMessage(kind: .effect, store: "s-1", sequence: 2, time: 1_764_000_000_251)
        effect.change = .started
        effect.effect = "auto-close"
        #expect(
            try Self.json(effect)
                == #"{"change":"started","effect":"auto-close","seq":2,"store":"s-1","time":1764000000251,"type":"effect","v":2}"#
        )
        let goodbye = InspectorMessage(kind: .goodbye, store: "s-1", sequence: 3, time: 1_764_000_009_000)
        #expect(try Self.json(goodbye) == #"{"seq":3,"store":"s-1","time":1764000009000,"type":"goodbye","v":2}"#)
    }

    /// A hello's graph is the graph's own JSON under `graph`, and a message with every field set reads back equal.
    @Test func aMessageWithEveryFieldReadsBackEqual() throws {
        let graph = Self.door.graph(name: "door", events: ["open", "close"])
        var message = InspectorMessage(kind: .hello, store: "s-1", sequence: 4, time: 5)
        message.dropped = 1
        message.name = "door"
        message.graph = graph
        message.event = "open"
        message.payload = "{}"
        message.step = .internal
        message.state = "open"
        message.nodes = ["open"]
        message.change = .cancelled
        message.effect = "auto-close"
        let data = try JSONEncoder().encode(message)
        #expect(try JSONDecoder().decode(InspectorMessage.self, from: data) == message)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(
            Set(object.keys)
                == [
                    "v", "type", "store", "seq", "time", "dropped", "name", "graph", "event", "payload", "step",
                    "state",
                    "nodes", "change", "effect",
                ])
        let graphJSON = try JSONSerialization.jsonObject(with: JSONEncoder().encode(graph)) as? NSDictionary
        #expect((object["graph"] as? NSDictionary) == graphJSON)
    }
}
