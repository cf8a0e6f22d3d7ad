import Switchyard
import Testing

/// A flat machine's step (the store's, a child flow's, exploration's) and the engine's microstep for a chart of one
/// level follow the one step rule (`StepRule`): seen from outside, the same parts in the same order for an external
/// step, a self-transition and an internal step.
@MainActor
struct OneLevelChartAgreementTests {
    enum Light: String, Hashable, Sendable {
        case red, green
    }

    enum Signal: Hashable, Sendable {
        case go, again, stay
        case mark(String)
    }

    /// Every part of a step sends a marker; the store queues them, so the ignored markers list the parts in order.
    static let machine = Machine<Light, Signal>.stepping(
        initial: .red,
        onEnter: { .send(.mark("enter \($0)")) },
        onExit: { .send(.mark("exit \($0)")) }
    ) { state, event in
        switch (state, event) {
        case (.red, .go): Step(.green, effect: .send(.mark("step go")))
        case (.green, .again): Step(.green, effect: .send(.mark("step again")))
        case (.green, .stay): Step(.green, effect: .send(.mark("step stay")), kind: .internal)
        default: nil
        }
    }

    typealias Chart = Statechart<Light, Signal, [String]>

    static func chart() throws -> Chart {
        func parts(_ id: Light) -> [Chart.Element] {
            [.onEntry { $0.context.append("enter \(id)") }, .onExit { $0.context.append("exit \(id)") }]
        }
        return try Chart(
            initial: .red,
            [
                .atomic(.red, parts(.red) + [.on(.go, to: .green, action: { $0.context.append("step go") })]),
                .atomic(
                    .green,
                    parts(.green) + [
                        .on(.again, to: .green, action: { $0.context.append("step again") }),
                        // A targetless transition: SCXML's form of an internal step, which exits and enters nothing.
                        .on(.stay, action: { $0.context.append("step stay") }),
                    ]),
            ])
    }

    @Test(arguments: [[Signal.go], [.go, .again], [.go, .stay]])
    func theStoreAndTheEngineRunTheSamePartsInTheSameOrder(events: [Signal]) throws {
        var interpreter = StatechartInterpreter(try Self.chart(), context: [])
        interpreter.start()
        let store = Store(machine: Self.machine)
        var marks: [String] = []
        let token = store.observe { notification in
            if case .ignored(_, .mark(let text)) = notification { marks.append(text) }
        }
        // The store starts (runs the initial state's entry action) with its first send.
        store.send(.mark("start"))
        #expect(marks == ["enter red", "start"])
        for event in events {
            interpreter.context = []
            interpreter.send(event)
            marks = []
            store.send(event)
            #expect(marks == interpreter.context, "after \(event)")
        }
        _ = token
    }
}
