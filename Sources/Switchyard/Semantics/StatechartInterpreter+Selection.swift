// Event loop and transition selection: SCXML 1.0 Appendix D, `mainEventLoop`, `selectTransitions`,
// `selectEventlessTransitions`, `removeConflictingTransitions`, `computeExitSet`, `getTransitionDomain`.
//
// A microstep works in `scratch`, one array of node and transition indices the interpreter keeps between
// microsteps (emptied, its capacity kept), so selecting, exiting and entering allocate nothing once it has grown:
//
//     [ enabled transitions | their exit ranges (lower, upper, slot)… | exit set | entry set ]
//
// Each part is appended after the one before, once that one is complete.
extension StatechartInterpreter {
    /// Eventless transitions, then internal events, until neither selects anything.
    @inlinable
    mutating func runMacrostep() {
        while isStillRunning {
            if takeMicrostep(for: nil) { continue }
            guard queues.internalHead < queues.internalQueue.count else { break }
            let signal = queues.internalQueue[queues.internalHead]
            queues.internalHead += 1
            if queues.internalHead == queues.internalQueue.count {
                queues.internalQueue.removeAll(keepingCapacity: true)
                queues.internalHead = 0
            }
            scope.currentSignal = signal
            guard countStep() else { return }
            takeMicrostep(for: signal)
        }
    }

    /// Takes the external events in order, each to completion; runs the exit actions once the chart stops.
    @inlinable
    mutating func drainExternalQueue() {
        while isStillRunning, queues.externalHead < queues.externalQueue.count {
            let event = queues.externalQueue[queues.externalHead]
            queues.externalHead += 1
            if queues.externalHead == queues.externalQueue.count {
                queues.externalQueue.removeAll(keepingCapacity: true)
                queues.externalHead = 0
            }
            guard countStep() else { break }
            process(event)
        }
        if !isStillRunning && !status.hasExited { exitInterpreter() }
    }

    /// One external event to completion: its microstep, then eventless transitions and internal events.
    @inlinable
    mutating func process(_ event: Event) {
        let signal = StatechartSignal<StateID, Event>.event(event)
        scope.currentSignal = signal
        if preselected {
            // `lookAhead(at:)` selected the event's transitions just before, on this very state.
            preselected = false
            takeSelectedMicrostep()
        } else {
            takeMicrostep(for: signal)
        }
        runMacrostep()
    }

    /// Whether `send(event)` would do anything, found without changing anything a reader can see (the selection is
    /// kept in `scratch`, working space, for that `send` to take): `true` when the event enables a transition,
    /// `false` when the chart ignores it, `nil` when only taking it tells (a guard threw, so an error event would be
    /// raised; an eventless transition is enabled, which a value made by hand may have; events are queued; the step
    /// limit is below one). Guards run once per event either way: the `send(_:)` that follows a `true` reuses
    /// their outcome. The chart was stable after its last macrostep, so eventless transitions are looked at only
    /// when the event enables nothing.
    /// - Parameter event: The event the next `send(_:)` will take.
    /// - Returns: Whether the event will do anything, or `nil`.
    /// - Complexity: The selection of one microstep.
    @inlinable
    mutating func lookAhead(at event: Event) -> Bool? {
        preselected = false
        guard isStillRunning else { return false }
        guard budget.limit >= 1, queues.externalHead == queues.externalQueue.count,
            queues.internalHead == queues.internalQueue.count
        else {
            return nil
        }
        let signal = StatechartSignal<StateID, Event>.event(event)
        let previousSignal = scope.currentSignal
        let queued = queues.internalQueue.count
        scope.currentSignal = signal
        scratch.removeAll(keepingCapacity: true)
        selectTransitions(for: signal)
        if queues.internalQueue.count == queued && !scratch.isEmpty {
            preselected = true
            return true
        }
        var outcome: Bool? = nil
        if queues.internalQueue.count == queued {
            scratch.removeAll(keepingCapacity: true)
            selectTransitions(for: nil)
            if queues.internalQueue.count == queued && scratch.isEmpty { outcome = false }
        }
        // Nothing of the look ahead is left behind: no error event raised by a guard, the signal as it was.
        queues.internalQueue.removeSubrange(queued...)
        scope.currentSignal = previousSignal
        return outcome
    }

