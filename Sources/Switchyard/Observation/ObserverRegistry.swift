/// Something an ``ObserverToken`` can unregister an observer from by its id, without a closure: a token made this
/// way costs one allocation (itself) instead of two (itself and a closure's context).
@MainActor
protocol ObserverRegistry: AnyObject {
    /// Unregisters the observer, or the selection of its own (`subscribe(selecting:)`), `id`; does nothing when it
    /// is not registered.
    func removeObserver(id: Int)
}
