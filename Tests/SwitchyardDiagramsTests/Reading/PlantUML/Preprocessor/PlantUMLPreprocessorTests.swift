import Foundation
import Switchyard
import SwitchyardDiagrams
import Testing

/// PlantUML's preprocessor as `Reading/PlantUML/Preprocessor` runs it: conditionals, variables, `!define`, `!assert`,
/// `!include` of local files, continued lines, and an error where each unsupported directive is written.
struct PlantUMLPreprocessorTests {
    private func check(_ text: String, file: String = "x.puml") -> [CheckReport] {
        DiagramChecker.checkDiagrams(file: file, bytes: Array(text.utf8), format: nil)
    }

    private func edges(_ report: CheckReport) -> [String] {
        report.transitions.map { "\($0.from)->\($0.to):\($0.event)" }
    }

    @Test func conditionalsKeepOnlyTheTakenBranch() {
        let text = """
            @startuml
            !$mode = "full"
            !$count = 2
            !$count ?= 5
            !define FINISH Done
            !if $mode == "lite"
            [*] --> Lite
            !elseif $mode == "full" && $count + 1 == 3
            [*] --> Full
            !else
            [*] --> Other
            !endif
            !ifdef FINISH
            Full --> FINISH : ok
            !endif
            !ifndef FINISH
            Full --> Never
            !endif
            !if %not($count == 2)
            Full --> Never
            !endif
            Full --> $mode
            !theme plain
            !pragma layout smetana
            @enduml
            """
        let report = check(text)[0]
        #expect(report.error == nil)
        #expect(report.states == ["Done", "Full", "full"])
        #expect(edges(report) == ["[*]->Full:", "Full->Done:ok", "Full->full:"])
        #expect(report.transitions.map(\.line) == [9, 14, 22])
    }

    @Test func globalAssignsAndAssertChecks() {
        let report = check("!global $n = 2\n!assert $n == 2 : \"two\"\n!dump_memory\n[*] --> S\nS --> [*]\n")[0]
        #expect(report.error == nil)
        #expect(report.states == ["S"])
        let named = check("!global $n = 2\n!$name = \"S\" + $n\n[*] --> $name\n")[0]
        #expect(named.states == ["S2"])
        let failed = check("[*] --> A\n!assert 1 == 2 : \"never\"\n")[0]
        #expect(failed.error?.line == 2)
        #expect(failed.error?.message == "'!assert' failed")
    }

    @Test func unsupportedDirectivesAreErrorsWhereWritten() {
        let cases: [(String, Int, Int)] = [
            ("@startuml\n[*] --> A\n  !procedure $p()\n@enduml\n", 3, 3),
            ("[*] --> A\n!define MACRO(x) x\n", 2, 9),
            ("[*] --> A\n!if $a ~ 2\n!endif\n", 2, 8),
            ("[*] --> A\n!if %upper(\"a\")\n!endif\n", 2, 5),
            ("[*] --> A\n!if 1\n", 2, 1),
            ("[*] --> A\n!endif\n", 2, 1),
            ("[*] --> A\n!include <tupadr3/common>\n", 2, 1),
            ("[*] --> A\n!\n", 2, 1),
        ]
        for (text, line, column) in cases {
            let report = check(text)[0]
            #expect(report.error?.line == line, "\(text)")
            #expect(report.error?.column == column, "\(text): \(report.error?.message ?? "")")
        }
    }

    @Test func includeReadsALocalFileRelativeToTheDiagram() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("include-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("parts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "@startuml\nA --> B : shared\n@enduml\n".write(
            to: directory.appendingPathComponent("parts/common.iuml"), atomically: true, encoding: .utf8)
        try "!include self.iuml\n".write(
            to: directory.appendingPathComponent("self.iuml"), atomically: true, encoding: .utf8)
        let main = directory.appendingPathComponent("main.puml").path
        let text = "@startuml\n[*] --> A\n!include parts/common.iuml\nB --> [*]\n@enduml\n"
        let report = check(text, file: main)[0]
        #expect(report.error == nil)
        #expect(edges(report) == ["[*]->A:", "A->B:shared", "B->[*]:"])
        #expect(report.transitions.map(\.line) == [2, 3, 4])

        let missing = check("[*] --> A\n!include nowhere.iuml\n", file: main)[0]
        #expect(missing.error?.line == 2)
        #expect(missing.error?.message.contains("nowhere.iuml") == true)
        let cycle = check("[*] --> A\n!include self.iuml\n", file: main)[0]
        #expect(cycle.error?.line == 2)
        #expect(cycle.error?.message.contains("cycle") == true)
    }

    @Test func continuedLinesAreJoined() {
        let report = check("[*] --> A\nA --> \\\n  B : long\\\n label\n")[0]
        #expect(edges(report) == ["[*]->A:", "A->B:long label"])
    }
}
