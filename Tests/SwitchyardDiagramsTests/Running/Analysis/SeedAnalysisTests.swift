import Switchyard
import SwitchyardDiagrams
import Testing

/// The two drawn systems of SEEDS.md, analysed exactly as DESIGN.md defines every field.
@Suite struct SeedAnalysisTests {
    @Test func onboardingModals() throws {
        let report = DiagramChecker.check(
            file: "onboarding.puml",
            text: """
                @startuml
                [*] --> root
                root --> checkingLogin : next
                checkingLogin --> showingTutorialModal : login
                checkingLogin --> showingLoginModal : notLogin
                showingLoginModal --> showingTutorialModal : tappedLogin
                showingLoginModal --> finish : tappedNoLogin
                showingTutorialModal --> finish : tappedOk
                finish --> [*]
                @enduml
                """, format: nil)
        #expect(report.error == nil)
        #expect(report.format == .plantuml)
        #expect(report.states == ["checkingLogin", "finish", "root", "showingLoginModal", "showingTutorialModal"])
        #expect(report.initial == ["root"])
        #expect(report.final == ["finish"])
        #expect(report.events == ["login", "next", "notLogin", "tappedLogin", "tappedNoLogin", "tappedOk"])
        #expect(
            report.transitions == [
                .init(from: "[*]", to: "root", event: "", line: 2),
                .init(from: "root", to: "checkingLogin", event: "next", line: 3),
                .init(from: "checkingLogin", to: "showingTutorialModal", event: "login", line: 4),
                .init(from: "checkingLogin", to: "showingLoginModal", event: "notLogin", line: 5),
                .init(from: "showingLoginModal", to: "showingTutorialModal", event: "tappedLogin", line: 6),
                .init(from: "showingLoginModal", to: "finish", event: "tappedNoLogin", line: 7),
                .init(from: "showingTutorialModal", to: "finish", event: "tappedOk", line: 8),
                .init(from: "finish", to: "[*]", event: "", line: 9),
            ])
        #expect(report.unreachable.isEmpty)
        #expect(report.deadEnds.isEmpty)
        #expect(report.nondeterministic.isEmpty)
        #expect(report.diagnostics.isEmpty)
    }

    @Test func editAndSave() throws {
        let report = DiagramChecker.check(
            file: "edit.puml",
            text: """
                @startuml
                [*] -right-> editing
                editing --> confirming : save
                confirming -right-> saving : confirm OK
                confirming --> editing : confirm NG
                saving -right-> saved : finish save
                saved --> editing : shown result
                @enduml
                """, format: nil)
        #expect(report.states == ["confirming", "editing", "saved", "saving"])
        #expect(report.initial == ["editing"])
        #expect(report.final.isEmpty)
        #expect(report.events == ["confirm NG", "confirm OK", "finish save", "save", "shown result"])
        #expect(report.transitions[1] == .init(from: "editing", to: "confirming", event: "save", line: 3))
        #expect(report.transitions.count == 6)
        #expect(report.unreachable.isEmpty)
        #expect(report.deadEnds.isEmpty)
        #expect(report.nondeterministic.isEmpty)
        #expect(report.diagnostics.isEmpty)
        #expect(report.exitStatus(strict: true) == 0)
    }

    @Test func theMermaidEditDiagramAgreesWithThePlantUMLOne() throws {
        let plantUML = try PlantUMLReader().read(
            "[*] --> editing\nediting --> confirming : save\nconfirming --> editing : confirm NG\n")
        let mermaid = try MermaidReader().read(
            "stateDiagram-v2\n[*] --> editing\nediting --> confirming : save\nconfirming --> editing : confirm NG\n")
        #expect(plantUML.isStructurallyEqual(to: mermaid))
        #expect(GraphAnalysis(plantUML).states == GraphAnalysis(mermaid).states)
    }
}
