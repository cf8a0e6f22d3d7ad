public import Observation

/// What Observation tracks for a store's `state`: one registrar, and one key path shared by every store.
///
/// Observation identifies what was read by registrar and key path; the subject passed with them only gives the key
/// path its root type. So a store registers its `state` under this small non-generic object's key path instead of
/// `\Store<State, Event>.state`:
/// - a key path into a generic class is instantiated at run time for each store (a third of a store's creation
///   cost), while this one is made once for the process;
/// - calls into the registrar need no generic metadata of the store's type, which an unspecialized getter looked up
///   on every read;
/// - the core calls it directly, so no closure slot (an exclusivity check per access) and no `weak` capture of the
///   store (a side table that puts every retain of the store on the slow path) stands between a commit and the
///   registrar.
@usableFromInline
final class StateObservation: Observable, Sendable {
    @usableFromInline let registrar = ObservationRegistrar()
    /// `\StateObservation.state`, the one key path every store registers its state under. A literal key path into a
    /// non-generic type is instantiated once for the process, but fetching it costs a run-time call and a retain at
    /// each use (three per send and read); held here, it is a load.
    @usableFromInline let stateKeyPath: any KeyPath<StateObservation, Void> & Sendable

    /// The key path's target: the value lives in the store.
    @usableFromInline var state: Void { () }

    @usableFromInline init() {
        stateKeyPath = \.state
    }

    /// Tells Observation that the store's state was read.
    @inlinable
    func access() {
        registrar.access(self, keyPath: stateKeyPath)
    }

    /// Tells Observation that the store's state is about to change.
    @inlinable
    func willSet() {
        registrar.willSet(self, keyPath: stateKeyPath)
    }

    /// Tells Observation that the store's state changed.
    @inlinable
    func didSet() {
        registrar.didSet(self, keyPath: stateKeyPath)
    }
}
