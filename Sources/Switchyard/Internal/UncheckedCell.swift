/// A value kept out of line so that reading it makes no run-time exclusivity check: the core's one type of
/// hand-managed memory.
///
/// A class's stored `var` is checked for exclusive access at run time on every read and write made from code
/// compiled in the client (a thread-local look-up and an insertion into the access set, ≈ 70 instructions). The
/// store reads a few such values for every observer and every selection on every send — an observer's or a
/// subscriber's "still active" flag, a selection's removed flag and last value, its subscriber list, a part
/// index — so each lives in a cell instead, owned by one object and allocated and freed with it.
///
/// Why no check is needed, for every use:
/// - each access is a single load, a single store, or an in-place operation that calls no user code but the value's
///   own `==`, hashing or array operations, which cannot reach the cell; so no access spans another;
/// - the owning objects are not `Sendable`: they live and are used on their store's isolation only;
/// - the owner calls ``release()`` exactly once, in its `deinit`, after which the cell is never read.
///
/// StoreSelectionOrderTests and StoreCancellationTests exercise the accesses that could overlap if any did
/// (observers and subscribers that cancel and register others while they are notified), and the thread sanitizer
/// runs the runtime tests in CI (`.ci/tsan`); UncheckedCellTests checks that a cell's value is kept, changed in
/// place and released (deinitialized) exactly once.
@usableFromInline
struct UncheckedCell<Value> {
    @usableFromInline let pointer: UnsafeMutablePointer<Value>

    /// A cell holding `value`; the owner must call ``release()`` in its `deinit`.
    @inlinable
    init(_ value: Value) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: value)
    }

    /// The value, read and written in place.
    @inlinable
    var value: Value {
        get { pointer.pointee }
        nonmutating set { pointer.pointee = newValue }
        nonmutating _modify { yield &pointer.pointee }
    }

    /// Destroys the value and frees the cell. Called once, by the owner's `deinit`.
    @inlinable
    func release() {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
}
