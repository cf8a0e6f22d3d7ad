import Foundation
import Switchyard
import SwitchyardDiagrams
import Testing

/// Every JSON a command prints is written by one writer (``CommandJSON``: keys sorted) and carries a `version`.
@Suite struct CommandJSONTests {
    /// The field every command's JSON has.
    struct Versioned: Decodable {
        var version: Int
    }

    static let drawing = "[*] --> idle\nidle --> busy : start\nbusy --> idle : stop\n"

    @Test func everyCommandsJSONDecodesWithItsVersion() throws {
        let graph = try DiagramReader.read(Self.drawing, format: .plantuml)
        let report = DiagramChecker.check(file: "a.puml", text: Self.drawing, format: .plantuml)
        let reports = try JSONDecoder().decode([Versioned].self, from: Data(CheckReport.json([report]).utf8))
        #expect(reports.map(\.version) == [CheckReport.currentVersion])

        let trace = StatechartTracer<[Int]>().trace(
            try DiagramChart(graph).makeInterpreter(), events: [TraceEvent(event: "start")])
        #expect(try JSONDecoder().decode(Versioned.self, from: Data(trace.json.utf8)).version == 2)

        let plan = try PathPlanner.plan(graph, cover: .transitions)
        let paths = try JSONDecoder().decode(Versioned.self, from: Data(PathFormatter.json(plan).utf8))
        #expect(paths.version == PathPlan.currentVersion)

        let chart = BehaviourChart(try DiagramChart(graph))
        let diff = DiagramDiff(from: graph, to: graph, oldChart: .success(chart), newChart: .success(chart))
        let decoded = try JSONDecoder().decode(Versioned.self, from: Data(CommandJSON.text(diff).utf8))
        #expect(decoded.version == DiagramDiff.currentVersion)
    }

    @Test func keysAreSortedAndTheTextEndsWithANewline() {
        struct Unordered: Encodable {
            var zebra = 1
            var apple = "a/b"
            var mango = [true]
        }
        let text = CommandJSON.text(Unordered())
        #expect(text.hasSuffix("}\n"))
        let positions = ["apple", "mango", "zebra"].map { text.range(of: "\"\($0)\"")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(text.contains("\"a/b\""))
    }

    @Test func aValueThatCannotBeEncodedIsAnErrorObject() throws {
        struct NotFinite: Encodable {
            var value = Double.infinity
        }
        let object = try JSONSerialization.jsonObject(with: Data(CommandJSON.text(NotFinite()).utf8))
        #expect((object as? [String: String])?["error"]?.hasPrefix("cannot encode the output") == true)
    }
}
