import Foundation
import Switchyard
import SwitchyardDiagrams
import Testing

/// The Swift in this folder is exactly what `switchyard generate swift` and `switchyard paths --format
/// swift-testing` produce for the example diagrams today, so these tests fail when the generators change without
/// the committed (and compiled) output being regenerated. Set `SWITCHYARD_RECORD_REFERENCES=1` to rewrite them.
struct GeneratedFilesTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let examples = directory.appendingPathComponent("../../Examples/Diagrams").standardizedFileURL

    /// Each example diagram and the namespace its machine is generated into.
    static let diagrams: [(file: String, type: String)] = [
        ("onboarding.puml", "Onboarding"), ("process.puml", "Process"), ("navigation.puml", "Navigation"),
        ("edit.puml", "Edit"), ("registration.puml", "Registration"), ("edit.mmd", "EditMermaid"),
    ]

    static func graph(_ file: String) throws -> StateGraph {
        let text = try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
        return try DiagramReader.read(text, format: file.hasSuffix(".mmd") ? .mermaid : .plantuml)
    }

    static func compare(_ generated: String, withFile name: String) throws {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["SWITCHYARD_RECORD_REFERENCES"] == "1" {
            try Data(generated.utf8).write(to: url)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(generated == committed, "\(name) is out of date: regenerate it")
    }

    @Test(arguments: diagrams.map(\.file))
    func machineSourceIsUpToDate(file: String) throws {
        let type = try #require(Self.diagrams.first { $0.file == file }?.type)
        var generator = SwiftMachineGenerator(typeName: type, sourceName: file)
        generator.choicesAsStates = true  // registration's `launch` is decided by a state function
        let source = try generator.generate(try Self.graph(file))
        try Self.compare(source, withFile: type + ".swift")
    }

    @Test(arguments: diagrams.map(\.file))
    func pathTestsAreUpToDate(file: String) throws {
        let type = try #require(Self.diagrams.first { $0.file == file }?.type)
        let graph = try Self.graph(file)
        let plan = try PathPlanner.plan(graph, cover: .states, file: file)
        try Self.compare(
            PathFormatter.swiftTesting(plan, graph: graph, typeName: type), withFile: type + "PathTests.swift")
    }

    @Test func everyStateOfEveryGeneratedMachineIsReachedByAPath() throws {
        for (file, _) in Self.diagrams {
            let graph = try Self.graph(file)
            let plan = try PathPlanner.plan(graph, cover: .states, file: file)
            let reached = Set(plan.paths.compactMap(\.target))
            let states = graph.states.filter { !$0.kind.isPseudoState }.map(\.id)
            #expect(states.allSatisfy(reached.contains), "\(file): \(plan.unreachable)")
        }
    }

    @Test func processMachineIgnoresASecondExecute() {
        #expect(Process.machine.nextState(from: .doing, on: .execute) == nil)
        #expect(Process.machine.nextState(from: .success, on: .reset) == .sleeping)
    }
}
