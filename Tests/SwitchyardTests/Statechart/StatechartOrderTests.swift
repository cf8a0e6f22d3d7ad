import Switchyard
import Testing

/// Entry and exit order, transition actions, conflict resolution and internal transitions.
struct StatechartOrderTests {
    enum ID: String, Hashable, Sendable, CustomStringConvertible {
        case root, a, a1, a2, b, b1, b2, p, r1, r1a, r1b, r2, r2a, r2b, done
        var description: String { rawValue }
    }

    enum Event: Hashable, Sendable { case go, back, both, inner, outer, tick }

    typealias Chart = Statechart<ID, Event, [String]>

    static func logging(_ id: ID) -> [Chart.Element] {
        [.onEntry { $0.context.append("enter \(id)") }, .onExit { $0.context.append("exit \(id)") }]
    }

    @Test func entersOutermostFirstAndExitsInnermostFirst() throws {
        let chart = try Chart(
            initial: .a,
            [
                .compound(
                    .a, initial: .a1,
                    Self.logging(.a) + [
                        .compound(.a1, Self.logging(.a1) + [.atomic(.a2, [Self.logging(.a2)[0]])]),
                        .on(.go, to: .b, action: { $0.context.append("action go") }),
                    ]),
                .compound(.b, [.atomic(.b1), Self.logging(.b)[0]]),
            ])
        var interpreter = StatechartInterpreter(chart, context: [])
        let start = interpreter.start()
        #expect(interpreter.context == ["enter a", "enter a1", "enter a2"])
        #expect(start.microsteps == [StatechartMicrostep(transitionList: [], exited: [], entered: [.a, .a1, .a2])])
        interpreter.context = []
        let step = interpreter.send(.go)
        #expect(interpreter.context == ["exit a1", "exit a", "action go", "enter b"])
        #expect(step.microsteps.map(\.exited) == [[.a2, .a1, .a]])
        #expect(step.microsteps.map(\.entered) == [[.b, .b1]])
        #expect(Array(interpreter.configuration) == [.b1])
        #expect(interpreter.configuration.states == [.b, .b1])
    }

    @Test func descendantTransitionBeatsAncestorAndDocumentOrderBreaksTies() throws {
        let chart = try Chart([
            .compound(
                .a,
                [
                    .atomic(.a1, [.on(.go, to: .a2), .on(.go, to: .b)]),
                    .atomic(.a2),
                    .on(.go, to: .b),
                ]),
            .atomic(.b),
        ])
        var interpreter = StatechartInterpreter(chart, context: [])
        interpreter.start()
        interpreter.send(.go)
        #expect(Array(interpreter.configuration) == [.a2])
        interpreter.send(.go)
        #expect(Array(interpreter.configuration) == [.b])
    }

    @Test func parallelRegionsTakeNonConflictingTransitionsTogether() throws {
        let chart = try Chart([
            .parallel(
                .p,
                [
                    .compound(
                        .r1, [.atomic(.r1a, [.on(.both, to: .r1b)]), .atomic(.r1b, [.on(.outer, to: .done)])]),
                    .compound(
                        .r2, [.atomic(.r2a, [.on(.both, to: .r2b)]), .atomic(.r2b, [.on(.outer, to: .r2a)])]),
                ]),
            .atomic(.done),
        ])
        var interpreter = StatechartInterpreter(chart, context: [])
        interpreter.start()
        #expect(Array(interpreter.configuration) == [.r1a, .r2a])
        let step = interpreter.send(.both)
        #expect(Array(interpreter.configuration) == [.r1b, .r2b])
        #expect(step.microsteps.count == 1)
        #expect(step.microsteps[0].exited == [.r2a, .r1a])
        #expect(step.microsteps[0].entered == [.r1b, .r2b])
        // r1b's transition leaves the parallel state, so it preempts r2b's (document order).
        interpreter.send(.outer)
        #expect(Array(interpreter.configuration) == [.done])
    }

    @Test func laterDescendantTransitionReplacesAnAncestorsTransitionSelectedEarlier() throws {
        // a1 reaches p's transition first; b1's own transition comes later but its source is a descendant of p,
        // so it wins, and r1 stays where it is.
        let chart = try Chart([
            .parallel(
                .p,
                [
                    .compound(.r1, [.atomic(.a1)]),
                    .compound(.r2, [.atomic(.b1, [.on(.go, to: .b2)]), .atomic(.b2)]),
                    .on(.go, to: .done),
                ]),
            .atomic(.done),
        ])
        var interpreter = StatechartInterpreter(chart, context: [])
        interpreter.start()
        interpreter.send(.go)
        #expect(Array(interpreter.configuration) == [.a1, .b2])
        interpreter.send(.go)
        #expect(Array(interpreter.configuration) == [.done])
    }

    @Test func internalTransitionDoesNotExitItsSource() throws {
        let chart = try Chart([
            .compound(
                .a,
                Self.logging(.a) + [
                    .atomic(.a1),
                    .atomic(.a2),
                    .on(.inner, to: .a2, kind: .internal),
                    .on(.outer, to: .a1),
                ])
        ])
        var interpreter = StatechartInterpreter(chart, context: [])
        interpreter.start()
        interpreter.context = []
        interpreter.send(.inner)
        #expect(interpreter.context == [])
        #expect(Array(interpreter.configuration) == [.a2])
        interpreter.send(.outer)
        #expect(interpreter.context == ["exit a", "enter a"])
        #expect(Array(interpreter.configuration) == [.a1])
    }

    @Test func targetlessTransitionRunsItsActionWithoutLeaving() throws {
        let chart = try Chart([
            .atomic(.a, [Self.logging(.a)[1], .on(.tick, action: { $0.context.append("tick") })])
        ])
        var interpreter = StatechartInterpreter(chart, context: [])
        interpreter.start()
        let step = interpreter.send(.tick)
        #expect(interpreter.context == ["tick"])
        #expect(step.microsteps == [StatechartMicrostep(transitionList: [0], exited: [], entered: [])])
    }
}
