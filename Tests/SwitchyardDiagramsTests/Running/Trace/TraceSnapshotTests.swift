import Foundation
import Switchyard
import SwitchyardDiagrams
import Testing

/// `trace --snapshot-each-step`: saving the run to bytes after every macrostep and going on in a new interpreter
/// restored from them prints exactly what the run without snapshots prints.
@Suite(.timeLimit(.minutes(5)))
struct TraceSnapshotTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every chart in Examples/Diagrams and the test fixtures.
    static let chartFiles: [String] = {
        let folders = [
            "Examples/Diagrams", "Tests/SwitchyardCLITests/Charts",
            "Tests/SwitchyardDiagramsTests/Producing/Writers/References",
        ]
        return folders.flatMap { folder in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path))
            return (names ?? []).filter { name in [".scxml", ".puml", ".mmd"].contains { name.hasSuffix($0) } }
                .sorted().map { "\(folder)/\($0)" }
        }
    }()

    /// Two traces of a chart, without and with a snapshot after every step, through `script`.
    static func traces(
        of path: String, script: (_ events: [String]) -> [TraceEvent]
    ) throws -> (plain: String, restored: String) {
        let bytes = Array(try Data(contentsOf: root.appendingPathComponent(path)))
        if path.hasSuffix(".scxml") {
            let chart = try SCXMLReader().read(bytes: bytes)
            let events = script(Self.events(of: chart.statechart))
            let tracer = StatechartTracer<SCXMLDataModel>()
            return (
                tracer.trace(chart.makeInterpreter(), events: events).json,
                try tracer.trace(chart.makeInterpreter(), events: events, snapshotEachStep: true).json
            )
        }
        let format: DiagramFormat = path.hasSuffix(".mmd") ? .mermaid : .plantuml
        let chart = try DiagramChart(try DiagramReader.read(String(decoding: bytes, as: UTF8.self), format: format))
        let events = script(Self.events(of: chart.statechart) + [DiagramChart.completionEvent])
        let tracer = StatechartTracer<[Int]>()
        return (
            tracer.trace(chart.makeInterpreter(), events: events).json,
            try tracer.trace(chart.makeInterpreter(), events: events, snapshotEachStep: true).json
        )
    }

    /// The event names a chart's transitions are taken on (SCXML descriptors split, wildcards left out).
    static func events<Context>(of chart: Statechart<String, String, Context>) -> [String] {
        var seen: Set<String> = []
        return chart.transitionList.flatMap { $0.events.flatMap { $0.split(separator: " ").map(String.init) } }
            .filter { $0 != "*" && seen.insert($0).inserted }
    }

    @Test func everyChartFileIsFound() {
        #expect(Self.chartFiles.count >= 20)
        #expect(Self.chartFiles.contains("Examples/Diagrams/request.scxml"))
    }

    @Test(arguments: chartFiles)
    func snapshotsChangeNoTrace(path: String) throws {
        // Each event three times over, a little time passing before some, so delayed sends fall due in between.
        let (plain, restored) = try Self.traces(of: path) { events in
            (0..<3).flatMap { round in
                events.enumerated().map { index, event in
                    TraceEvent(event: event, after: Double((index + round) % 3) * 700)
                }
            }
        }
        #expect(restored == plain, "\(path)")
    }
}
