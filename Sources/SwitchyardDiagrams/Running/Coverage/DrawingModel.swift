package import Switchyard

/// Where the model is between steps: the drawing's run on the one statechart engine, its data, and its clock.
package struct ModelCursor {
    package var interpreter: DiagramChart.Interpreter
    package var data: [String: Int]
    package var now: Duration = .zero
    /// The active states' timer inputs, each armed when its state was entered and disarmed when it is exited, in the
    /// one due order of delayed sends (`DelayedSends`: due time, then the order they were armed).
    package var timers = DelayedSends<ArmedTimer>()
    /// How many timers were armed so far: the next one's place among timers due together.
    package var armedCount = 0

    /// The atomic states, joined by `, `; `nil` once the chart finished.
    package var name: String? {
        interpreter.isFinished ? nil : interpreter.configuration.atomicStates.joined(separator: ", ")
    }

    /// What tells two cursors apart for a search (time left out: waits always go to the next timer).
    package var key: Key {
        Key(states: interpreter.configuration.states, history: interpreter.recordedHistory, data: data)
    }

    package struct Key: Hashable {
        package var states: [String]
        package var history: [Int: [Int]]
        package var data: [String: Int]
    }
}

/// A drawing's timer input waiting to fire: the label of an arrow leaving `source`, armed when `source` was entered.
package struct ArmedTimer: Sendable {
    /// The state whose entry armed it.
    package var source: String
    /// The arrow's label as drawn.
    package var label: String
    /// The event the timer sends: the label's event part.
    package var name: String
}

/// A guarded arrow's guard, evaluated when its event was offered.
package struct GuardOutcome: Hashable {
    package var arrow: Int
    package var value: Bool

    package init(arrow: Int, value: Bool) {
        self.arrow = arrow
        self.value = value
    }
}

/// What a model step did: where the model is now, the arrows (transitions) it took, by position in the model's list
/// of them, the guards over data it evaluated, and the states it exited (re-entered ones too: a self-transition
/// leaves its state, and the work tied to it ends).
package struct ModelMove<Cursor> {
    package var cursor: Cursor
    package var arrows: [Int]
    package var guards: [GuardOutcome]
    package var exited: Set<String>

    package init(cursor: Cursor, arrows: [Int], guards: [GuardOutcome], exited: Set<String> = []) {
        self.cursor = cursor
        self.arrows = arrows
        self.guards = guards
        self.exited = exited
    }
}

