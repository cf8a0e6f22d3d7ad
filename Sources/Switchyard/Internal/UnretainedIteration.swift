/// The core's one loop over objects that takes no reference count on them: the store evaluates every selection on
/// every send through this loop.
///
/// Iterating an array of class instances retains and releases each one (two atomic operations per selection per
/// send); `Unmanaged._withUnsafeGuaranteedRef` lends each one without them, which is what lets the cost of a send grow
/// with the selections that changed rather than with all of them (Benchmarks/RESULTS.md, selections at 10 to 10,000).
///
/// Why no group can be freed while it is lent:
/// - `groups` is the caller's own copy of a list (an immutable argument: this function holds a reference to its
///   buffer for the whole loop), so the buffer, and every group it references, stays alive until the loop ends;
/// - an evaluation calls subscribers, which may change any other list, cancel any subscription or release the
///   store: those change the store's lists, never this buffer, which the loop keeps; a group removed meanwhile is
///   still alive here and is skipped (`SelectionGroup.isRemoved`), never freed mid-call;
/// - nothing escapes: a group is lent to its own evaluation for the length of the call, and anything that keeps it
///   longer takes a strong reference, counted normally.
///
/// UnretainedIterationTests checks that every group is evaluated once, in order, alive, even when an evaluation drops
/// every other reference to all of them, and that they are freed once the loop and the caller's copy end;
/// SelectionGroupUpdateTests drives the store's loop with subscribers that cancel, subscribe and release the store
/// while they are called.
@usableFromInline
enum UnretainedIteration {
    /// Evaluates every group of `groups` that is not removed, in order, for a new state, without retaining the
    /// groups (see the type's proof).
    ///
    /// The loop is written for selection groups rather than over a closure: passing each element on to a closure
    /// parameter cost 9 instructions per selection per send in a release build (callgrind, selections at 100).
    /// - Parameters:
    ///   - groups: The groups; the array is kept (and keeps them) until the loop ends.
    ///   - state: The committed state.
    /// - Complexity: O(*n*), with no reference counting per group.
    @inlinable
    static func update<State>(_ groups: [SelectionGroup<State>], with state: State) {
        groups.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { group in
                    if !group.isRemoved { _ = group.evaluate(group, state) }
                }
            }
        }
    }
}
