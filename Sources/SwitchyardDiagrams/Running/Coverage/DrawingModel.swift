package import Switchyard

/// Where the model is between steps: the drawing's run on the one statechart engine, its data, and its clock.
package struct ModelCursor {
    package var interpreter: DiagramChart.Interpreter
    package var data: [String: Int]
    package var now: Duration = .zero
    /// When each active state was last entered, for timers.
    package var enteredAt: [String: Duration] = [:]

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

    package init(chart: DiagramChart, timers: [String: Duration]) {
        self.chart = chart
        self.labels = chart.graph.transitions.map { $0.label.map(EventLabel.init) }
        self.timers = timers
    }

    package var graph: StateGraph { chart.graph }

    package func start(data: [String: Int]) -> ModelMove<ModelCursor> {
        var interpreter = chart.start()
        // The model's steps read what the engine exited and entered from the microsteps.
        interpreter.recordsMicrosteps = true
        let arrows = chart.takenArrows(&interpreter)
        var cursor = ModelCursor(interpreter: interpreter, data: data)
        cursor.data = applyActions(of: arrows, to: cursor.data)
        for state in interpreter.configuration.states { cursor.enteredAt[state] = .zero }
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

    /// The earliest timer due in `cursor`, with its label and when it falls due.
    package func nextTimer(in cursor: ModelCursor) -> (label: String, due: Duration)? {
        guard !timers.isEmpty else { return nil }
        var best: (label: String, due: Duration)?
        for label in chart.enabledEvents(cursor.interpreter) {
            let name = EventLabel(label).event
            guard let duration = timers[name] ?? timers[label] else { continue }
            for arrow in arrows(labelled: label, from: cursor) {
                guard let source = graph.transitions[arrow].from.stateID, let entered = cursor.enteredAt[source]
                else { continue }
                let due = entered + duration
                if best == nil || due < best!.due { best = (name, due) }
            }
        }
        return best
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
                next.enteredAt[state] = nil
            }
            for state in microstep.entered { next.enteredAt[state] = next.now }
        }
        return ModelMove(cursor: next, arrows: arrows, guards: [], exited: exited)
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
