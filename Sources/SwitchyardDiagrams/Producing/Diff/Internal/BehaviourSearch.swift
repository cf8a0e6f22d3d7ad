import Switchyard

/// One chart's run as ``BehaviourDiff`` steps it: an interpreter on a virtual clock.
protocol BehaviourRunning: Sendable {
    /// What tells two runs apart: the active states, history, context and the pending sends (relative to now).
    associatedtype Key: Hashable

    var key: Key { get }
    /// The active atomic states, named as the drawing names them, sorted by code point.
    var shownStates: [String] { get }
    var isFinished: Bool { get }
    var exceededStepLimit: Bool { get }
    /// When the next pending delayed send falls due; `nil` when none is pending.
    var nextDue: Duration? { get }
    var pendingCount: Int { get }
    var now: Duration { get }

    mutating func start()
    mutating func send(_ event: String)
    mutating func advance(to time: Duration)
}

/// A chart's interpreter on a ``TimedRun``.
struct ChartRun<Context: Hashable & Sendable>: BehaviourRunning {
    struct Key: Hashable {
        var states: [String]
        var history: [Int: [Int]]
        var context: Context
        var pending: [TimedRun<Context>.PendingKey]
    }

    var run: TimedRun<Context>
    let chart: BehaviourChart
    /// Clears what a step leaves in the context that is no part of the chart's state (a drawing's arrows taken).
    let reset: @Sendable (inout Context) -> Void

    init(
        _ interpreter: StatechartInterpreter<String, String, Context>, chart: BehaviourChart,
        reset: @escaping @Sendable (inout Context) -> Void
    ) {
        run = TimedRun(interpreter)
        self.chart = chart
        self.reset = reset
    }

    var key: Key {
        Key(
            states: run.interpreter.configuration.states, history: run.interpreter.recordedHistory,
            context: run.interpreter.context, pending: run.interpreter.isRunning ? run.pendingKey : [])
    }

    var shownStates: [String] {
        run.interpreter.configuration.atomicStates.map { chart.names[$0] ?? $0 }.sorted(by: CodePointOrder.precedes)
    }

    var isFinished: Bool { run.interpreter.isFinished }
    var exceededStepLimit: Bool { run.interpreter.exceededStepLimit }
    var nextDue: Duration? { run.nextDue }
    var pendingCount: Int { run.pending.count }
    var now: Duration { run.now }

    mutating func start() {
        run.start()
        reset(&run.interpreter.context)
    }

    mutating func send(_ event: String) {
        run.send(chart.eventNames[event] ?? event)
        reset(&run.interpreter.context)
    }

    mutating func advance(to time: Duration) {
        run.advance(to: time)
        reset(&run.interpreter.context)
    }
}

/// The search behind ``BehaviourDiff``.
enum BehaviourSearch {
    /// The most delayed sends pending in a run the search goes on from (as in `paths`).
    static let pendingLimit = 64

    private struct Pair<A: BehaviourRunning, B: BehaviourRunning> {
        struct Key: Hashable {
            var old: A.Key
            var new: B.Key
        }

        var old: A
        var new: B

        var differs: Bool {
            if old.exceededStepLimit || new.exceededStepLimit { return old.exceededStepLimit != new.exceededStepLimit }
            return old.isFinished != new.isFinished || old.shownStates != new.shownStates
        }

        /// Whether a step can change the pair: one chart still runs, and neither stopped at the step limit.
        var isRunning: Bool {
            (!old.isFinished || !new.isFinished) && !old.exceededStepLimit && !new.exceededStepLimit
        }

        func step(_ event: String?, waited: Double?) -> BehaviourDiff.Step {
            BehaviourDiff.Step(event: event, waited: waited, old: old.shownStates, new: new.shownStates)
        }

        func difference(_ steps: [BehaviourDiff.Step]) -> BehaviourDiff {
            BehaviourDiff(
                steps: steps, oldFinished: old.isFinished, newFinished: new.isFinished,
                oldExceededStepLimit: old.exceededStepLimit, newExceededStepLimit: new.exceededStepLimit)
        }

        /// The pair after time passes to the next send due in either.
        func waiting() -> (pair: Pair, waited: Double)? {
            let due = [old.nextDue, new.nextDue].compactMap { $0 }.min()
            guard let due else { return nil }
            var next = self
            next.old.advance(to: due)
            next.new.advance(to: due)
            return (next, ClockText.milliseconds(due - old.now))
        }
    }

    private struct Move {
        var event: String?
        var waited: Double?
    }

    static func first<A: BehaviourRunning, B: BehaviourRunning>(
        _ old: A, _ new: B, events: [String], limit: Int
    ) -> BehaviourDiff? {
        var start = Pair(old: old, new: new)
        start.old.start()
        start.new.start()
        let initial = start.step(nil, waited: nil)
        if start.differs { return start.difference([initial]) }
        // Once a pair that differs is found, nothing more is expanded: the first one in discovery order is among the
        // shallowest, and the rest of the queue drains at once.
        var differs = false
        let search = BreadthFirstSearch<Pair<A, B>, Pair<A, B>.Key, Move>(
            from: [start], limit: limit, key: { Pair<A, B>.Key(old: $0.old.key, new: $0.new.key) },
            successors: { pair in
                guard !differs, pair.isRunning, pair.old.pendingCount <= pendingLimit,
                    pair.new.pendingCount <= pendingLimit
                else { return [] }
                var moves: [(edge: Move, node: Pair<A, B>)] = []
                if let (next, waited) = pair.waiting() { moves.append((Move(event: nil, waited: waited), next)) }
                for event in events {
                    var next = pair
                    next.old.send(event)
                    next.new.send(event)
                    moves.append((Move(event: event, waited: nil), next))
                }
                if moves.contains(where: { $0.node.differs }) { differs = true }
                return moves
            })
        guard let found = search.nodes.indices.first(where: { search.nodes[$0].differs }) else { return nil }
        var steps = [initial]
        var replay = start
        for move in search.path(to: found) {
            if let event = move.event {
                replay.old.send(event)
                replay.new.send(event)
            } else if let (next, _) = replay.waiting() {
                replay = next
            }
            steps.append(replay.step(move.event, waited: move.waited))
        }
        return search.nodes[found].difference(steps)
    }

    static func first<A: BehaviourRunning, B: BehaviourRunning>(
        _ old: A, _ new: B, along sequence: [TraceEvent]
    ) -> BehaviourDiff? {
        var pair = Pair(old: old, new: new)
        pair.old.start()
        pair.new.start()
        var steps = [pair.step(nil, waited: nil)]
        if pair.differs { return pair.difference(steps) }
        for event in sequence {
            // Both finished, or one never settles while the other does not differ: nothing later can differ.
            guard pair.isRunning else { return nil }
            let target = pair.old.now + .microseconds(Int64((event.after * 1000).rounded()))
            // Each send due on the way is a step of its own, so a difference is found where it starts.
            while let due = [pair.old.nextDue, pair.new.nextDue].compactMap({ $0 }).min(), due <= target,
                let (next, waited) = pair.waiting()
            {
                pair = next
                steps.append(pair.step(nil, waited: waited))
                if pair.differs { return pair.difference(steps) }
            }
            pair.old.advance(to: target)
            pair.new.advance(to: target)
            pair.old.send(event.event)
            pair.new.send(event.event)
            steps.append(pair.step(event.event, waited: nil))
            if pair.differs { return pair.difference(steps) }
        }
        return nil
    }
}
