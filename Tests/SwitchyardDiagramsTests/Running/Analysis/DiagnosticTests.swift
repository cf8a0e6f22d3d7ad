import Switchyard
import SwitchyardDiagrams
import Testing

/// Each warning of issue 4, with its code, severity and position.
@Suite struct DiagnosticTests {
    private func diagnostics(_ text: String) throws -> [Diagnostic] {
        GraphAnalysis(try PlantUMLReader().read(text)).diagnostics
    }

    @Test func unreachableAndDeadEndStates() throws {
        let found = try diagnostics("[*] --> a\na --> b : go\nisland --> a\n")
        #expect(found.map(\.code) == ["dead-end", "unreachable"])
        #expect(found[0].line == 2 && found[0].column == 1 && found[0].severity == .warning)
        #expect(found[0].message.contains("'b'"))
        #expect(found[1].line == 3 && found[1].message.contains("'island'"))
    }

    @Test func guardedAndGuardLessUseOfOneLabel() throws {
        let found = try diagnostics(
            "[*] --> idle\nidle --> busy : tap\nidle --> done : tap [ready]\nbusy --> idle\ndone --> [*]\n")
        #expect(found.map(\.code) == ["guard-overlap"])
        #expect(found[0].line == 2 && found[0].severity == .warning)
    }

    @Test func choiceWithoutBranch() throws {
        let found = try diagnostics("state c <<choice>>\n[*] --> a\na --> c : decide\n")
        #expect(found.map(\.code) == ["choice-without-branch"])
        #expect(found[0].line == 1)
    }

    @Test func compositeWithoutInitialState() throws {
        let found = try diagnostics("[*] --> Box\nstate Box {\n  a --> b\n}\nBox --> [*]\n")
        #expect(found.contains { $0.code == "composite-without-initial" && $0.line == 2 })
        // Not entered directly: its inner states are targeted by name, so no initial state is needed.
        let named = try diagnostics("[*] --> a\na --> b\nstate Box {\n  b --> c\n}\nBox --> [*]\n")
        #expect(!named.contains { $0.code == "composite-without-initial" })
    }

    /// The atomic states the engine is in once the diagram has started.
    private func entered(_ text: String) throws -> [String] {
        let chart = try DiagramChart(try PlantUMLReader().read(text))
        return chart.activeStates(chart.start())
    }

    private func missingInitials(_ text: String) throws -> [Diagnostic] {
        try diagnostics(text).filter { $0.code == "composite-without-initial" }
    }

    // Issue 18: `composite-without-initial` reads where a level is entered from the rules the engine runs
    // (`StateGraph.entry(of:region:)`, else the level's first child), region by region.
    @Test func aCompositeEnteredAtItsStartNodeHasAnInitialState() throws {
        // The `<<start>>` node is where the engine enters, even with no arrow leaving it.
        let stuck = "[*] --> Box\nstate Box {\n  a --> b : go\n  state s <<start>>\n}\nBox --> [*]\n"
        #expect(try entered(stuck) == ["s"])
        #expect(try missingInitials(stuck).isEmpty)
        let started = "[*] --> Box\nstate Box {\n  a --> b : go\n  state s <<start>>\n  s --> b\n}\nBox --> [*]\n"
        #expect(try entered(started) == ["b"])
        #expect(try missingInitials(started).isEmpty)
    }

    @Test func eachRegionOfACompositeIsJudgedAsTheEngineEntersIt() throws {
        let text = "[*] --> P\nstate P {\n  [*] --> a1\n  a1 --> a2 : go\n  --\n  b1 --> b2 : go\n}\n"
        #expect(try entered(text) == ["a1", "b1"])
        let found = try missingInitials(text)
        #expect(found.count == 1)
        #expect(found.first?.line == 2)
        #expect(found.first?.message.contains("composite state 'P' is entered but its region 2 has no initial") == true)
        #expect(found.first?.message.contains("the chart enters 'b1', the region's first state") == true)
        // A `<<start>>` node in the second region enters that region only.
        let started =
            "[*] --> P\nstate P {\n  a1 --> a2 : go\n  --\n  state s <<start>>\n  s --> b2\n  b1 --> b2 : go\n}\n"
        #expect(try entered(started) == ["a1", "b2"])
        let first = try missingInitials(started)
        #expect(first.count == 1)
        #expect(first.first?.message.contains("its region 1 has no initial state") == true)
        #expect(first.first?.message.contains("the chart enters 'a1'") == true)
    }

    @Test func aCompositeDrawnStartingWithAChoiceIsEnteredAtTheChoice() throws {
        let text = "[*] --> Box\nstate Box {\n  state c <<choice>>\n  a --> b : go\n  c --> b\n}\n"
        #expect(try entered(text) == ["b"])
        let found = try missingInitials(text)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("the chart enters 'c', its first inner state") == true)
    }

    @Test func secondTapSelfLoopIsANote() throws {
        let found = try diagnostics(
            """
            [*] --> sleeping
            sleeping --> doing : execute
            doing --> doing : execute
            doing --> sleeping : finish
            sleeping --> sleeping : tick
            doing --> sleeping2 : tick
            sleeping2 --> [*]
            """)
        // Line 5 is not hinted: `tick` is handled elsewhere and does not lead into `sleeping`.
        let hints = found.filter { $0.code == "self-loop-hint" }
        #expect(hints.map(\.line) == [3])
        #expect(hints.first?.severity == .note)
        #expect(hints.first?.message.contains("'doing'") == true)
    }

    /// `check` reports errors and warnings only (DESIGN.md: `FILE:LINE:COL: error|warning: message [code]`); the
    /// analysis keeps its notes for library users.
    @Test func checkReportsNoNotes() throws {
        let text = "[*] --> a\na --> b : next\nb --> b : refresh\nb --> [*]\n"
        let report = DiagramChecker.check(file: "x.puml", text: text, format: .plantuml)
        #expect(report.diagnostics.isEmpty)
        #expect(report.diagnosticLines.isEmpty)
        #expect(try diagnostics(text).map(\.code) == ["self-loop-hint"])
    }

    @Test func selfLoopOnAnEventEveryOtherStateIgnoresIsANote() throws {
        let found = try diagnostics("[*] --> a\na --> b : next\nb --> b : refresh\nb --> b : refresh\nb --> [*]\n")
        let hints = found.filter { $0.code == "self-loop-hint" }
        #expect(hints.map(\.line) == [3])
        #expect(hints.first?.message.contains("every other state ignores") == true)
    }

    @Test func nondeterminismIsAnError() throws {
        let found = try diagnostics("[*] --> a\na --> b : go\na --> c : go\nb --> [*]\nc --> [*]\n")
        #expect(found.map(\.code) == ["nondeterministic"])
        #expect(found[0].severity == .error && found[0].line == 3)
    }

    @Test func diagnosticsAreSortedByLineAndColumn() throws {
        let found = try diagnostics(
            "[*] --> a\n  x --> y\nstate c <<choice>>\na --> b : go\na --> d : go\n")
        let positions = found.map { [$0.line, $0.column] }
        #expect(positions == positions.sorted { $0.lexicographicallyPrecedes($1) })
        #expect(found.count >= 5)
    }
}
