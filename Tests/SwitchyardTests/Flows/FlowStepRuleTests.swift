import Switchyard
import Testing

/// A flow carries out its steps by the machine's one step rule, the store's: these check that a child's step, a
/// flow's exploration and a store agree on the order of exit action, step effect and entry action.
@MainActor
struct FlowStepRuleTests {
    enum Light: Hashable, Sendable {
        case red, green, yellow
    }

    enum Signal: Hashable, Sendable {
        case go, skip, left, entered, stepped, blink
    }

    /// `go` moves red → green; leaving red sends `skip`, which moves green → yellow. Every part sends a marker.
    static let machine = Machine<Light, Signal>.stepping(
        initial: .red,
        onEnter: { state in state == .green ? .send(.entered) : .none },
        onExit: { state in state == .red ? .merge(.send(.left), .send(.skip)) : .none }
    ) { state, event in
        switch (state, event) {
        case (.red, .go): Step(.green, effect: .send(.stepped))
        case (.green, .skip): Step(.yellow)
        case (_, .blink): Step(state, effect: .send(.stepped), kind: .internal)
        default: nil
        }
    }

    static let flow = Flow<Light, Signal, Int>(
        name: "light", machine: machine, events: [.go, .blink], node: { .screen("\($0)") },
        result: { $0 == .yellow ? 1 : nil })

    /// The flow's step as a child of a parent whose state and events are the child's own, wrapped in `FlowEvent`.
    static func step(from state: Light, on event: Signal) -> Step<Light, FlowEvent<Signal, Int>>? {
        flow.step(from: state, on: event, state: { $0 }, event: { $0 })
    }

    @Test func aChildStepCarriesExitStepAndEntryInTheStoresOrder() throws {
        let step = try #require(Self.step(from: .red, on: .go))
        #expect(step.state == .green)
        // The parent's state hosting the child is not exited: the child's exit (its exit action, then its work tied
        // to red cancelled), step and entry travel in the effect.
        #expect(step.kind == .internal)
        #expect(
            step.effect.actions == [
                .send(.event(.left)), .send(.event(.skip)), .cancelStateWork(depth: 1), .send(.event(.stepped)),
                .send(.event(.entered)),
            ])

        // The store runs the same machine in the same order: every sent event is queued, then processed FIFO.
        let store = Store(machine: Self.machine)
        var processed: [Signal] = []
        let token = store.observe { notification in
            switch notification {
            case .transition(let transition): processed.append(transition.event)
            case .ignored(_, let event): processed.append(event)
            default: break
            }
        }
        store.send(.go)
        #expect(processed == [.go, .left, .skip, .stepped, .entered])
        #expect(store.state == .yellow)
        _ = token
    }

    @Test func anInternalChildStepCarriesOnlyItsEffect() throws {
        let step = try #require(Self.step(from: .green, on: .blink))
        #expect(step.kind == .internal)
        #expect(step.effect.actions == [.send(.event(.stepped))])
    }

    @Test func aChildThatFinishesSendsItsResultLast() throws {
        let step = try #require(Self.step(from: .green, on: .skip))
        #expect(step.effect.actions == [.cancelStateWork(depth: 1), .send(.finished(1))])
    }

    @Test func explorationFollowsWhatTheExitActionSendsAsTheStoreDoes() throws {
        // After `go` the store passes through green (red's exit action sent `skip`, taken once green is entered) and
        // comes to rest in yellow: each step is an arrow with its own event, and the search goes on from yellow.
        let graph = Self.flow.graph()
        #expect(graph.transitions(from: "red").map(\.to) == [.state("green")])
        #expect(graph.transitions(from: "red").map(\.label) == ["go"])
        #expect(graph.transitions(from: "green").map(\.to) == [.state("yellow")])
        #expect(graph.transitions(from: "green").map(\.label) == ["skip"])
        #expect(graph.transitions.filter { $0.from.stateID != nil && $0.to.stateID != nil }.count == 2)
        #expect(try Self.flow.events(toReach: .yellow) == [.go])
    }
}
