import Foundation
import Switchyard
import SwitchyardDiagrams
import SwitchyardTesting
import Testing

/// `assertConforms` records an issue when the machine's exploration was cut short: a pass on part of a machine is
/// a false pass.
struct ConformanceTruncationAssertionTests {
    enum Paging: Hashable, Sendable {
        case page(Int)
    }

    enum Turn: Hashable, Sendable {
        case next
    }

    /// Pages without end: `next` always turns to a new one, so the exploration stops at its state limit.
    static let endless = Machine<Paging, Turn>.routing(initial: .page(0)) { state, _ in
        switch state {
        case .page(let number): .page(number + 1)
        }
    }

    /// Three pages, the last without `next`.
    static let three = Machine<Paging, Turn>.routing(initial: .page(0)) { state, _ in
        switch state {
        case .page(let number) where number < 2: .page(number + 1)
        default: nil
        }
    }

    static func diagram() throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ConformanceTruncationAssertionTests-\(UUID().uuidString).puml")
        try "@startuml\n[*] --> page\npage --> page : next\n@enduml\n".write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func aCutExplorationIsReportedNotPassed() throws {
        let path = try Self.diagram()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let report = try conformanceDifferences(of: Self.endless, toDiagramAt: path, sampleEvents: [.next])
        #expect(!report.conforms)
        #expect(report.truncation?.contains("the machine's graph is incomplete") == true, "\(report)")
        withKnownIssue {
            assertConforms(Self.endless, toDiagramAt: path, sampleEvents: [.next])
        } matching: { issue in
            issue.description.contains("incomplete comparison")
        }
    }

    @Test func aCompleteExplorationOfTheSameDrawingPasses() throws {
        let path = try Self.diagram()
        defer { try? FileManager.default.removeItem(atPath: path) }
        assertConforms(Self.three, toDiagramAt: path, sampleEvents: [.next])
    }

    enum Light: String, Hashable, Sendable {
        case off, on
    }

    enum Switch: String, CaseIterable, Sendable {
        case flip
    }

    /// `off --flip--> on --flip--> off`: two pairs of configurations against its drawing.
    static func lamp() throws -> Statechart<Light, Switch, Void> {
        try Statechart(
            initial: .off, [.atomic(.off, [.on(.flip, to: .on)]), .atomic(.on, [.on(.flip, to: .off)])])
    }

    static func lampDiagram() throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ConformanceTruncationAssertionTests-\(UUID().uuidString).puml")
        try "@startuml\n[*] --> off\noff --> on : flip\non --> off : flip\n@enduml\n"
            .write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func aChartComparisonCutShortIsReported() throws {
        let path = try Self.lampDiagram()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let chart = try Self.lamp()
        withKnownIssue {
            assertConforms(
                chart, context: (), toDiagramAt: path, limit: 1, fileID: #fileID, filePath: #filePath, line: #line,
                column: #column)
        } matching: { issue in
            issue.description.contains("Chart not fully compared with")
        }
        assertConforms(
            chart, context: (), toDiagramAt: path, limit: 2, fileID: #fileID, filePath: #filePath, line: #line,
            column: #column)
        assertConforms(chart, context: (), toDiagramAt: path)
    }
}
