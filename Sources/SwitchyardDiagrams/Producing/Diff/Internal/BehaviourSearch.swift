import Switchyard

/// One chart of a ``BehaviourDiff`` pair: its run, stepped only through the chart's one adjacency
/// (``ExecutableDiagram/move(sending:from:)``, ``ExecutableDiagram/waitMove(from:until:)``), and the names it is
/// compared by.
struct BehaviourSide<Chart: ExecutableDiagram> {
    let chart: Chart
    /// The names a state id is shown by, where it is not its id (``BehaviourChart``).
    let names: [String: String]
    /// The event sent to this chart for each event of the comparison, where it is not the same name.
    let eventNames: [String: String]
    var run: Chart.Run

    /// Starts `chart`, compared as `compared` names its states and events.
    init(_ chart: Chart, comparedAs compared: BehaviourChart) {
        self.chart = chart
        names = compared.names
        eventNames = compared.eventNames
        run = chart.startRun().run
    }

    var key: Chart.Key { chart.key(of: run) }

    /// The active atomic states, named as the drawing names them, sorted by code point.
    var shownStates: [String] {
        chart.atomicStates(of: run).map { names[$0] ?? $0 }.sorted(by: CodePointOrder.precedes)
    }

    var isFinished: Bool { chart.name(of: run) == nil }
    var exceededStepLimit: Bool { chart.stepLimitStop(of: run) != nil }
    /// When the next pending delayed send falls due; `nil` when none is pending.
    var nextDue: Duration? { chart.nextDue(in: run) }

    /// Sends `event`; an event that changes nothing leaves the run as it is.
    mutating func send(_ event: String) {
        if let move = chart.move(sending: eventNames[event] ?? event, from: run) { run = move.run }
    }

    /// Lets time pass to `time`, delivering the sends due on the way (a chart without a clock stays as it is).
    mutating func advance(to time: Duration) {
        if let move = chart.waitMove(from: run, until: time) { run = move.run }
    }
}

/// The search behind ``BehaviourDiff``.
enum BehaviourSearch {
    private struct Pair<A: ExecutableDiagram, B: ExecutableDiagram>: EventsFileRun {
        struct Key: Hashable {
            var old: A.Key
            var new: B.Key
        }

        var old: BehaviourSide<A>
        var new: BehaviourSide<B>
        /// The virtual time both sides have reached.
        var now = Duration.zero

        var key: Key { Key(old: old.key, new: new.key) }

        var differs: Bool {
            if old.exceededStepLimit || new.exceededStepLimit { return old.exceededStepLimit != new.exceededStepLimit }
            return old.isFinished != new.isFinished || old.shownStates != new.shownStates
        }

        /// Whether a step can change the pair: one chart still runs, and neither stopped at the step limit.
        var isRunning: Bool {
            (!old.isFinished || !new.isFinished) && !old.exceededStepLimit && !new.exceededStepLimit
        }

        /// Whether the search goes on from the pair: each side's adjacency goes on from its run.
        var isSearchable: Bool { old.chart.isSearchable(old.run) && new.chart.isSearchable(new.run) }

        func step(_ event: String?, waited: Double?) -> BehaviourDiff.Step {
            BehaviourDiff.Step(event: event, waited: waited, old: old.shownStates, new: new.shownStates)
        }

        func difference(_ steps: [BehaviourDiff.Step]) -> BehaviourDiff {
            BehaviourDiff(
                steps: steps, oldFinished: old.isFinished, newFinished: new.isFinished,
                oldExceededStepLimit: old.exceededStepLimit, newExceededStepLimit: new.exceededStepLimit)
        }

        /// The pair after `event` is sent to both.
        func sending(_ event: String) -> Pair {
            var next = self
            next.old.send(event)
            next.new.send(event)
            return next
        }

        /// The pair after time passes to `time` on both sides.
        func advancing(to time: Duration) -> Pair {
            var next = self
            next.old.advance(to: time)
            next.new.advance(to: time)
            next.now = max(now, time)
            return next
        }

        /// When the next pending send of either side falls due; `nil` when neither has one pending.
        var nextDue: Duration? { [old.nextDue, new.nextDue].compactMap { $0 }.min() }

        /// The pair after time passes to the next send due in either.
        func waiting() -> (pair: Pair, waited: Double)? {
            guard let due = nextDue else { return nil }
            return (advancing(to: due), ClockText.milliseconds(due - now))
        }

