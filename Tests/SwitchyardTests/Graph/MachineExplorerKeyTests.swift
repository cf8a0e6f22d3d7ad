import Switchyard
import Testing

/// One meaning of "explore" (issue 18 item 3): `explore()` tells states apart by value whenever `State` is
/// `Hashable`, whatever the calling context knows, and by name otherwise.
struct MachineExplorerKeyTests {
    enum Step: Hashable, Sendable {
        case counting(Int)
        case done
    }

    /// Two payload states with one case name: told apart by value, both are explored and reach `done`.
    static func machine() -> Machine<Step, Int> {
        .routing(initial: .counting(0)) { state, event in
            switch state {
            case .counting(let n) where n < 2: .counting(n + event)
            case .counting: .done
            case .done: nil
            }
        }
    }

    /// Explores from a context that does not know `State` is `Hashable`.
    static func exploredGenerically<State: Sendable, Event: Sendable>(
        _ machine: Machine<State, Event>, _ events: [Event]
    ) -> StateGraph {
        MachineExplorer(machine, sampleEvents: events).explore()
    }

    @Test func aGenericCallerExploresByValueAsAConcreteOneDoes() {
        let concrete = MachineExplorer(Self.machine(), sampleEvents: [1]).explore()
        let generic = Self.exploredGenerically(Self.machine(), [1])
        #expect(concrete == generic)
        // By name alone the search would stop at the first `counting` and never reach `done`.
        #expect(generic.states.map(\.id).contains("done"))
    }

    struct Opaque: Sendable {
        var name: String
    }

    @Test func aStateThatIsNotHashableIsToldApartByName() {
        let machine = Machine<Opaque, Int>.routing(initial: Opaque(name: "a")) { state, _ in
            state.name == "a" ? Opaque(name: "b") : Opaque(name: "a")
        }
        let graph = MachineExplorer(machine, sampleEvents: [0], stateName: \.name).explore()
        #expect(graph.states.map(\.id) == ["a", "b"])
    }
}
