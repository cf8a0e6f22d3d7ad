import Switchyard
import SwitchyardDiagrams
import Testing

/// Issue 19 item 14: where `check`'s structural reading (the `unreachable` field of DESIGN.md's contract) and the
/// engine that `trace` and `paths` run differ, `check` says so at the state, and never contradicts them silently.
@Suite struct EngineReadingTests {
    private func check(_ text: String, _ format: DiagramFormat = .plantuml) -> CheckReport {
        DiagramChecker.check(file: "chart", bytes: Array(text.utf8), format: format)
    }

    private func plan(_ text: String) throws -> PathPlan {
        try PathPlanner.plan(try PlantUMLReader().read(text), cover: .states)
    }

    @Test func aCompositeWhoseInitialArrowLeavesItIsReportedAsTheEngineRefusesIt() throws {
        let text =
            "@startuml\nstate B\n[*] --> A\nstate A {\n  [*] --> B\n  a1 --> a2 : go\n}\nB --> A : back\n@enduml\n"
        #expect(throws: DiagramParseError.self) { try plan(text) }
        let report = check(text)
        let refusal = try #require(report.diagnostics.first { $0.code == "not-runnable" })
        #expect(refusal.severity == .warning)
        #expect(refusal.message.contains("initial state 'B' is not inside 'A'"))
        #expect(refusal.line == 4)
        // In Mermaid the same text draws 'B' inside 'A' (it is named in A's block), and is read so: it runs.
        let mermaid = check("stateDiagram-v2\n[*] --> A\nstate B\nstate A {\n  [*] --> B\n}\n", .mermaid)
        #expect(!mermaid.diagnostics.contains { $0.code == "not-runnable" })
        #expect(mermaid.diagnostics.contains { $0.code == "drawn-inside" && $0.line == 5 })
    }

    @Test func anArrowShadowedByAnEarlierOneOnTheSameEventIsNeverEntered() throws {
        let text = "@startuml\n[*] --> A\nA --> B : go\nA --> C : go\n@enduml\n"
        #expect(try plan(text).unreachable == ["C"])
        let report = check(text)
        #expect(report.unreachable.isEmpty)  // the contract's structural reading is unchanged
        let finding = try #require(report.diagnostics.first { $0.code == "never-entered" })
        #expect(finding.line == 4 && finding.severity == .warning)
        #expect(finding.message.contains("state 'C'"))
        #expect(finding.message.contains("'A' takes its first arrow on 'go' (line 3), to 'B'"))
    }

    @Test func aCompositeWithoutInitialEntersItsFirstInnerStateAndCheckSaysSo() throws {
        let text = "@startuml\n[*] --> A\nstate A {\n  a1 --> a2 : go\n}\nA --> D : leave\n@enduml\n"
        #expect(try plan(text).unreachable.isEmpty)
        let report = check(text)
        #expect(report.unreachable == ["a1", "a2"])
        let composite = try #require(report.diagnostics.first { $0.code == "composite-without-initial" })
        #expect(composite.message.contains("the chart enters 'a1'"))
        let inner = report.diagnostics.filter { $0.code == "unreachable" }
        #expect(inner.count == 2)
        #expect(inner.allSatisfy { $0.message.contains("when run (trace, paths, simulate), the chart does enter it") })
        #expect(inner.contains { $0.message.contains("enters its first inner state, 'a1'") })
    }

    // Issue 18 review: `check` reads where a level is entered from the rule the engine runs
    // (`StateGraph.entry(of:region:)`), per region and with `<<start>>` nodes, as the engine and the writers do.
    @Test func aRegionWithoutInitialEntersItsFirstInnerStateThoughAnotherRegionHasOne() throws {
        let text =
            "@startuml\n[*] --> P\nstate P {\n  [*] --> a1\n  a1 --> a2 : go\n  --\n  b1 --> b2 : go\n}\n@enduml\n"
        #expect(try plan(text).unreachable.isEmpty)
        let report = check(text)
        let b1 = try #require(report.diagnostics.first { $0.code == "unreachable" && $0.message.contains("'b1'") })
        #expect(b1.message.contains("the chart does enter it: 'P' has no '[*]' inside it"))
        #expect(b1.message.contains("enters its first inner state, 'b1'"))
    }