    /// Counts a microstep or an event against ``stepLimit``; stops the chart when it is exceeded.
    @inlinable
    mutating func countStep() -> Bool {
        budget.taken += 1
        guard budget.taken > budget.limit else { return true }
        status.stepLimitExceeded = true
        status.running = false
        return false
    }

    /// SCXML's `exitInterpreter`: the one step rule leaves every active state, innermost first
    /// (``StepRule/leave(_:by:)``: exit action, then the work tied to the state stops). The configuration is kept as
    /// it was, so the host can still read where the chart stopped.
    @inlinable
    mutating func exitInterpreter() {
        status.hasExited = true
        let start = scratch.count
        for node in active.active { scratch.append(node << 1) }
        for position in (start..<scratch.count).reversed() { StepRule.leave(position, by: &self) }
        scratch.removeLast(scratch.count - start)
        queues.pending.removeAll()
    }

    /// Selects the optimal enabled transition set for `signal` (`nil`: eventless transitions) and takes it as one
    /// microstep.
    /// - Returns: Whether a transition was enabled.
    @inlinable
    @discardableResult
    mutating func takeMicrostep(for signal: StatechartSignal<StateID, Event>?) -> Bool {
        scratch.removeAll(keepingCapacity: true)
        selectTransitions(for: signal)
        return takeSelectedMicrostep()
    }

    /// Takes the transitions selected in `scratch` (by `selectTransitions(for:)`) as one microstep.
    /// - Returns: Whether a transition was selected.
    @inlinable
    @discardableResult
    mutating func takeSelectedMicrostep() -> Bool {
        let selected = scratch.count
        guard selected > 0 else { return false }
        let enabled = removeConflicts(selected)
        microstep(enabled: enabled, ranges: selected..<scratch.count, isInitial: false)
        return true
    }

    /// Appends the enabled transitions for `signal` (`nil`: eventless transitions) to `scratch`, in the order of
    /// the active atomic states, each once.
    @inlinable
    mutating func selectTransitions(for signal: StatechartSignal<StateID, Event>?) {
        var selected: Set<Int> = []
        let storage = storage
        for state in active.active where storage.nodes[state].isAtomicOrFinal {
            var node = state
            search: while node > 0 {
                for index in storage.nodes[node].transitions {
                    if let signal {
                        guard storage.transitions[index].patterns.contains(where: { $0.accepts(signal) }) else {
                            continue
                        }
                    } else if !storage.transitions[index].patterns.isEmpty {
                        continue
                    }
                    if conditionHolds(index) {
                        // An ancestor's transition is selected once, however many active descendants reach it;
                        // a set takes over from the linear check once the list is long (wide parallel states).
                        if scratch.count < 16 {
                            if !scratch.contains(index) { scratch.append(index) }
                        } else {
                            if selected.isEmpty { selected = Set(scratch) }
                            if selected.insert(index).inserted { scratch.append(index) }
                        }
                        break search
                    }
                }
                node = storage.nodes[node].parent
            }
        }
    }

    /// Whether a transition's guard holds; a guard that throws counts as false and raises an error event.
    @inlinable
    mutating func conditionHolds(_ index: Int) -> Bool {
        guard let condition = storage.transitions[index].guardCondition else { return true }
        scope.activeStates = active
        defer { scope.activeStates.active = [] }
        do {
            return try condition(scope)
        } catch {
            queues.internalQueue.append(Self.errorSignal(error))
            return false
        }
    }

