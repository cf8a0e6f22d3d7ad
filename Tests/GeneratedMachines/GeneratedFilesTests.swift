import Foundation
import Switchyard
import SwitchyardDiagrams
import Testing

/// The Swift in this folder is exactly what `switchyard generate swift` and `switchyard paths --format
/// swift-testing` print for the charts listed here today, so these tests fail when the generators change without the
/// committed (and compiled, and run: see ``BehaviourTests``) output being regenerated. Regenerate with the CLI,
/// from this folder, for each chart: `switchyard generate swift CHART --type-name TYPE -o TYPE.swift` and
/// `switchyard paths CHART --cover COVER --format swift-testing --type-name TYPE > TYPEPathTests.swift` (with the
/// chart's file name as the header says), or set `SWITCHYARD_RECORD_REFERENCES=1` and run these tests.
struct GeneratedFilesTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let examples = directory.appendingPathComponent("../../Examples/Diagrams").standardizedFileURL
    static let fixtures = directory.appendingPathComponent("Charts")

    /// A chart whose generated Swift is committed here.
    struct Chart: Sendable, CustomTestStringConvertible {
        /// The chart's file.
        var url: URL
        /// The generated namespace.
        var type: String
        /// What the generated path tests cover.
        var cover: PathCoverage
        /// `--choices-as-states`: the one option under which generated code is not the engine's chart (the app's
        /// state function decides a choice), so ``BehaviourTests`` leaves it out.
        var choicesAsStates = false

        var file: String { url.lastPathComponent }
        var isSCXML: Bool { url.pathExtension == "scxml" }
        var testDescription: String { file }
    }

    static let charts: [Chart] = [
        Chart(url: examples.appendingPathComponent("onboarding.puml"), type: "Onboarding", cover: .states),
        Chart(url: examples.appendingPathComponent("process.puml"), type: "Process", cover: .states),
        Chart(url: examples.appendingPathComponent("navigation.puml"), type: "Navigation", cover: .states),
        Chart(url: examples.appendingPathComponent("edit.puml"), type: "Edit", cover: .states),
        Chart(
            url: examples.appendingPathComponent("registration.puml"), type: "Registration", cover: .states,
            choicesAsStates: true),
        Chart(url: examples.appendingPathComponent("edit.mmd"), type: "EditMermaid", cover: .states),
        Chart(url: examples.appendingPathComponent("media-player.puml"), type: "MediaPlayer", cover: .transitions),
        Chart(url: examples.appendingPathComponent("request.scxml"), type: "Request", cover: .transitions),
        Chart(
            url: fixtures.appendingPathComponent("completion-on-done.puml"), type: "CompletionOnDone",
            cover: .transitions),
        Chart(url: fixtures.appendingPathComponent("guarded-lock.puml"), type: "GuardedLock", cover: .transitions),
        Chart(url: fixtures.appendingPathComponent("guards.mmd"), type: "GuardsMermaid", cover: .transitions),
        Chart(url: fixtures.appendingPathComponent("start-states.puml"), type: "StartStates", cover: .transitions),
        Chart(url: fixtures.appendingPathComponent("first-child.puml"), type: "FirstChild", cover: .transitions),
        Chart(url: fixtures.appendingPathComponent("inner-final.puml"), type: "InnerFinal", cover: .transitions),
        Chart(url: fixtures.appendingPathComponent("playback.puml"), type: "Playback", cover: .transitions),
        Chart(
            url: fixtures.appendingPathComponent("scxml-features.scxml"), type: "SCXMLFeatures", cover: .transitions),
        // Charts other tests and the fuzzers' corpora keep.
        Chart(url: repository("Tests/SwitchyardCLITests/Charts/player.scxml"), type: "Player", cover: .transitions),
        Chart(url: repository("Fuzz/PlantUMLFuzzer/corpus/tcp.puml"), type: "Tcp", cover: .transitions),
        Chart(url: repository("Fuzz/PlantUMLFuzzer/corpus/shapes.puml"), type: "Shapes", cover: .transitions),
        Chart(url: repository("Fuzz/PlantUMLFuzzer/corpus/awkward.puml"), type: "Awkward", cover: .transitions),
        Chart(url: repository("Fuzz/MermaidFuzzer/corpus/oneline.mmd"), type: "Oneline", cover: .transitions),
    ]

    static func repository(_ path: String) -> URL {
        directory.appendingPathComponent("../../" + path).standardizedFileURL
    }

    static func chart(_ type: String) throws -> Chart {
        try #require(charts.first { $0.type == type })
    }

    static func graph(_ chart: Chart) throws -> StateGraph {
        let text = try String(contentsOf: chart.url, encoding: .utf8)
        return try DiagramReader.read(text, format: chart.url.pathExtension == "mmd" ? .mermaid : .plantuml)
    }

    /// An example diagram's graph, by file name.
    static func graph(_ file: String) throws -> StateGraph {
        try graph(try #require(charts.first { $0.file == file }))
    }

    static func scxml(_ chart: Chart) throws -> SCXMLDiagram {
        try SCXMLReader().readDiagram(bytes: [UInt8](try Data(contentsOf: chart.url)))
    }

    /// What `generate swift` prints for the chart.
    static func source(_ chart: Chart) throws -> String {
        var generator = SwiftMachineGenerator(typeName: chart.type, sourceName: chart.file)
        generator.choicesAsStates = chart.choicesAsStates
        if chart.isSCXML { return try generator.generate(try scxml(chart).chart) }
        return try generator.generate(try graph(chart))
    }

    /// What `paths --format swift-testing` prints for the chart.
    static func pathTests(_ chart: Chart) throws -> String {
        if chart.isSCXML {
            let diagram = try scxml(chart)
            let plan = PathPlanner.plan(diagram, cover: chart.cover, file: chart.file)
            return try PathFormatter.swiftTesting(plan, diagram: diagram, typeName: chart.type)
        }
        let graph = try graph(chart)
        let plan = try PathPlanner.plan(graph, cover: chart.cover, file: chart.file)
        return PathFormatter.swiftTesting(plan, graph: graph, typeName: chart.type)
    }

    static func compare(_ generated: String, withFile name: String) throws {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["SWITCHYARD_RECORD_REFERENCES"] == "1" {
            try Data(generated.utf8).write(to: url)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(generated == committed, "\(name) is out of date: regenerate it")
    }

    @Test(arguments: charts)
    func sourceIsUpToDate(chart: Chart) throws {
        try Self.compare(try Self.source(chart), withFile: chart.type + ".swift")
    }

    @Test(arguments: charts)
    func pathTestsAreUpToDate(chart: Chart) throws {
        try Self.compare(try Self.pathTests(chart), withFile: chart.type + "PathTests.swift")
    }

    @Test func everyStateOfEveryExampleIsReachedByAPath() throws {
        for chart in Self.charts where chart.cover == .states {
            let graph = try Self.graph(chart)
            let plan = try PathPlanner.plan(graph, cover: .states, file: chart.file)
            let reached = Set(plan.paths.compactMap(\.target))
            let states = graph.states.filter { !$0.kind.isPseudo }.map(\.id)
            #expect(states.allSatisfy(reached.contains), "\(chart.file): \(plan.unreachable)")
        }
    }

    @Test func processMachineIgnoresASecondExecute() {
        #expect(Process.machine.nextState(from: .doing, on: .execute) == nil)
        #expect(Process.machine.nextState(from: .success, on: .reset) == .sleeping)
    }
}
