/// Flags for the optional work of a send.
@usableFromInline
struct StoreWork: OptionSet, Sendable {
    @usableFromInline var rawValue: UInt16

    @inlinable
    init(rawValue: UInt16) { self.rawValue = rawValue }

    /// An event is being processed; new sends are queued.
    @inlinable static var processing: StoreWork { StoreWork(rawValue: 1 << 0) }
    /// Closure observers or streams are registered.
    @inlinable static var observers: StoreWork { StoreWork(rawValue: 1 << 1) }
    /// Selective subscriptions are registered.
    @inlinable static var selections: StoreWork { StoreWork(rawValue: 1 << 2) }
    /// The event log is on.
    @inlinable static var log: StoreWork { StoreWork(rawValue: 1 << 3) }
    /// Effects are tied to the current state.
    @inlinable static var scopedEffects: StoreWork { StoreWork(rawValue: 1 << 4) }
    /// Middleware wraps the send path.
    @inlinable static var middleware: StoreWork { StoreWork(rawValue: 1 << 5) }
    /// `state` has been read, so Observation may be tracking it; before that nobody can be, and the registrar
    /// can be skipped.
    @inlinable static var tracked: StoreWork { StoreWork(rawValue: 1 << 6) }
    /// The store has not started: its initial state's entry effect has not run yet.
    @inlinable static var unstarted: StoreWork { StoreWork(rawValue: 1 << 7) }
    /// A reducer is mutating the state in place; reading it now would see a half-made value.
    @inlinable static var reducing: StoreWork { StoreWork(rawValue: 1 << 8) }
    /// The store was released; sends from whatever outlived it are dropped with a diagnostic.
    @inlinable static var shutDown: StoreWork { StoreWork(rawValue: 1 << 9) }
    /// Selective subscriptions declared in a part the machine reports are registered: a step's report is resolved.
    @inlinable static var partedSelections: StoreWork { StoreWork(rawValue: 1 << 10) }
    /// Selective subscriptions evaluated after every change (made without a part) are registered.
    @inlinable static var unpartedSelections: StoreWork { StoreWork(rawValue: 1 << 11) }
    /// An observer that needs the state a step leaves is registered (any but ``Store/observeCommits(_:)``'s), so
    /// a reducer step keeps a copy of the state it mutates.
    @inlinable static var previousStateObservers: StoreWork { StoreWork(rawValue: 1 << 12) }
    /// Something watches the store come to rest (``StoreCore/settledObserver``): a store journal.
    @inlinable static var settledObserver: StoreWork { StoreWork(rawValue: 1 << 13) }
    /// Anything that needs the slow path after a commit.
    @inlinable static var afterCommit: StoreWork { [.observers, .selections, .log] }

    mutating func set(_ flag: StoreWork, _ on: Bool) {
        if on { insert(flag) } else { remove(flag) }
    }
}
