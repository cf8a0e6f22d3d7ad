public import Switchyard
public import SwitchyardDiagrams

/// The differences between a machine and the diagram in a file, without reporting them.
///
/// The machine is explored from its initial state with `sampleEvents` (`MachineExplorer`) and compared with the
/// diagram by name (`DiagramConformance`): state names map by identifier, enum cases with payloads by case
/// name, and labels match case names after camel-casing (`confirm OK` ↔ `confirmOK`). States are told apart by
/// value while exploring when `State` is `Hashable` (two payloads of one case are both explored), by name otherwise,
/// whether or not the calling code knows `State` is `Hashable` (`MachineExplorer.explore()`).
/// - Parameters:
///   - machine: The machine.
///   - path: The diagram file (`.puml`, `.mmd`, …), absolute, relative to the working directory, or relative to
///     the calling test file's folder.
///   - sampleEvents: Events to try in every reached state.
///   - stateName: Names states; the case name by default.
///   - eventName: Names events; the case name by default.
///   - filePath: The calling file, for relative paths.
/// - Returns: Missing and extra transitions and states.
/// - Throws: ``DiagramFileError`` when the file cannot be read or parsed.
public func conformanceDifferences<State, Event>(
    of machine: Machine<State, Event>, toDiagramAt path: String, sampleEvents: [Event],
    stateName: @escaping (State) -> String = DefaultNames.of, eventName: @escaping (Event) -> String = DefaultNames.of,
    filePath: StaticString = #filePath
) throws(DiagramFileError) -> ConformanceReport {
    let diagram = try DiagramFile.graph(at: DiagramFile.resolve(path, relativeTo: filePath))
    let explorer = MachineExplorer(machine, sampleEvents: sampleEvents, stateName: stateName, eventName: eventName)
    return DiagramConformance.compare(machine: explorer.explore(), diagram: diagram)
}

/// The differences between a table machine and a diagram; the table's rules supply the events.
/// - Parameters:
///   - machine: A machine made from a `TransitionTable`.
///   - path: The diagram file.
///   - stateName: Names states; the case name by default.
///   - eventName: Names events; the case name by default.
///   - filePath: The calling file, for relative paths.
/// - Returns: Missing and extra transitions and states.
/// - Throws: ``DiagramFileError`` when the file cannot be read or parsed, or the machine has no table.
public func conformanceDifferences<State: Hashable, Event: Hashable>(
    of machine: Machine<State, Event>, toDiagramAt path: String,
    stateName: @escaping (State) -> String = DefaultNames.of, eventName: @escaping (Event) -> String = DefaultNames.of,
    filePath: StaticString = #filePath
) throws(DiagramFileError) -> ConformanceReport {
    guard let table = machine.table else {
        throw DiagramFileError(message: "the machine has no transition table; pass sampleEvents to explore it")
    }
    return try conformanceDifferences(
        of: machine, toDiagramAt: path, sampleEvents: table.events, stateName: stateName, eventName: eventName,
        filePath: filePath)
}
