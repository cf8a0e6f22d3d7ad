import Switchyard
import Testing

/// `Machine.graph(name:events:)`: a table machine's rules, or what a closure machine does with sample events.
struct MachineGraphTests {
    enum Door: Hashable, Sendable { case closed, open, locked }
    enum DoorEvent: Hashable, Sendable { case open, close, lock, unlock }

    @Test func aTableMachineIsDrawnFromItsRulesWithoutSampleEvents() {
        let door = Machine<Door, DoorEvent>.table(
            initial: .closed,
            rules: [
                .from(.closed, on: .open, to: .open), .from(.open, on: .close, to: .closed),
                .from(.closed, on: .lock, to: .locked), .from(.locked, on: .unlock, to: .closed),
            ])
        let graph = door.graph(name: "door")
        #expect(graph.title == "door")
        #expect(graph.initialStateIDs() == ["closed"])
        #expect(Set(graph.states.map(\.id)) == ["closed", "open", "locked"])
        #expect(graph.transitions(from: "closed").map(\.label) == ["open", "lock"])
    }

    @Test func aRoutingMachineIsExploredWithTheEventsGiven() {
        let door = Machine<Door, DoorEvent>.routing(initial: .closed) { state, event in
            switch (state, event) {
            case (.closed, .open): .open
            case (.open, .close): .closed
            case (.closed, .lock): .locked
            case (.locked, .unlock): .closed
            default: nil
            }
        }
        let graph = door.graph(name: "door", events: [.open, .close, .lock, .unlock])
        #expect(graph.title == "door")
        #expect(graph.initialStateIDs() == ["closed"])
        #expect(Set(graph.states.map(\.id)) == ["closed", "open", "locked"])
        #expect(graph.transitions(from: "open").compactMap(\.label) == ["close"])
        #expect(graph.transitions(from: "closed").compactMap(\.label) == ["open", "lock"])
        // Without events nothing but the initial state is found.
        #expect(door.graph().states.map(\.id) == ["closed"])
    }
}
