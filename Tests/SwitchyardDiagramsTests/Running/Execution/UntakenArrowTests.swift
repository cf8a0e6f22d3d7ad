import Switchyard
import SwitchyardDiagrams
import Testing

/// The arrows a transition-covering plan cannot take are named by their ends and label, with a line only when the
/// graph came from a file: a graph made from code has no lines to report.
struct UntakenArrowTests {
    enum Screen: String, Hashable, Sendable { case home, settings, orphan }
    enum Tap: String, Hashable, Sendable { case open, close, back }

    @Test func aGraphFromCodeNamesItsUntakenArrowsWithoutLines() throws {
        let table = TransitionTable<Screen, Tap>([
            .from(.home, on: .open, to: .settings),
            .from(.settings, on: .close, to: .home),
            .from(.orphan, on: .back, to: .home),
        ])
        let plan = try PathPlanner.plan(table.graph(name: "Screens", initial: .home), cover: .transitions)
        #expect(plan.untakenTransitions == ["orphan --> home : back"])
        #expect(plan.untakenTransitionLines.isEmpty)
        let text = PathFormatter.text(plan)
        #expect(text.contains("arrows never taken: orphan --> home : back\n"))
        #expect(!text.contains("lines: 0"))
    }

    @Test func aDiagramNamesItsUntakenArrowsWithTheirLines() throws {
        let source = """
            @startuml
            [*] --> A
            A --> B : go
            C --> A : back
            @enduml
            """
        let plan = try PathPlanner.plan(try DiagramReader.read(source, format: .plantuml), cover: .transitions)
        #expect(plan.untakenTransitions == ["C --> A : back (line 4)"])
        #expect(plan.untakenTransitionLines == [4])
    }

    /// Entering a composite through a history that has no default drawn, before anything was recorded, takes the
    /// composite's `[*]` arrow (the engine enters the composite's default), so that arrow is covered.
    @Test(arguments: ["[H]", "[H*]"])
    func aHistoryWithoutDefaultTakesTheCompositeInitialArrow(history: String) throws {
        let source = """
            @startuml
            [*] --> Off
            state On {
              [*] --> Low
              Low --> High : up
            }
            Off --> On\(history) : power
            On --> Off : power
            @enduml
            """
        let plan = try PathPlanner.plan(try DiagramReader.read(source, format: .plantuml), cover: .transitions)
        #expect(plan.untakenTransitions.isEmpty)
    }
}
