import Switchyard
import SwitchyardDiagrams
import Testing

/// A drawing whose history enters itself for ever: the engine refuses it, and `check` says so as an error at the
/// arrow that names the history, so `check`, `simulate` and `paths` agree.
struct HistoryLoopAgreementTests {
    static let initialHistory = """
        @startuml
        [*] --> Player
        state Player {
          [*] --> [H]
          stopped --> playing : play
        }
        @enduml
        """

    static let historiesNamingEachOther = """
        @startuml
        [*] --> Player
        state Player {
          [*] --> stopped
          stopped --> playing : play
          [H] --> [H*]
          [H*] --> [H]
        }
        off --> Player[H] : resume
        @enduml
        """

    @Test(arguments: [(initialHistory, 4, 3), (historiesNamingEachOther, 6, 3)])
    func checkReportsWhatPathsAndSimulateRefuse(text: String, line: Int, column: Int) throws {
        let graph = try DiagramReader.read(text, format: .plantuml)
        let refusal = #expect(throws: DiagramParseError.self) { try PathPlanner.plan(graph, cover: .states) }
        #expect(refusal?.line == line)
        #expect(refusal?.column == column)
        #expect(throws: DiagramParseError.self) { try DiagramSimulation(graph) }
        let report = DiagramChecker.check(file: "loop.puml", text: text, format: nil)
        let loops = report.diagnostics.filter { $0.code == "history-loop" }
        #expect(loops.count == 1)
        #expect(loops.first?.severity == .error)
        #expect(loops.first?.line == line)
        #expect(loops.first?.column == column)
        #expect(loops.first?.message == refusal?.message)
    }

    @Test func aHistoryWithADefaultIsNoLoop() throws {
        let text = """
            @startuml
            [*] --> Player
            state Player {
              [*] --> [H]
              [H] --> stopped
              stopped --> playing : play
            }
            @enduml
            """
        let report = DiagramChecker.check(file: "ok.puml", text: text, format: nil)
        #expect(!report.diagnostics.contains { $0.code == "history-loop" })
        _ = try PathPlanner.plan(try DiagramReader.read(text, format: .plantuml), cover: .states)
    }
}
