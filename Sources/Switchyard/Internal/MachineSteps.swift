/// What a store calls of its machine for an event, taken out of the machine once when the store is made: the
/// machine's form (whose case says which step a send runs) and its exit and entry actions.
///
/// Called through the store's definition, each closure would cost a retain and a release per send (a fifth more on
/// the plain path, measured); held by value in the core, each is one load.
@usableFromInline
struct MachineSteps<State: Sendable, Event: Sendable> {
    /// The machine's form: a send switches on it and calls what its case carries.
    @usableFromInline let form: Machine<State, Event>.Form
    /// The machine's exit action.
    @usableFromInline let exit: (@Sendable (State) -> Effect<Event>)?
    /// The machine's entry action.
    @usableFromInline let enter: (@Sendable (State) -> Effect<Event>)?

    init(_ machine: Machine<State, Event>) {
        form = machine.form
        exit = machine.exit
        enter = machine.enter
    }
}
