/// Which of a machine's closures a store runs for an event (see `Machine.form`).
@usableFromInline
enum MachineForm: Sendable {
    /// `decide`: the step is decided from the state by value, then taken (routing and stepping machines).
    case deciding
    /// `decideNumbered`: a table, whose rule is found from the current state's dense number.
    case numbered
    /// `reduce`: a reducer, run on the state in place.
    case reducing
    /// `reduceReportingChanges`: a reducer that reports the parts it changed, run on the state in place.
    case reducingReportingChanges
    /// `stepInPlace`: internal steps that may ignore an event (a statechart), run on the state in place.
    case steppingInPlace
}
