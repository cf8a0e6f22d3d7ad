import Switchyard
import Testing

@testable import SwitchyardDiagrams

/// One label grammar, UML's `event [guard] / action`, read one way by the engine that runs a drawing, by `check`
/// and by code generation: text after `/` is the action (so `a / b [c]` has no guard), and the event an arrow is
/// taken on besides its whole label is the event part, else the guard text, else the label itself.
struct EventLabelTests {
    /// A label and how it reads.
    struct Row: Sendable, CustomTestStringConvertible {
        var label: String
        var event: String
        var guardText: String?
        var action: String?
        /// The event the engine takes the arrow on besides the whole label.
        var takenOn: String
        var testDescription: String { "'\(label)'" }
    }

    static let rows: [Row] = [
        Row(label: "tap [ready] / start()", event: "tap", guardText: "ready", action: "start()", takenOn: "tap"),
        Row(label: "tap / start()", event: "tap", guardText: nil, action: "start()", takenOn: "tap"),
        Row(label: "tap", event: "tap", guardText: nil, action: nil, takenOn: "tap"),
        Row(label: "[ready]", event: "", guardText: "ready", action: nil, takenOn: "ready"),
        Row(label: "[ready] / start", event: "", guardText: "ready", action: "start", takenOn: "ready"),
        Row(label: "/ start", event: "", guardText: nil, action: "start", takenOn: "/ start"),
        Row(
            label: "  tap   [ ready ]   /   start  ", event: "tap", guardText: "ready", action: "start", takenOn: "tap"),
        Row(label: "a / b [c]", event: "a", guardText: nil, action: "b [c]", takenOn: "a"),
        Row(label: "a / b [c] / d", event: "a", guardText: nil, action: "b [c] / d", takenOn: "a"),
        Row(label: "a [g] x", event: "a x", guardText: "g", action: nil, takenOn: "a x"),
        Row(label: "a [list[0] > 1] / b", event: "a", guardText: "list[0] > 1", action: "b", takenOn: "a"),
        Row(label: "a [x / 2 > 1]", event: "a", guardText: "x / 2 > 1", action: nil, takenOn: "a"),
        Row(label: "a [open", event: "a [open", guardText: nil, action: nil, takenOn: "a [open"),
        Row(label: "[]", event: "", guardText: "", action: nil, takenOn: "[]"),
        Row(label: "success / failure", event: "success", guardText: nil, action: "failure", takenOn: "success"),
        // PlantUML's written line break lays a label out; plantuml draws `go`, then `[x > 1] / act` below it.
        Row(label: "go\\n[x > 1] / act", event: "go", guardText: "x > 1", action: "act", takenOn: "go"),
        Row(label: "tap /\\nstart()", event: "tap", guardText: nil, action: "start()", takenOn: "tap"),
        Row(label: "back\\nhome", event: "back\\nhome", guardText: nil, action: nil, takenOn: "back\\nhome"),
    ]

    @Test(arguments: rows) func theSharedRuleSplitsTheLabel(_ row: Row) {
        let parts = EventLabel(row.label)
        #expect(parts.event == row.event)
        #expect(parts.guardText == row.guardText)
        #expect(parts.action == row.action)
        #expect(EventLabel.event(of: row.label) == row.takenOn)
    }

    @Test func anEmptyLabelHasNoParts() {
        let parts = EventLabel("   ")
        #expect(parts.event.isEmpty && parts.guardText == nil && parts.action == nil)
        #expect(parts.eventName == "completion")
    }

    /// `check`'s index reads each label as the rule does: the same event and "guarded" exactly when a guard is
    /// written (`a / b [c]` is not guarded: `[c]` is inside its action).
    @Test(arguments: rows) func checkReadsTheLabelAsTheRuleDoes(_ row: Row) {
        let graph = StateGraph(
            states: [GraphState(id: "s"), GraphState(id: "t")],
            transitions: [GraphTransition(from: .state("s"), to: .state("t"), label: row.label)])
        let index = AnalysisIndex(graph)
        let label = index.labelID[0]
        #expect(index.labels.eventNames[index.labels.event[label]] == row.takenOn)
        #expect(index.labels.isGuarded[label] == !(row.guardText ?? "").isEmpty)
    }

    /// The engine takes the arrow on its whole label and on the rule's event, and code generation and the SCXML
    /// writer name the same events.
    @Test(arguments: rows) func theEngineAndCodeGenerationTakeTheArrowOnTheRulesEvent(_ row: Row) throws {
        let graph = StateGraph(
            states: [GraphState(id: "s"), GraphState(id: "t")],
            transitions: [
                GraphTransition(from: .initial(scope: nil, region: 0), to: .state("s")),
                GraphTransition(from: .state("s"), to: .state("t"), label: row.label),
            ])
        let start = DiagramRun(try DiagramChart(graph).start())
        #expect(start.sending(row.label)?.run.activeStates == ["t"])
        #expect(start.sending(row.takenOn)?.run.activeStates == ["t"])
        #expect(DrawnEventNames.event(of: row.label) == row.takenOn)
        #expect(DrawingEventTokens.names(taking: row.label) == [row.label, row.takenOn].uniqued())
    }

    @Test func labelsSplitIntoEventGuardAndAction() {
        let label = EventLabel("tap [ready && count > 0] / start()")
        #expect(label.event == "tap")
        #expect(label.guardText == "ready && count > 0")
        #expect(label.action == "start()")
        #expect(EventLabel("[authenticated]").eventName == "authenticated")
        #expect(EventLabel("success / failure").event == "success")
        #expect(EventLabel("   ").eventName == "completion")
    }

    /// `a / b [c]` next to a guard-less `a` is no guard overlap: `[c]` is part of the action.
    @Test func bracketsInAnActionAreNoGuard() throws {
        let text = "[*] --> s\ns --> t : a\ns --> u : a / b [c]\nt --> [*]\nu --> [*]\n"
        let codes = GraphAnalysis(try PlantUMLReader().read(text)).diagnostics.map(\.code)
        #expect(!codes.contains("guard-overlap"))
        let guarded = "[*] --> s\ns --> t : a\ns --> u : a [c] / b\nt --> [*]\nu --> [*]\n"
        #expect(GraphAnalysis(try PlantUMLReader().read(guarded)).diagnostics.map(\.code) == ["guard-overlap"])
    }
}

extension Array where Element: Hashable {
    fileprivate func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
