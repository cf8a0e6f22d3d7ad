/// How a store finds and counts its selective subscriptions when they are made and cancelled (the lists the send
/// path evaluates are in `StoreWatchers`).
struct SelectionIndex<State: Sendable> {
    /// How many selections are live, in the watchers' `selections`.
    var liveCount = 0
    /// How many selections without a part are live, in the watchers' `unpartedSelections`.
    var liveUnpartedCount = 0
    /// The shared selections, by key path and part.
    var shared: [SelectionKey: SelectionGroup<State>] = [:]
    /// The selections made for one subscriber, by the id their token cancels them with.
    var sole: [Int: SelectionGroup<State>] = [:]

    /// Forgets every selection (the store went away).
    mutating func removeAll() {
        liveCount = 0
        liveUnpartedCount = 0
        shared.removeAll()
        sole.removeAll()
    }
}
