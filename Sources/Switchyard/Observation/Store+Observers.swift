extension Store {
    /// Registers a closure that receives every notification: will-exit, did-enter, transition and ignored.
    ///
    /// The closure may send events; they are queued and processed after the current one.
    /// - Parameter handler: Called on the main actor for each notification.
    /// - Returns: A token; the observer stays registered until it is cancelled or released.
    public func observe(_ handler: @escaping @MainActor (StoreNotification<State, Event>) -> Void) -> ObserverToken {
        let id = core.addObserver { notification in handler(notification) }
        return ObserverToken(removing: id, from: link)
    }

    /// Registers a closure told the event and the state it led to after each accepted event — the transition
    /// without its previous state.
    ///
    /// Use it rather than ``observe(_:)`` or ``onTransition(_:)`` when the previous state is not needed: a reducer
    /// store (``Machine/reducer(initial:_:)``) or a statechart store whose observers are all of this kind changes its
    /// state in place, whereas an observer of transitions makes each step keep a copy of the state it changes (for a
    /// reducer's large array or dictionary, one allocation and a copy per send; for a chart, a copy into a buffer the
    /// store reuses). The closure is called where ``observe(_:)`` would get
    /// ``StoreNotification/transition(_:)``, in registration order among all observers; it is not told about
    /// ignored events, nor about will-exit and did-enter. It may send events; they are queued. Keeping the state it
    /// is given makes the next step copy it once more, as any other reference to the state would.
    /// - Parameter handler: Called on the main actor with each accepted event and the committed state.
    /// - Returns: A token; the observer stays registered until it is cancelled or released.
    /// - Complexity: O(1) per accepted event, besides the closure; no copy of the state.
    public func observeCommits(
        _ handler: @escaping @MainActor (_ event: Event, _ state: State) -> Void
    ) -> ObserverToken {
        let id = core.addCommitObserver { event, state in handler(event, state) }
        return ObserverToken(removing: id, from: link)
    }

    /// Registers a closure told whenever an effect's async work starts, finishes or is cancelled — including the
    /// cancellations caused by leaving a state and by releasing the store.
    ///
    /// Effects that only send an event (``Effect/send(_:)``) or cancel (``Effect/cancel(id:)``) have no work of their
    /// own and are not reported; their events are seen by ``observe(_:)``.
    /// - Parameter handler: Called on the main actor with each change.
    /// - Returns: A token; the observer stays registered until it is cancelled or released.
    public func observeEffects(_ handler: @escaping @MainActor (EffectActivity) -> Void) -> ObserverToken {
        let id = core.addEffectObserver { activity in handler(activity) }
        return ObserverToken { [link] in link.core?.removeEffectObserver(id: id) }
    }

    /// Registers a closure that receives each completed transition.
    /// - Parameter handler: Called with each transition.
    /// - Returns: A token; the observer stays registered until it is cancelled or released.
    @inlinable
    public func onTransition(_ handler: @escaping @MainActor (StateTransition<State, Event>) -> Void) -> ObserverToken {
        observe { notification in
            if case .transition(let transition) = notification { handler(transition) }
        }
    }

    /// Every notification from now on, as an async sequence. Nothing is dropped: the buffer is unbounded.
    ///
    /// The store registers the sequence when this property is read, so events sent right after are included.
    /// The registration ends when the consuming task stops iterating; the sequence finishes when the store is
    /// released.
    public var notifications: AsyncStream<StoreNotification<State, Event>> {
        core.notificationStream(unregister: unregister)
    }

    /// Every completed transition from now on, as an async sequence. Nothing is dropped: the buffer is unbounded.
    /// The sequence finishes when the store is released.
    ///
    /// ```swift
    /// for await transition in store.transitions {
    ///     print(transition)   // editing --save--> confirming
    /// }
    /// ```
    public var transitions: AsyncStream<StateTransition<State, Event>> {
        core.transitionStream(unregister: unregister)
    }

    /// Every accepted event and the state it led to from now on, as an async sequence: the sequence form of
    /// ``observeCommits(_:)``, without the previous state. Nothing is dropped: the buffer is unbounded. The sequence
    /// finishes when the store is released.
    ///
    /// Prefer it to ``transitions`` when the previous state is not needed: ``transitions`` makes every reducer step
    /// keep a copy of the state it changes, while a reducer store whose consumer of `commits` has taken each
    /// element before the next send mutates its state in place (an element still waiting in the buffer holds its
    /// state, so the next step copies what it changes, as any other reference to the state would make it).
    ///
    /// ```swift
    /// for await commit in store.commits {
    ///     print(commit.event, commit.state)
    /// }
    /// ```
    public var commits: AsyncStream<(event: Event, state: State)> {
        core.commitStream(unregister: unregister)
    }

    private var unregister: @Sendable (Int) -> Void {
        { [link] id in Task { @MainActor in link.core?.removeStream(id: id) } }
    }
}
