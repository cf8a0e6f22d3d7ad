/// The core's one downcast that is not checked in release builds: the selections' and the part index's way back from
/// a base class to the subclass that made it.
///
/// A checked cast (`as!`) asks the runtime on every call; a selection is evaluated through its base class on every
/// send, once per selection, so the check is paid per selection per send (measured: 1,000 selections 56,400 →
/// 100,500 instructions per send, reported parts 2,470 → 2,950; Benchmarks/RESULTS.md, issue 18 item 4).
///
/// Why the cast cannot fail, for each use:
/// - `ValueSelection`'s evaluation closure is given the group it was installed in, and only `ValueSelection<State,
///   Value>`'s initializer installs it, so the group is always that subclass;
/// - `StateChanges<Part>.insert(_:)` is handed the store's part index, which only `Machine.reducer(initial:parts:_:)`
///   makes, for the same `Part`, so it is always a `TypedPartIndex<Part>`.
///
/// In a debug build `unsafeDowncast` checks the cast and traps when it is wrong, so every test of selections and
/// reported parts would catch a violation; UncheckedDowncastTests checks that a wrong cast traps there.
@usableFromInline
enum UncheckedDowncast {
    /// `object` as `Subclass`, which it is known to be (see the type's proof).
    @inlinable
    @inline(__always)
    static func cast<Subclass: AnyObject>(_ object: AnyObject, to type: Subclass.Type) -> Subclass {
        unsafeDowncast(object, to: Subclass.self)
    }
}

#if DEBUG
/// Makes a wrong downcast through ``UncheckedDowncast``, which a debug build must stop with a trap: for the test that
/// the check guarding its proof is armed.
package enum UncheckedDowncastProbe {
    /// Casts a part index to a subclass it is not.
    package static func castWrongly() {
        let index: PartIndex = TypedPartIndex<Int>()
        _ = UncheckedDowncast.cast(index, to: TypedPartIndex<String>.self)
    }
}
#endif