    /// Of the `count` transitions at the start of `scratch`, keeps, of transitions whose exit sets intersect, the
    /// one whose source is a descendant of the other's; otherwise the earlier one (in the order selected). The
    /// kept transitions are moved to the front, in order; after the `count` slots, `scratch` then holds the exit
    /// ranges of the kept transitions, disjoint and ascending, as (lower, upper, slot) triples.
    /// - Returns: How many transitions are kept.
    @inlinable
    mutating func removeConflicts(_ count: Int) -> Int {
        // The exit sets of the transitions kept so far are disjoint ranges of the configuration, kept sorted: the
        // ones a new transition's range overlaps are consecutive. A transition is preempted by any of them whose
        // source is not its ancestor, else it replaces them all (the outcome does not depend on their order).
        // A transition that is not kept has its slot set to -1.
        let storage = storage
        for slot in 0..<count {
            let transition = scratch[slot]
            let exits = exitRange(of: transition)
            guard !exits.isEmpty else { continue }
            var low = 0
            var high = (scratch.count - count) / 3
            while low < high {
                let middle = (low + high) / 2
                if scratch[count + 3 * middle + 1] <= exits.lowerBound { low = middle + 1 } else { high = middle }
            }
            high = low
            while count + 3 * high < scratch.count && scratch[count + 3 * high] < exits.upperBound { high += 1 }
            let source = storage.transitions[transition].source
            let isPreempted = (low..<high).contains { range in
                !storage.isDescendant(source, of: storage.transitions[scratch[scratch[count + 3 * range + 2]]].source)
            }
            if isPreempted {
                scratch[slot] = -1
                continue
            }
            for range in low..<high { scratch[scratch[count + 3 * range + 2]] = -1 }
            let start = count + 3 * low
            if low == high {
                scratch.insert(contentsOf: repeatElement(0, count: 3), at: start)
            } else if high > low + 1 {
                scratch.removeSubrange(start + 3..<count + 3 * high)
            }
            scratch[start] = exits.lowerBound
            scratch[start + 1] = exits.upperBound
            scratch[start + 2] = slot
        }
        var kept = 0
        for slot in 0..<count where scratch[slot] >= 0 {
            scratch[kept] = scratch[slot]
            kept += 1
        }
        // The slots of the ranges are stale from here on; only the bounds are read.
        return kept
    }

    /// The positions in the configuration's list of the active states a transition exits: the active descendants
    /// of its domain, which are consecutive in document order. Empty for a targetless transition.
    /// - Complexity: O(log *k*) in the number of active states.
    @inlinable
    func exitRange(of transition: Int) -> Range<Int> {
        guard !storage.transitions[transition].targets.isEmpty else { return 0..<0 }
        let domain = transitionDomain(transition)
        guard domain >= 0 else { return 0..<0 }
        let end = storage.nodes[domain].subtreeEnd
        return active.position(of: domain + 1)..<active.position(of: end)
    }

    /// The compound state (or the chart, 0) that a transition leaves and re-enters within; -1 without targets.
    @inlinable
    func transitionDomain(_ index: Int) -> Int {
        let storage = storage
        let source = storage.transitions[index].source
        if source == 0 { return 0 }
        let written = storage.transitions[index].targets
        // Most targets are plain states: only a history target needs resolving (and an array for it).
        let targets = written.contains(where: { storage.nodes[$0].isHistory }) ? effectiveTargets(written) : written
        guard !targets.isEmpty else { return -1 }
        if storage.transitions[index].kind == .internal, storage.nodes[source].kind == .compound,
            targets.allSatisfy({ storage.isDescendant($0, of: source) })
        {
            return source
        }
        var ancestor = storage.nodes[source].parent
        while ancestor > 0 {
            if storage.nodes[ancestor].kind == .compound,
                targets.allSatisfy({ storage.isDescendant($0, of: ancestor) })
            {
                return ancestor
            }
            ancestor = storage.nodes[ancestor].parent
        }
        return 0
    }

    /// Targets with history states replaced by their stored value or default.
    @inlinable
    func effectiveTargets(_ targets: [Int]) -> [Int] {
        var result: [Int] = []
        for target in targets {
            let resolved: [Int]
            if storage.nodes[target].isHistory {
                if let value = historyValues[target] {
                    resolved = value
                } else {
                    let initial = storage.nodes[target].initial
                    resolved = initial >= 0 ? effectiveTargets(storage.transitions[initial].targets) : []
                }
            } else {
                resolved = [target]
            }
            for state in resolved where !result.contains(state) { result.append(state) }
        }
        return result
    }
}