        /// Each send due on the way, in either chart, is a step of its own: a difference is found where it starts.
        mutating func deliverNextDue(by time: Duration) -> Bool {
            guard let due = nextDue, due <= time, let (next, _) = waiting() else { return false }
            self = next
            return true
        }

        mutating func passTime(to time: Duration) {
            self = advancing(to: time)
        }

        mutating func sendEvent(_ event: String) {
            self = sending(event)
        }
    }

    private struct Move {
        var event: String?
        var waited: Double?
    }

    /// The first difference found within `limit` pairs; when none was found and the search left pairs unexplored
    /// (at `limit` pairs, or at a run with more pending sends than the adjacency searches from), why a difference
    /// may remain.
    static func first<A: ExecutableDiagram, B: ExecutableDiagram>(
        _ old: A, _ new: B, comparing charts: (old: BehaviourChart, new: BehaviourChart), events: [String],
        limit: Int
    ) -> BehaviourSearchResult {
        let start = Pair(
            old: BehaviourSide(old, comparedAs: charts.old), new: BehaviourSide(new, comparedAs: charts.new))
        let initial = start.step(nil, waited: nil)
        if start.differs { return BehaviourSearchResult(difference: start.difference([initial]), truncation: nil) }
        // Once a pair that differs is found, nothing more is expanded: the first one in discovery order is among the
        // shallowest, and the rest of the queue drains at once.
        var differs = false
        var isCut = false
        var isPendingCut = false
        let search = BreadthFirstSearch<Pair<A, B>, Pair<A, B>.Key, Move>(
            from: [start], limit: limit, key: \.key,
            successors: { pair in
                guard !differs, pair.isRunning else { return [] }
                // A run carrying more pending sends than the adjacency searches from is not followed: a cut too.
                guard pair.isSearchable else {
                    isPendingCut = true
                    return []
                }
                // As each side's adjacency orders its moves: time passing first, then the events.
                var moves: [(edge: Move, node: Pair<A, B>)] = []
                if let (next, waited) = pair.waiting() { moves.append((Move(event: nil, waited: waited), next)) }
                for event in events { moves.append((Move(event: event, waited: nil), pair.sending(event))) }
                if moves.contains(where: { $0.node.differs }) { differs = true }
                return moves
            },
            visit: { _, _, to, _ in
                // The limit refused a new pair: what follows it was not compared.
                if to == nil { isCut = true }
                return true
            })
        guard let found = search.nodes.indices.first(where: { search.nodes[$0].differs }) else {
            let reasons = [
                isCut ? "the behaviour search stopped at its limit of \(limit) pairs of configurations" : nil,
                isPendingCut
                    ? "a run with more than \(A.pendingLimit) delayed sends pending was not followed further" : nil,
            ].compactMap { $0 }
            return BehaviourSearchResult(
                difference: nil,
                truncation: reasons.isEmpty
                    ? nil : reasons.joined(separator: "; ") + "; the charts may differ beyond it")
        }
        var steps = [initial]
        var replay = start
        for move in search.path(to: found) {
            if let event = move.event {
                replay = replay.sending(event)
            } else if let (next, _) = replay.waiting() {
                replay = next
            }
            steps.append(replay.step(move.event, waited: move.waited))
        }
        return BehaviourSearchResult(difference: search.nodes[found].difference(steps), truncation: nil)
    }

    static func first<A: ExecutableDiagram, B: ExecutableDiagram>(
        _ old: A, _ new: B, comparing charts: (old: BehaviourChart, new: BehaviourChart), along sequence: [TraceEvent]
    ) -> BehaviourDiff? {
        var pair = Pair(
            old: BehaviourSide(old, comparedAs: charts.old), new: BehaviourSide(new, comparedAs: charts.new))
        var steps = [pair.step(nil, waited: nil)]
        if pair.differs { return pair.difference(steps) }
        for event in sequence {
            // Both finished, or one never settles while the other does not differ: nothing later can differ.
            guard pair.isRunning else { return nil }
            // `trace`'s rule: time passes by `after`, each send falling due on the way, then the event is sent.
            let played = pair.play(event) { pair, waited in
                steps.append(pair.step(waited == nil ? event.event : nil, waited: waited.map(ClockText.milliseconds)))
                return !pair.differs
            }
            if !played { return pair.difference(steps) }
        }
        return nil
    }
}
