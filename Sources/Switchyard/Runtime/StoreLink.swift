/// How a ``Store``'s effects reach its run loop: the core, held strongly until the store goes away.
///
/// Effects used to hold the store `weak`. A weak reference gives the object a side table, and from then on every
/// retain and release of the store takes the runtime's slow path — on every send and every read of `state`. The link
/// is the one thing an effect holds instead: the store's `deinit` empties it (and shuts the core down), so an event
/// that comes later is dropped with a diagnostic, as before, and the cycle core → launch closure → link → core is
/// broken there.
@MainActor
final class StoreLink<State: Sendable, Event: Sendable> {
    /// The store's run loop; `nil` once the store is gone.
    var core: StoreCore<State, Event>?
    /// The machine and options, which the store hands out from any isolation (the core's own reference).
    nonisolated let definition: StoreDefinition<State, Event>

    init(_ core: StoreCore<State, Event>) {
        self.core = core
        self.definition = core.definition
    }

    /// Delivers an effect's event to the run loop, or reports it dropped when the store is gone.
    func deliver(_ event: Event, fromEffect key: Int, onDiagnostic: @Sendable (StoreDiagnostic) -> Void) {
        guard let core else {
            onDiagnostic(Store<State, Event>.droppedAfterRelease(event))
            return
        }
        core.receive(event, fromEffect: key)
    }

    /// Has the run loop deliver the delayed sends now due, unless the store is gone; returns how long the clock task
    /// sleeps before it wakes again, or `nil` when it ends.
    func deliverDueSends(wokenAs generation: Int) -> Duration? {
        core?.deliverDueSends(wokenAs: generation)
    }

    /// Tells the run loop that an effect finished, unless the store is gone.
    func effectFinished(_ key: Int) {
        core?.effectFinished(key)
    }
}

extension StoreLink: ObserverRegistry {
    func removeObserver(id: Int) {
        core?.removeObserver(id: id)
    }
}
