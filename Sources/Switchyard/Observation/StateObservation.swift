public import Observation

/// What Observation tracks for a store's `state`: the root of one key path shared by every store. The store's run
/// loop (`StoreCore`) is a `StateObservation`, so that tracking costs the store no object of its own; the core holds
/// the registrar and tells it about reads and changes of its state under ``stateKeyPath``.
///
/// Observation identifies what was read by registrar and key path; the subject passed with them only gives the key
/// path its root type. So a store registers its `state` under this small non-generic class's key path instead of
/// `\Store<State, Event>.state`:
/// - a key path into a generic class is instantiated at run time for each store (a third of a store's creation
///   cost), while this one is made once for the process;
/// - calls into the registrar need no generic metadata of the store's type, which an unspecialized getter looked up
///   on every read;
/// - the core calls it directly, so no closure slot (an exclusivity check per access) and no `weak` capture of the
///   store (a side table that puts every retain of the store on the slow path) stands between a commit and the
///   registrar.
///
/// The class has no stored property: the registrar is a type of another module whose size is not known at compile
/// time, and a field of unknown size here would put every field of the core at an offset read at run time (measured:
/// 8 % more per send).
@usableFromInline
class StateObservation: Observable {
    /// `\StateObservation.state`: the one key path every store registers its state under.
    @usableFromInline static var stateKeyPath: any KeyPath<StateObservation, Void> & Sendable { \.state }

    /// The key path's target: the value lives in the store.
    @usableFromInline final var state: Void { () }

    init() {}
}
