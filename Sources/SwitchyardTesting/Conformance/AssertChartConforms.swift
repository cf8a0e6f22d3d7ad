import IssueReporting
public import Switchyard
import SwitchyardDiagrams

/// Reports an issue for every difference between a typed statechart and the diagram in a file, found by running
/// both on the statechart engine (`ChartConformance` in `SwitchyardDiagrams`): each issue names the shortest events
/// after which their active states differ; and one when the comparison stopped at its limit of configuration pairs
/// before it compared them all (a difference may lie beyond). Works under Swift Testing and XCTest.
///
/// ```swift
/// @Test func playerMatchesItsDrawing() throws {
///     assertConforms(try MediaPlayer.statechart(), context: (), toDiagramAt: "media-player.puml")
/// }
/// ```
/// - Parameters:
///   - chart: The chart; its `State` and `Event` raw values are the diagram's state ids and event names.
///   - context: The chart's initial context.
///   - path: The diagram file, absolute, relative to the working directory, or to the calling file's folder.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path (also used to find relative diagram paths).
///   - line: The caller's line.
///   - column: The caller's column.
public func assertConforms<State, Event, Context>(
    _ chart: Statechart<State, Event, Context>, context: Context, toDiagramAt path: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
)
where
    State: RawRepresentable & Hashable & Sendable, State.RawValue == String,
    Event: RawRepresentable & CaseIterable & Sendable, Event.RawValue == String
{
    assertConforms(
        chart, context: context, toDiagramAt: path, limit: 10_000, fileID: fileID, filePath: filePath, line: line,
        column: column)
}

/// ``assertConforms(_:context:toDiagramAt:fileID:filePath:line:column:)`` comparing at most `limit` pairs of
/// configurations.
package func assertConforms<State, Event, Context>(
    _ chart: Statechart<State, Event, Context>, context: Context, toDiagramAt path: String, limit: Int,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
)
where
    State: RawRepresentable & Hashable & Sendable, State.RawValue == String,
    Event: RawRepresentable & CaseIterable & Sendable, Event.RawValue == String
{
    let comparison: ChartConformance.Comparison
    do {
        let graph = try DiagramFile.graph(at: DiagramFile.resolve(path, relativeTo: filePath))
        do {
            comparison = try ChartConformance.compare(chart, context: context, to: graph, limit: limit)
        } catch {
            reportIssue(
                DiagnosticLine.location(file: path, line: error.line, column: error.column)
                    + ": the diagram cannot run: \(error.message)", fileID: fileID,
                filePath: filePath, line: line, column: column)
            return
        }
    } catch {
        reportIssue(error.message, fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    for mismatch in comparison.mismatches {
        reportIssue(
            "Chart does not conform to \(path): \(mismatch)", fileID: fileID, filePath: filePath, line: line,
            column: column)
    }
    // A pass on the pairs the search reached is no pass: the chart may differ beyond them.
    if let truncation = comparison.truncation {
        reportIssue(
            "Chart not fully compared with \(path): \(truncation)", fileID: fileID, filePath: filePath, line: line,
            column: column)
    }
}
