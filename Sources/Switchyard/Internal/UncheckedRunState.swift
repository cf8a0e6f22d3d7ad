/// The three values every send touches — the state, the run loop (its flags and its queue) and the watchers — held
/// where reading and writing them makes no run-time exclusivity check: the run loop's one unsafe speed trick, in one
/// small type, with its proof.
///
/// A class's stored `var` is checked for exclusive access at run time on every read and write made from code
/// compiled in the client (a thread-local look-up and an insertion into the access set, ≈ 70 instructions per
/// access). A plain send reads and writes these values about a dozen times, so the checks would cost more than the
/// send itself (measured: see Benchmarks/RESULTS.md, issue 18 item 4). `StoreCore` is this class's one subclass, so
/// the values sit in the core's own object, at fixed offsets, with no indirection.
///
/// Why no two accesses to one of these values can overlap:
/// - the core is not `Sendable`, so all accesses come from one isolation domain, one at a time;
/// - the machine's closures receive the state *by value* (routing, table and transition machines) and cannot reach
///   the core; a reducer, or a statechart's in-place step (whose actions are user code), receives `inout` access to
///   `current.value`, and the one way back to `current` during that access, a face's `state` getter, goes through
///   `StoreCore.readState()`, which refuses while the `.reducing` flag is set (StoreExclusivityTests, exit tests); a
///   send made then only touches `loop`, never `current`;
/// - `current.number` is only read into a value or assigned, in `apply` and in the commit, never while the state is
///   lent out (StoreTableNumberTests);
/// - observers, middleware, selections and effects are called only between accesses, never during one: every
///   access to `loop` is a decision of `StoreRunLoop`, which calls nothing (an append, an emptiness check, a take,
///   a flag), and every access to `watchers` is a copy of a list or a change made by registering or cancelling that
///   calls no other code (an observer that registers or cancels while it is notified changes the lists, not the copy
///   being notified: StoreSelectionOrderTests, StoreCancellationTests).
///
/// The proof is checked, not only argued: in a debug build (`DEBUG`, which `swift build` and `swift test` define)
/// the three values are ordinary checked properties, so every test — the re-entrant ones above, and
/// UncheckedRunStateTests, which sends re-entrantly from every place user code runs — traps on an overlapping access
/// if one is ever introduced; UncheckedRunStateTests also checks that the debug build's checks are armed.
@usableFromInline
class UncheckedRunState<State: Sendable, Event: Sendable>: StateObservation {
    #if DEBUG
    /// The committed state and its table number.
    @usableFromInline final var current: CurrentState<State>
    /// The run loop's flags and waiting events (see `StoreRunLoop`), which decide what a send does.
    @usableFromInline final var loop = StoreRunLoop<Event>()
    /// The observers and selections a commit tells; the flags that summarize them are kept in step here.
    @usableFromInline final var watchers: StoreWatchers<State, Event> {
        didSet { syncWatcherFlags() }
    }
    #else
    /// The committed state and its table number.
    @exclusivity(unchecked) @usableFromInline final var current: CurrentState<State>
    /// The run loop's flags and waiting events (see `StoreRunLoop`), which decide what a send does.
    @exclusivity(unchecked) @usableFromInline final var loop = StoreRunLoop<Event>()
    /// The observers and selections a commit tells; the flags that summarize them are kept in step here.
    @exclusivity(unchecked) @usableFromInline final var watchers: StoreWatchers<State, Event> {
        didSet { syncWatcherFlags() }
    }
    #endif

    /// Which optional work a send has to do, and the loop's phase (the run loop's flags).
    @inlinable
    final var work: StoreWork {
        get { loop.work }
        set { loop.work = newValue }
    }

    init(current: CurrentState<State>, watchers: StoreWatchers<State, Event>) {
        self.current = current
        self.watchers = watchers
        super.init()
    }

    #if DEBUG
    /// Reads the state while it is lent out for a change: an overlapping access, which a debug build's exclusivity
    /// checks must stop with a trap. For UncheckedRunStateTests, which check that the checks are armed.
    final func overlapAccessesForTesting() {
        lend { _ in _ = readNumberForTesting() }
    }

    private final func lend(_ body: (inout CurrentState<State>) -> Void) {
        body(&current)
    }

    private final func readNumberForTesting() -> Int {
        current.number
    }
    #endif

    /// Keeps the flags that summarize the watchers in step with them.
    private final func syncWatcherFlags() {
        work.set(.observers, !watchers.observers.isEmpty)
        work.set(.previousStateObservers, watchers.previousStateObserverCount > 0)
    }
}