    @Test func aCompositeEnteredAtItsStartNodeIsNotSaidToEnterItsFirstInnerState() throws {
        let text =
            "@startuml\n[*] --> A\nstate A {\n  a0 --> a1 : go\n  state s <<start>>\n  s --> a1\n}\n@enduml\n"
        #expect(try plan(text).unreachable == ["a0"])
        let report = check(text)
        #expect(report.unreachable == ["a0"])
        #expect(!report.diagnostics.contains { $0.message.contains("first inner state") })
        #expect(!report.diagnostics.contains { $0.message.contains("the chart does enter it") })
    }

    @Test func aChartWithoutTopLevelInitialSaysWhereTheEngineStarts() throws {
        let text = "@startuml\nstate A\nA --> B : go\nB --> C : next\n@enduml\n"
        #expect(try plan(text).initial == "A")
        let report = check(text)
        #expect(report.initial.isEmpty)
        let finding = try #require(report.diagnostics.first { $0.code == "no-initial" })
        #expect(finding.message.contains("the chart starts in 'A'"))
        #expect(finding.message.contains("enters 3 of its 3 states"))
    }

    @Test func whereBothReadingsAgreeNothingIsAdded() throws {
        let text = "@startuml\n[*] --> A\nA --> B : go\nB --> [*]\nisland --> A : x\n@enduml\n"
        let report = check(text)
        #expect(report.diagnostics.map(\.code) == ["unreachable"])
        #expect(
            report.diagnostics[0].message
                == "state 'island' cannot be reached from the initial state by the drawn arrows (structural reading)")
    }

    @Test func aPlanSaysWhenItsSearchWasCutShort() throws {
        // Each lap schedules one more delayed send that is never cancelled, so the search stops at the pending
        // limit: the plan must say its unreachable list may be incomplete.
        let text = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a">
              <state id="a"><transition event="go" target="b"><send event="later" delay="10s"/></transition></state>
              <state id="b"><transition event="go" target="a"><send event="later" delay="10s"/></transition></state>
            </scxml>
            """
        let diagram = try SCXMLReader().readDiagram(bytes: Array(text.utf8))
        let plan = PathPlanner.plan(diagram, cover: .states)
        #expect(plan.isTruncated)
        #expect(PathFormatter.text(plan).contains("search stopped before it saw every configuration"))
        #expect(PathFormatter.json(plan).contains("\"truncated\" : true"))
        let small = try PathPlanner.plan(try PlantUMLReader().read("[*] --> a\na --> b : go\n"), cover: .states)
        #expect(!small.isTruncated && !PathFormatter.json(small).contains("truncated"))
    }
}

/// `check` says when the engine's search stopped at its configuration limit, instead of leaving `never-entered`
/// unchecked silently.
struct EngineReadingLimitTests {
    static let text = "@startuml\n[*] --> A\nA --> B : go\nB --> C : go\nA --> D : go\n@enduml\n"

    static func report(limit: Int) throws -> CheckReport {
        let graph = try PlantUMLReader().read(text)
        var report = CheckReport(file: "chart", format: .plantuml, analysis: GraphAnalysis(graph))
        EngineReading.reconcile(&report, graph: graph, configurationLimit: limit)
        return report
    }

    @Test func aSearchStoppedAtTheLimitIsAWarning() throws {
        let cut = try Self.report(limit: 2)
        let note = try #require(cut.diagnostics.first { $0.code == "engine-search-limit" })
        #expect(note.severity == .warning)
        #expect(note.message.contains("up to 2 configurations"))
        #expect(!cut.diagnostics.contains { $0.code == "never-entered" })
        let whole = try Self.report(limit: 3)
        #expect(!whole.diagnostics.contains { $0.code == "engine-search-limit" })
        #expect(whole.diagnostics.contains { $0.code == "never-entered" }, "\(whole.diagnostics)")
    }
}
