/// The core's one loop over objects that takes no reference count on them: the store evaluates every selection on
/// every send through this loop.
///
/// Iterating an array of class instances retains and releases each element (two atomic operations per selection per
/// send); `Unmanaged._withUnsafeGuaranteedRef` lends each one without them, which is what lets the cost of a send grow
/// with the selections that changed rather than with all of them (Benchmarks/RESULTS.md, selections at 10 to 10,000).
///
/// Why no element can be freed while it is lent:
/// - `objects` is the caller's own copy of a list (an immutable argument: this function holds a reference to its
///   buffer for the whole loop), so the buffer, and every element it references, stays alive until the loop ends;
/// - `body` may change any other list, cancel any subscription or release the store: those change the store's
///   lists, never this buffer, which the loop keeps; a removed element is still alive here and is skipped by the
///   caller's own check (`SelectionGroup.isRemoved`), never freed mid-call;
/// - nothing escapes: `body` receives the element for the length of its call, and stores it only by retaining it
///   (a strong reference it takes is counted normally).
///
/// UnretainedIterationTests checks that every element is visited once, in order, alive, even when `body` drops the
/// caller's other references to all of them, and that elements are freed once the loop and the caller's copy end;
/// SelectionGroupUpdateTests drives the store's loop with subscribers that cancel, subscribe and release the store
/// while they are called.
@usableFromInline
enum UnretainedIteration {
    /// Calls `body` with each element of `objects`, in order, without retaining it (see the type's proof).
    /// - Parameters:
    ///   - objects: The elements; the array is kept (and keeps them) until the loop ends.
    ///   - body: Called once per element.
    /// - Complexity: O(*n*), with no reference counting per element.
    @inlinable
    @inline(__always)
    static func forEach<Element: AnyObject>(in objects: [Element], _ body: (Element) -> Void) {
        objects.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { body($0) }
            }
        }
    }
}
