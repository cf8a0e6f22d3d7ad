import Foundation
import SwitchyardDiagrams
import Testing

/// `Request.swift` and `RequestPathTests.swift` are what `switchyard generate swift` and `switchyard paths
/// --format swift-testing --cover transitions` print for `Examples/Diagrams/request.scxml`, whose paths let time
/// pass for its delayed sends: compiled and run here, so a wait step must generate a test that compiles and passes.
/// Set `SWITCHYARD_RECORD_REFERENCES=1` to rewrite them.
struct SCXMLGeneratedFilesTests {
    static func diagram() throws -> SCXMLDiagram {
        let url = GeneratedFilesTests.examples.appendingPathComponent("request.scxml")
        return try SCXMLReader().readDiagram(bytes: [UInt8](try Data(contentsOf: url)))
    }

    @Test func machineSourceIsUpToDate() throws {
        let generator = SwiftMachineGenerator(typeName: "Request", sourceName: "request.scxml")
        try GeneratedFilesTests.compare(try generator.generate(try Self.diagram().graph), withFile: "Request.swift")
    }

    @Test func pathTestsAreUpToDateAndWait() throws {
        let diagram = try Self.diagram()
        let plan = PathPlanner.plan(diagram, cover: .transitions, file: "request.scxml")
        #expect(plan.paths.contains { path in path.steps.contains { $0.wait != nil } })
        try GeneratedFilesTests.compare(
            PathFormatter.swiftTesting(plan, graph: diagram.graph, typeName: "Request"),
            withFile: "RequestPathTests.swift")
    }
}
