import IssueReporting
public import Switchyard
import SwitchyardDiagrams

/// Reports an issue for every difference between a machine and the diagram in a file: each missing transition
/// (drawn, not taken), extra transition (taken, not drawn — such as a hidden `doing → doing` on a second tap),
/// missing or extra state, and a different initial state. States are told apart by value while exploring when
/// `State` is `Hashable`, by name otherwise (`MachineExplorer.explore()`). Works under Swift Testing and XCTest.
///
/// ```swift
/// @Test func processMatchesItsDrawing() {
///     assertConforms(processMachine, toDiagramAt: "process.puml", sampleEvents: [.execute, .succeed("ok"), .reset])
/// }
/// ```
/// - Parameters:
///   - machine: The machine.
///   - path: The diagram file, absolute, relative to the working directory, or to the calling file's folder.
///   - sampleEvents: Events to try in every reached state.
///   - stateName: Names states; the case name by default (payload cases map by case name).
///   - eventName: Names events; the case name by default.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path (also used to find relative diagram paths).
///   - line: The caller's line.
///   - column: The caller's column.
public func assertConforms<State, Event>(
    _ machine: Machine<State, Event>, toDiagramAt path: String, sampleEvents: [Event],
    stateName: @escaping (State) -> String = DefaultNames.of, eventName: @escaping (Event) -> String = DefaultNames.of,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    report(
        path, fileID: fileID, filePath: filePath, line: line, column: column,
        result: Result { () throws(DiagramFileError) -> ConformanceReport in
            try conformanceDifferences(
                of: machine, toDiagramAt: path, sampleEvents: sampleEvents, stateName: stateName,
                eventName: eventName, filePath: filePath)
        })
}

/// Reports every difference between a table machine and a diagram; the table's rules supply the events.
/// - Parameters:
///   - machine: A machine made from a `TransitionTable`.
///   - path: The diagram file.
///   - stateName: Names states; the case name by default.
///   - eventName: Names events; the case name by default.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
public func assertConforms<State: Hashable, Event: Hashable>(
    _ machine: Machine<State, Event>, toDiagramAt path: String,
    stateName: @escaping (State) -> String = DefaultNames.of, eventName: @escaping (Event) -> String = DefaultNames.of,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    report(
        path, fileID: fileID, filePath: filePath, line: line, column: column,
        result: Result { () throws(DiagramFileError) -> ConformanceReport in
            try conformanceDifferences(
                of: machine, toDiagramAt: path, stateName: stateName, eventName: eventName, filePath: filePath)
        })
}

private func report(
    _ path: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
    result: Result<ConformanceReport, DiagramFileError>
) {
    switch result {
    case .failure(let error):
        reportIssue(error.message, fileID: fileID, filePath: filePath, line: line, column: column)
    case .success(let differences):
        guard !differences.conforms else { return }
        for difference in differences.description.split(separator: "\n") {
            reportIssue(
                "Machine does not conform to \(path): \(difference)", fileID: fileID, filePath: filePath, line: line,
                column: column)
        }
    }
}
