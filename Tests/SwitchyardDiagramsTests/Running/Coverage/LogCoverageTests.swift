import Foundation
import Switchyard
import SwitchyardDiagrams
import Testing

/// What recorded sessions exercised of a drawing: guards over data evaluated, each session replayed from the start.
struct LogCoverageTests {
    static let drawing = """
        @startuml
        [*] --> form
        form --> sending : submit
        sending --> form : fail [attempts < 2] / attempts += 1
        sending --> locked : fail [attempts == 2]
        sending --> done : succeed
        @enduml

        """

    static func graph() throws -> StateGraph {
        try DiagramReader.read(bytes: Array(drawing.utf8), format: .plantuml)
    }

    @Test func guardsOverDataDecideWhichArrowAFailureTakes() throws {
        let failures = Array(repeating: ["submit", "fail"], count: 3).flatMap(\.self)
        let coverage = try LogCoverage.coverage(of: [failures], in: Self.graph(), file: "form.puml")
        let exercised = coverage.transitions.filter(\.isExercised).map(\.name)
        #expect(
            exercised == [
                "transition [*] --> form", "transition form --> sending : submit",
                "transition sending --> form : fail [attempts < 2] / attempts += 1",
                "transition sending --> locked : fail [attempts == 2]",
            ])
        #expect(coverage.guardOutcomes.filter { !$0.isExercised }.isEmpty)
        #expect(
            coverage.missing.map(\.description).contains("form.puml:6:1: transition sending --> done : succeed"))
    }

    @Test func eachSessionStartsFromTheInitialState() throws {
        let coverage = try LogCoverage.coverage(
            of: [["submit", "succeed"], ["submit", "fail"]], in: Self.graph(), file: "form.puml")
        let missing = coverage.missing.map(\.name)
        #expect(!missing.contains("state done"))
        #expect(missing.contains("state locked"))
        #expect(missing.contains("guard [attempts == 2] true on sending --> locked : fail [attempts == 2]"))
        #expect(!missing.contains("guard [attempts == 2] false on sending --> locked : fail [attempts == 2]"))
    }

    @Test func aChoiceWithGuardsOverDataIsResolvedAtTheStart() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../Examples/Diagrams/registration.puml").standardized.path
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let graph = try DiagramReader.read(bytes: Array(bytes), format: .plantuml)
        let signedOut = try LogCoverage.coverage(of: [["start", "register"]], in: graph, file: "registration.puml")
        let reached = signedOut.states.filter(\.isExercised).map(\.name)
        #expect(reached == ["state welcome", "state authentication", "state register", "state form"])
        let signedIn = try LogCoverage.coverage(
            of: [[]], in: graph, file: "registration.puml", data: ["authenticated": 1])
        #expect(signedIn.states.filter(\.isExercised).map(\.name) == ["state main"])
    }
}
