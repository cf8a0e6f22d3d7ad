// Event loop and transition selection: SCXML 1.0 Appendix D, `mainEventLoop`, `selectTransitions`,
// `selectEventlessTransitions`, `removeConflictingTransitions`, `computeExitSet`, `getTransitionDomain`.
extension StatechartInterpreter {
    /// Eventless transitions, then internal events, until neither selects anything.
    @inlinable
    mutating func runMacrostep() {
        while isRunning {
            var enabled = selectTransitions(for: nil)
            if enabled.isEmpty {
                guard internalHead < internalQueue.count else { break }
                let signal = internalQueue[internalHead]
                internalHead += 1
                if internalHead == internalQueue.count {
                    internalQueue.removeAll(keepingCapacity: true)
                    internalHead = 0
                }
                currentSignal = signal
                guard countStep() else { return }
                enabled = selectTransitions(for: signal)
            }
            if !enabled.isEmpty { microstep(enabled, isInitial: false) }
        }
    }

    /// Takes the external events in order, each to completion; runs the exit actions once the chart stops.
    @inlinable
    mutating func drainExternalQueue() {
        while isRunning, externalHead < externalQueue.count {
            let event = externalQueue[externalHead]
            externalHead += 1
            if externalHead == externalQueue.count {
                externalQueue.removeAll(keepingCapacity: true)
                externalHead = 0
            }
            guard countStep() else { break }
            let signal = StatechartSignal<StateID, Event>.event(event)
            currentSignal = signal
            let enabled = selectTransitions(for: signal)
            if !enabled.isEmpty { microstep(enabled, isInitial: false) }
            runMacrostep()
        }
        if !isRunning && !hasExited { exitInterpreter() }
    }

    /// Counts a microstep or an event against ``stepLimit``; stops the chart when it is exceeded.
    @inlinable
    mutating func countStep() -> Bool {
        stepsThisCall += 1
        guard stepsThisCall > stepLimit else { return true }
        stepLimitExceeded = true
        running = false
        return false
    }

    /// SCXML's `exitInterpreter`: exit actions of every active state, innermost first. The configuration is
    /// kept as it was, so the host can still read where the chart stopped.
    @inlinable
    mutating func exitInterpreter() {
        hasExited = true
        for node in active.active.reversed() {
            runBlock(storage.nodes[node].onExit)
            if !tiedEffects.isEmpty { cancelTiedEffects(of: node) }
        }
        pending.removeAll()
    }

    /// The optimal enabled transition set for `signal` (`nil`: eventless transitions).
    @inlinable
    mutating func selectTransitions(for signal: StatechartSignal<StateID, Event>?) -> [Int] {
        var enabled: [Int] = []
        var selected: Set<Int> = []
        let nodes = storage.nodes
        for state in active.active where nodes[state].isAtomicOrFinal {
            var node = state
            search: while node > 0 {
                for index in nodes[node].transitions {
                    if let signal {
                        guard storage.transitions[index].patterns.contains(where: { $0.matches(signal) }) else {
                            continue
                        }
                    } else if !storage.transitions[index].patterns.isEmpty {
                        continue
                    }
                    if conditionHolds(index) {
                        // An ancestor's transition is selected once, however many active descendants reach it;
                        // a set takes over from the linear check once the list is long (wide parallel states).
                        if enabled.count < 16 {
                            if !enabled.contains(index) { enabled.append(index) }
                        } else {
                            if selected.isEmpty { selected = Set(enabled) }
                            if selected.insert(index).inserted { enabled.append(index) }
                        }
                        break search
                    }
                }
                node = nodes[node].parent
            }
        }
        return enabled.count > 1 ? removingConflicts(enabled) : enabled
    }

    /// Whether a transition's guard holds; a guard that throws counts as false and raises an error event.
    @inlinable
    mutating func conditionHolds(_ index: Int) -> Bool {
        guard let condition = storage.transitions[index].guardCondition else { return true }
        scope.currentSignal = currentSignal
        scope.activeStates = active
        defer { scope.activeStates = emptyConfiguration }
        do {
            return try condition(scope)
        } catch {
            internalQueue.append(Self.errorSignal(error))
            return false
        }
    }

    /// Keeps, of transitions whose exit sets intersect, the one whose source is a descendant of the other's;
    /// otherwise the earlier one (in the order selected).
    @inlinable
    func removingConflicts(_ enabled: [Int]) -> [Int] {
        // The exit sets of the transitions kept so far are disjoint ranges of the configuration, kept sorted: the
        // ones a new transition's range overlaps are consecutive. A transition is preempted by any of them whose
        // source is not its ancestor, else it replaces them all (the outcome does not depend on their order).
        var kept = Array(repeating: false, count: enabled.count)
        var ranges: [(exits: Range<Int>, slot: Int)] = []
        for (slot, transition) in enabled.enumerated() {
            let exits = exitRange(of: transition)
            guard !exits.isEmpty else {
                kept[slot] = true
                continue
            }
            var low = 0
            var high = ranges.count
            while low < high {
                let middle = (low + high) / 2
                if ranges[middle].exits.upperBound <= exits.lowerBound { low = middle + 1 } else { high = middle }
            }
            high = low
            while high < ranges.count && ranges[high].exits.lowerBound < exits.upperBound { high += 1 }
            let source = storage.transitions[transition].source
            let isPreempted = ranges[low..<high].contains { other in
                !storage.isDescendant(source, of: storage.transitions[enabled[other.slot]].source)
            }
            guard !isPreempted else { continue }
            for other in ranges[low..<high] { kept[other.slot] = false }
            ranges.replaceSubrange(low..<high, with: [(exits, slot)])
            kept[slot] = true
        }
        return enabled.indices.filter { kept[$0] }.map { enabled[$0] }
    }

    /// The positions in the configuration's list of the active states a transition exits: the active descendants
    /// of its domain, which are consecutive in document order. Empty for a targetless transition.
    /// - Complexity: O(log *k*) in the number of active states.
    @inlinable
    func exitRange(of transition: Int) -> Range<Int> {
        guard !storage.transitions[transition].targets.isEmpty else { return 0..<0 }
        let domain = transitionDomain(transition)
        guard domain >= 0 else { return 0..<0 }
        let states = active.active
        let end = storage.nodes[domain].subtreeEnd
        return firstPosition(in: states, notBelow: domain + 1)..<firstPosition(in: states, notBelow: end)
    }

    /// The first position in an ascending list whose value is at least `value`.
    @inlinable
    func firstPosition(in states: [Int], notBelow value: Int) -> Int {
        var (low, high) = (0, states.count)
        while low < high {
            let middle = (low + high) / 2
            if states[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The active states that `transitions` exit, in document order.
    @inlinable
    func exitSet(of transitions: [Int]) -> [Int] {
        // Exit ranges are subtrees of the configuration: nested or disjoint. Their union, in document order.
        let ranges = transitions.map(exitRange).filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
        var states: [Int] = []
        var covered = 0
        for range in ranges where range.upperBound > covered {
            states += active.active[max(range.lowerBound, covered)..<range.upperBound]
            covered = range.upperBound
        }
        return states
    }

    /// The compound state (or the chart, 0) that a transition leaves and re-enters within; -1 without targets.
    @inlinable
    func transitionDomain(_ index: Int) -> Int {
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