/// A drawing as the model of a model-based test: its ``DiagramChart`` run by the statechart engine, with guards
/// and actions evaluated over integer data (``LabelExpression``) and timers over a virtual clock.
package struct DrawingModel: Sendable {
    package let chart: DiagramChart
    package let labels: [EventLabel?]
    /// The timer events, by label event name.
    package let timers: [String: Duration]
    /// The timer inputs each state arms when it is entered, in document order, with their durations.
    private let timerArrows: [String: [(timer: ArmedTimer, duration: Duration)]]

    package init(chart: DiagramChart, timers: [String: Duration]) {
        self.chart = chart
        self.labels = chart.graph.transitions.map { $0.label.map(EventLabel.init) }
        self.timers = timers
        var timerArrows: [String: [(timer: ArmedTimer, duration: Duration)]] = [:]
        for arrow in chart.graph.transitions {
            guard let label = arrow.label, let source = arrow.from.stateID else { continue }
            let name = EventLabel(label).event
            guard let duration = timers[name] ?? timers[label] else { continue }
            timerArrows[source, default: []].append(
                (ArmedTimer(source: source, label: label, name: name), duration))
        }
        self.timerArrows = timerArrows
    }

    package var graph: StateGraph { chart.graph }

    package func start(data: [String: Int]) -> ModelMove<ModelCursor> {
        var interpreter = chart.start()
        // The model's steps read what the engine exited and entered from the microsteps.
        interpreter.recordsMicrosteps = true
        let arrows = chart.takenArrows(&interpreter)
        var cursor = ModelCursor(interpreter: interpreter, data: data)
        cursor.data = applyActions(of: arrows, to: cursor.data)
        // The start enters the configuration outermost first, in document order, as it lists it.
        for state in interpreter.configuration.states { arm(state, in: &cursor) }
        var move = ModelMove(cursor: cursor, arrows: arrows, guards: [])
        resolveChoices(&move)
        return move
    }

    /// The model after event `name` (a name the engine takes an arrow on, ``EventLabel/names(taking:)``); `nil` when
    /// it ignores it. The guards evaluated are returned either way.
    package func send(_ name: String, to cursor: ModelCursor) -> (move: ModelMove<ModelCursor>?, guards: [GuardOutcome])
    {
        // Every guard of the event's arrows is evaluated, so coverage counts an arrow's guard as false when another
        // arrow took the event; the first arrow whose guard holds (document order) is taken.
        var guards: [GuardOutcome] = []
        var chosen: String?
        for label in chart.enabledEvents(cursor.interpreter) {
            guard EventLabel.names(taking: label).contains(name) else { continue }
            let parsed = EventLabel(label)
            var holds = true
            if let guardText = parsed.guardText,
                let value = LabelExpression.evaluate(guard: guardText, data: cursor.data)
            {
                for arrow in arrows(labelled: label, from: cursor) {
                    guards.append(GuardOutcome(arrow: arrow, value: value))
                }
                holds = value
            }
            if holds, chosen == nil, sending(label, to: cursor) != nil { chosen = label }
        }
        guard let chosen, var move = sending(chosen, to: cursor) else { return (nil, guards) }
        move.guards = guards
        resolveChoices(&move)
        return (move, move.guards)
    }

    /// The timer due first in `cursor`, with its label and when it falls due: the first armed timer in the one due
    /// order (`DelayedSends`) whose arrow the chart offers. Timers due together fire in the order they were armed —
    /// a state entered earlier first, and of states entered together the outer one first (the engine enters
    /// outermost first), as delayed sends made on entry would be delivered.
    package func nextTimer(in cursor: ModelCursor) -> (label: String, due: Duration)? {
        guard !cursor.timers.isEmpty else { return nil }
        let offered = Set(chart.enabledEvents(cursor.interpreter))
        guard let next = cursor.timers.entries.first(where: { offered.contains($0.element.label) }) else { return nil }
        return (next.element.name, next.due)
    }

    /// The model after `duration` of virtual time: every timer due on the way fires, in order.
    package func wait(_ duration: Duration, from cursor: ModelCursor) -> ModelMove<ModelCursor> {
        firingTimers(for: duration, from: cursor, clock: \.now)
    }

    /// The arrows labelled `label` leaving an active state.
    package func arrows(labelled label: String, from cursor: ModelCursor) -> [Int] {
        let active = Set(cursor.interpreter.configuration.states)
        return graph.transitions.indices.filter { index in
            graph.transitions[index].label == label
                && graph.transitions[index].from.stateID.map(active.contains) == true
        }
    }

    private func sending(_ label: String, to cursor: ModelCursor) -> ModelMove<ModelCursor>? {
        var next = cursor
        next.interpreter.context.removeAll()
        let step = next.interpreter.send(label)
        let arrows = chart.takenArrows(&next.interpreter)
        guard !arrows.isEmpty else { return nil }
        next.data = applyActions(of: arrows, to: next.data)
        // The states the engine exited and entered: one it left and entered again (a descendant an arrow into its
        // composite enters anew) is in both, so its work ends and its timers restart.
        var exited: Set<String> = []
        for microstep in step.microsteps {
            for state in microstep.exited {
                exited.insert(state)
                next.timers.cancel { $0.element.source == state }
            }
            for state in microstep.entered { arm(state, in: &next) }
        }
        return ModelMove(cursor: next, arrows: arrows, guards: [], exited: exited)
    }

    /// Arms the timer inputs of `state`, just entered at the cursor's time.
    private func arm(_ state: String, in cursor: inout ModelCursor) {
        for (timer, duration) in timerArrows[state] ?? [] {
            cursor.timers.schedule(timer, after: duration, from: cursor.now, sequence: cursor.armedCount)
            cursor.armedCount += 1
        }
    }

    private func applyActions(of arrows: [Int], to data: [String: Int]) -> [String: Int] {
        var data = data
        for arrow in arrows {
            if let action = labels[arrow]?.action, let next = LabelExpression.apply(action: action, to: data) {
                data = next
            }
        }
        return data
    }

    /// A choice point waiting in the configuration takes its first branch whose guard holds over the data (guarded
    /// branches of a drawing wait for their label otherwise).
    private func resolveChoices(_ move: inout ModelMove<ModelCursor>) {
        for _ in 0..<100 {
            let choices = Set(graph.states.filter { $0.kind == .choice }.map(\.id))
            guard move.cursor.interpreter.configuration.states.contains(where: choices.contains) else { return }
            var taken = false
            for label in chart.enabledEvents(move.cursor.interpreter) {
                let parsed = EventLabel(label)
                guard parsed.event.isEmpty, let guardText = parsed.guardText,
                    let value = LabelExpression.evaluate(guard: guardText, data: move.cursor.data)
                else { continue }
                for arrow in arrows(labelled: label, from: move.cursor) {
                    move.guards.append(GuardOutcome(arrow: arrow, value: value))
                }
                guard value, let next = sending(label, to: move.cursor) else { continue }
                move.cursor = next.cursor
                move.arrows += next.arrows
                move.exited.formUnion(next.exited)
                taken = true
                break
            }
            if !taken { return }
        }
    }
}
