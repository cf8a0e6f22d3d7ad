import Foundation
import Switchyard
import SwitchyardInspector
import Testing

/// The Stately adapter against the protocol's documented schema (`@statelyai/inspect` 0.7.1, `src/types.ts`):
/// which keys each kind of event carries, and what the XState definition and state values say.
@MainActor
struct StatelyTranslatorTests {
    /// The keys `src/types.ts` gives each kind (`StatelyBaseInspectionEvent` plus the kind's own), and those of
    /// them that are never `undefined`.
    static let base: Set<String> = ["type", "rootId", "sessionId", "createdAt", "id", "_version"]
    static let allowed: [String: Set<String>] = [
        "@xstate.actor": base.union(["name", "snapshot", "definition", "parentId"]),
        "@xstate.event": base.union(["event", "sourceId"]),
        "@xstate.snapshot": base.union(["event", "snapshot"]),
    ]
    static let required: [String: Set<String>] = [
        "@xstate.actor": ["type", "sessionId", "createdAt", "_version", "name", "snapshot"],
        "@xstate.event": ["type", "sessionId", "createdAt", "_version", "event"],
        "@xstate.snapshot": ["type", "sessionId", "createdAt", "_version", "event", "snapshot"],
    ]

    static func json(_ event: StatelyInspectionEvent) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(event)) as? [String: Any])
    }

    /// A definition decoded: its JSON value, whatever the order of its keys.
    static func config(_ definition: String) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(definition.utf8)) as? NSDictionary)
    }

    static func message(_ kind: InspectorMessage.Kind, _ sequence: Int, event: String? = nil, nodes: [String]? = nil)
        -> InspectorMessage
    {
        var message = InspectorMessage(kind: kind, store: "door-1", sequence: sequence, time: 1_764_000_000_000)
        message.event = event
        message.nodes = nodes
        message.state = nodes?.joined(separator: ",")
        if event != nil { message.step = .external }
        return message
    }

    @Test func aStoresLifeBecomesActorEventAndSnapshotEventsOfTheDocumentedShape() throws {
        let door = StateGraph(
            title: "door", states: [GraphState(id: "closed"), GraphState(id: "open")],
            transitions: [
                GraphTransition(from: .initial(scope: nil, region: 0), to: .state("closed")),
                GraphTransition(from: .state("closed"), to: .state("open"), label: "open"),
            ])
        var hello = Self.message(.hello, 0, nodes: ["closed"])
        hello.name = "door"
        hello.graph = door
        var effect = Self.message(.effect, 2)
        effect.change = .started
        var translator = StatelyTranslator()
        let events =
            [hello, Self.message(.event, 1, event: "open", nodes: ["open"]), effect, Self.message(.goodbye, 3)]
            .flatMap { translator.translate($0) }
        #expect(events.map(\.kind) == [.actor, .event, .snapshot, .snapshot])
        for event in events {
            let object = try Self.json(event)
            let type = try #require(object["type"] as? String)
            #expect(Set(object.keys).isSubset(of: Self.allowed[type] ?? []), "\(type): \(object.keys.sorted())")
            #expect(Self.required[type, default: []].isSubset(of: Set(object.keys)), "\(type): \(object.keys.sorted())")
            #expect(object["_version"] as? String == "0.7.1")
            #expect(object["sessionId"] as? String == "door-1")
            #expect(object["rootId"] as? String == "door-1")
            #expect(object["createdAt"] as? String == "1764000000000")
            if let event = object["event"] { #expect((event as? [String: Any])?["type"] is String) }
            if let snapshot = object["snapshot"] { #expect((snapshot as? [String: Any])?["status"] is String) }
        }
        #expect(events[0].name == "door")
        #expect(events[0].snapshot == .init(status: "active", value: .key("closed"), context: ["state": "closed"]))
        #expect(events[1].event == .init(type: "open"))
        #expect(events[2].snapshot?.value == .key("open"))
        #expect(events[3].snapshot?.status == "stopped")
        let definition = try #require(events[0].definition)
        let config = try #require(try JSONSerialization.jsonObject(with: Data(definition.utf8)) as? [String: Any])
        #expect(config["id"] as? String == "door")
        #expect(config["initial"] as? String == "closed")
        let closed = try #require((config["states"] as? [String: Any])?["closed"] as? [String: Any])
        #expect(((closed["on"] as? [String: Any])?["open"] as? [[String: String]])?.first?["target"] == "#open")
    }

    @Test func aStatechartsDefinitionHasItsParallelAndCompoundStatesAndItsValueNests() throws {
        let player = try ReadmeInspectorTests.player()
        let graph = player.graph(name: "player")
        let definition = StatelyTranslator.machineDefinition(of: graph)
        let config = try Self.config(definition)
        #expect(config["id"] as? String == "player")
        #expect(config["initial"] as? String == "off")
        let states = try #require(config["states"] as? NSDictionary)
        #expect(states["off"] as? NSDictionary == ["id": "off", "on": ["power": [["target": "#playback"]]]])
        let on = try #require(states["on"] as? NSDictionary)
        #expect(on["id"] as? String == "on")
        #expect(on["type"] as? String == "parallel")
        let regions = try #require(on["states"] as? NSDictionary)
        #expect((regions["playback"] as? NSDictionary)?["initial"] as? String == "stopped")
        #expect((regions["volume"] as? NSDictionary)?["initial"] as? String == "quiet")
        #expect(
            StatelyTranslator.stateValue(of: ["on", "playback", "stopped", "volume", "quiet"], in: graph)
                == .object(["on": .object(["playback": .key("stopped"), "volume": .key("quiet")])]))
        #expect(StatelyTranslator.stateValue(of: ["off"], in: graph) == .key("off"))
        let encoded = try JSONEncoder().encode(
            StatelyTranslator.stateValue(of: ["on", "playback", "playing", "volume", "loud"], in: graph))
        #expect(
            try JSONSerialization.jsonObject(with: encoded) as? NSDictionary
                == ["on": ["playback": "playing", "volume": "loud"]] as NSDictionary)
    }

    @Test func aFlowsQualifiedScreensBecomeKeysUnderTheirFlow() throws {
        let child = StateGraph(
            title: "authentication", states: [GraphState(id: "root"), GraphState(id: "register")],
            transitions: [
                GraphTransition(from: .initial(scope: nil, region: 0), to: .state("root")),
                GraphTransition(from: .state("root"), to: .state("register"), label: "chooseRegister"),
            ]
        ).nestedGraph(under: "authentication")
        var graph = StateGraph(
            title: "app", states: [GraphState(id: "welcome"), GraphState(id: "authentication", kind: .composite)],
            transitions: [GraphTransition(from: .initial(scope: nil, region: 0), to: .state("welcome"))])
        graph.states += child.states
        graph.transitions += child.transitions
        #expect(
            StatelyTranslator.stateValue(of: ["authentication", "authentication.register"], in: graph)
                == .object(["authentication": .key("register")]))
        let config = try Self.config(StatelyTranslator.machineDefinition(of: graph))
        let authentication = try #require((config["states"] as? NSDictionary)?["authentication"] as? NSDictionary)
        #expect(authentication["id"] as? String == "authentication")
        #expect(authentication["initial"] as? String == "root")
        // XState reads `.` in an id as a path: ids are written with `/`.
        #expect(
            authentication["states"] as? NSDictionary == [
                "root": [
                    "id": "authentication/root", "on": ["chooseRegister": [["target": "#authentication/register"]]],
                ],
                "register": ["id": "authentication/register"],
            ])
    }

    /// The definition is written by a `JSONEncoder` with sorted keys, as every JSON of the package: any text a label
    /// or an identifier holds (quotes, backslashes, control characters, non-ASCII) comes back as it was, and the
    /// text is the encoder's (re-encoding its value with sorted keys gives the same bytes).
    @Test func aDefinitionIsTheSortedKeyEncodingOfItsValue() throws {
        let label = "say \"hi\" \\ now\n\t\u{01}é → ✓"
        let graph = StateGraph(
            title: "quote\"d", states: [GraphState(id: "a"), GraphState(id: "b/c")],
            transitions: [
                GraphTransition(from: .initial(scope: nil, region: 0), to: .state("a")),
                GraphTransition(from: .state("a"), to: .state("b/c"), label: label),
                GraphTransition(from: .state("a"), to: .state("a")),
            ])
        let definition = StatelyTranslator.machineDefinition(of: graph)
        let config = try Self.config(definition)
        #expect(config["id"] as? String == "quote\"d")
        #expect(
            (config["states"] as? NSDictionary)?["a"] as? NSDictionary == [
                "id": "a", "on": [label: [["target": "#b/c"]]], "always": [["target": "#a"]],
            ])
        let encoded = try JSONSerialization.data(
            withJSONObject: config, options: [.sortedKeys, .withoutEscapingSlashes])
        #expect(String(decoding: encoded, as: UTF8.self) == definition)
    }
}
