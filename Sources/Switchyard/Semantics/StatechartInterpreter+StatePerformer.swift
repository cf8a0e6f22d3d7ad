// How the engine carries out the one step rule's parts for one state; the order of the parts, and which state work
// is tied to, are `StepRule`'s.
extension StatechartInterpreter: StatePerformer {
    /// A state of a microstep's exit or entry set (or of the chart's stop), as its position in `scratch`, where
    /// the state's node is stored shifted left by one (see `node(at:)`).
    @usableFromInline typealias Place = Int

    /// The node of the state at `position` in `scratch`: stored shifted left by one, the low bit set for a state of
    /// the entry set that gets its default entry.
    @inlinable
    @inline(__always)
    func node(at position: Int) -> Int { scratch[position] >> 1 }

    /// Runs the state's exit or entry action, with the work it asks for tied to `tie`. Around the action, what is
    /// the engine's own: a state leaves the configuration after its exit action (not when the chart stops: the host
    /// still reads where it stopped) and joins it before its entry action; after the entry action come the state's
    /// default-entry content, its history-default content and the `done` events its entry completes.
    @inlinable
    @inline(__always)
    mutating func run(_ action: StateAction, of position: Int, tyingWorkTo tie: Int?) {
        let storage = storage
        let state = node(at: position)
        switch action {
        case .exit:
            runBlock(storage.nodes[state].onExit, tyingWorkTo: tie)
            if !status.hasExited { active.remove(state) }
        case .entry:
            active.insert(state)
            runBlock(storage.nodes[state].onEntry, tyingWorkTo: tie)
            if scratch[position] & 1 != 0, storage.nodes[state].initial >= 0 {
                runBlock(storage.transitions[storage.nodes[state].initial].actions)
            }
            if !historyDefaults.isEmpty, let history = historyDefaults[state] {
                runBlock(storage.transitions[history].actions)
            }
            guard storage.nodes[state].kind == .final else { return }
            let parent = storage.nodes[state].parent
            if parent == 0 {
                status.running = false
                return
            }
            if let id = storage.nodes[parent].id { queues.internalQueue.append(.done(id)) }
            let grandparent = storage.nodes[parent].parent
            if grandparent > 0, storage.nodes[grandparent].kind == .parallel,
                storage.nodes[grandparent].children.allSatisfy({ isInFinalState($0) }),
                let id = storage.nodes[grandparent].id
            {
                queues.internalQueue.append(.done(id))
            }
        }
    }

    /// Runs `actions` with the work they ask for (`startWork(_:)`) tied to the state at `tie`.
    @inlinable
    @inline(__always)
    mutating func runBlock(_ actions: [Chart.Action], tyingWorkTo tie: Int?) {
        guard let tie else { return runBlock(actions) }
        tied.owner = node(at: tie)
        runBlock(actions)
        tied.owner = 0
    }

    /// Stops the work tied to the state at `position`: the host is told which ids it was given
    /// (``StatechartEffectCommand/cancelEffects(tiedTo:ids:)``).
    ///
    /// With `startWork(_:)`, the one place the engine reads and writes `tied.effects`. The engine keeps that
    /// record beside a store's ``StateTie`` registry because a host may run the interpreter without a store: it
    /// has to be told which of the chart's states started which work, and by which ids, to cancel it. A store
    /// ignores the ids and cancels by ``StateTie``.
    @inlinable
    @inline(__always)
    mutating func stopWork(tiedTo position: Int) {
        guard !tied.effects.isEmpty else { return }
        let state = node(at: position)
        guard let ids = tied.effects.removeValue(forKey: state), let id = storage.nodes[state].id else { return }
        record.effects.append(.cancelEffects(tiedTo: id, ids: ids))
    }

    /// Starts `effect`, which an action asked for: tied to the state the rule ties the running action's work to
    /// (`tied.owner`), whose `stopWork(tiedTo:)` cancels it, or to no state.
    @inlinable
    mutating func startWork(_ effect: Effect<Event>) {
        guard tied.owner > 0, let owner = storage.nodes[tied.owner].id else {
            record.effects.append(.run(effect, tiedTo: nil))
            return
        }
        var ids = tied.effects[tied.owner] ?? []
        for case .run(let id?, _) in effect.actions where !ids.contains(id) { ids.append(id) }
        tied.effects[tied.owner] = ids
        record.effects.append(.run(effect, tiedTo: owner))
    }
}
