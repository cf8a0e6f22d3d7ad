/// The closures of a machine that a store calls for an event, copied out of the machine once when the store is made.
///
/// Called through the store's definition, each would cost a retain and a release per send (a fifth more on the plain
/// path, measured); held by value in the core, each is one load. `form` says which one a send runs (see
/// `MachineForm`); the others are the machine's placeholders and are never called.
@usableFromInline
struct MachineSteps<State: Sendable, Event: Sendable> {
    /// Which of the closures below a send runs.
    @usableFromInline let form: MachineForm
    /// Routing and stepping machines: the step decided from the state by value.
    @usableFromInline let decide: @Sendable (State, Event) -> Step<State, Event>?
    /// A reducer, run on the state in place.
    @usableFromInline let reduce: @Sendable (inout State, Event) -> Effect<Event>
    /// A reducer that reports the parts it changed, run on the state in place.
    @usableFromInline let reduceReportingChanges: @Sendable (inout State, Event, inout ChangeSet) -> Effect<Event>
    /// A table: the step from the state with a given number, and the number of the state it leads to.
    @usableFromInline let decideNumbered: @Sendable (Int, State, Event) -> (step: Step<State, Event>, number: Int)?
    /// The in-place steps of a machine that steps in place (a statechart's), `nil` for other forms: one reference,
    /// where a closure held here would take 16 bytes of every store and one for other forms would be allocated per
    /// store (a closure made in generic code captures its type parameters).
    @usableFromInline let inPlace: InPlaceSteps<State, Event>?
    /// The machine's exit action.
    @usableFromInline let exit: (@Sendable (State) -> Effect<Event>)?
    /// The machine's entry action.
    @usableFromInline let enter: (@Sendable (State) -> Effect<Event>)?

    init(_ machine: Machine<State, Event>) {
        form = machine.form
        decide = machine.decide
        reduce = machine.reduce
        reduceReportingChanges = machine.reduceReportingChanges
        decideNumbered = machine.decideNumbered
        inPlace = machine.stepInPlace
        exit = machine.exit
        enter = machine.enter
    }
}
