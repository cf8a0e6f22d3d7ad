/// What a store was made with, its machine and its options: held once, by reference, and shared by the store's face
/// and its run loop.
///
/// A `Machine` is its form and a few closures (about a hundred bytes), `StoreOptions` a clock and a handler (80
/// bytes). The face keeps them for its public `machine` and `options`, and the core reads the machine's closures on
/// every send and the options on the rarer paths; each holding its own copy doubled the biggest part of a store. One
/// immutable `Sendable` object is what both point to, so the face can still hand them out from any isolation.
@usableFromInline
final class StoreDefinition<State: Sendable, Event: Sendable>: Sendable {
    /// The machine the store runs.
    @usableFromInline let machine: Machine<State, Event>
    /// The options the store was created with.
    @usableFromInline let options: StoreOptions

    init(machine: Machine<State, Event>, options: StoreOptions) {
        self.machine = machine
        self.options = options
    }
}
