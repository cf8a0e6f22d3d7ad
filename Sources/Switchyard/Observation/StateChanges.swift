/// The parts of the state a reducer step changed, as the reducer reports them: selective subscriptions declared in
/// a part (``Store/subscribe(to:in:initial:_:)``) are evaluated only when a step reports that part, so a send costs
/// what *changed*, not what is watched.
///
/// A reducer made with ``Machine/reducer(initial:parts:_:)`` receives an empty report for each event and inserts the
/// parts it touches. Reporting a part that did not change costs one evaluation of that part's selections; *not*
/// reporting a part that did change means its subscribers miss the change — in a debug build the store checks every
/// step and reports that mistake as a ``StoreDiagnostic/Kind/failure`` (see ``StoreOptions/checksReportedChanges``).
/// When a step touches too much to list, call ``insertAll()``.
///
/// ```swift
/// struct Board: Sendable {
///     enum Part: Hashable, Sendable { case counter(Int), title }
///     var counters: [Int]
///     var title: String
/// }
///
/// let machine = Machine<Board, BoardEvent>.reducer(initial: board, parts: Board.Part.self) { state, event, changes in
///     switch event {
///     case .increment(let index):
///         state.counters[index] += 1
///         changes.insert(.counter(index))
///     case .rename(let title):
///         state.title = title
///         changes.insert(.title)
///     }
///     return .none
/// }
/// ```
public struct StateChanges<Part: Hashable> {
    @usableFromInline var storage: ChangeSet

    /// An empty report: nothing changed yet. A store makes one for each step; outside a store (for example in
    /// ``Machine/transition(from:on:)``) the report is made and dropped.
    @inlinable
    public init() {
        storage = ChangeSet(index: nil)
    }

    @inlinable
    init(storage: ChangeSet) {
        self.storage = storage
    }

    /// Reports that `part` changed.
    /// - Parameter part: The part of the state the step touched.
    /// - Complexity: One hash look-up of `part` in the store's watched parts; no allocation for the first part of a
    ///   step. A part no subscription watches is not recorded.
    @inlinable
    public mutating func insert(_ part: Part) {
        guard let index = storage.index else { return }
        // The store hands a reducer made with `parts: Part.self` an index for exactly `Part` (see
        // `StoreWatchers.partIndex`), so this cast cannot fail.
        let typed = UncheckedDowncast.cast(index, to: TypedPartIndex<Part>.self)
        guard let slot = typed.slots.value[part] else { return }
        storage.insert(slot: slot)
    }

    /// Reports that any part may have changed: every selection is evaluated, as for a reducer that reports nothing.
    @inlinable
    public mutating func insertAll() {
        storage.isEverything = true
    }
}
