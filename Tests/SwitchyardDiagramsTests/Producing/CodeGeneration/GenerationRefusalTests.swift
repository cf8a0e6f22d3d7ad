import Switchyard
import SwitchyardDiagrams
import Testing

/// `generate swift` makes what the drawing says or refuses, with the diagram position.
struct GenerationRefusalTests {
    private func error(_ text: String, choicesAsStates: Bool = false) throws -> CodeGenerationError? {
        var generator = SwiftMachineGenerator(typeName: "T")
        generator.choicesAsStates = choicesAsStates
        let graph = try PlantUMLReader().read(text)
        do {
            _ = try generator.generate(graph)
            return nil
        } catch {
            return error
        }
    }

    @Test func pseudoStatesAreRefused() throws {
        let choice = try error("[*] --> A\nstate c <<choice>>\nA --> c : go\nc --> B : [x]\nc --> C : [else]\n")
        #expect(choice?.line == 2)
        #expect(choice?.message.contains("choice") == true)
        let fork = try error("[*] --> A\nstate f <<fork>>\nA --> f\nf --> B\n")
        #expect(fork?.line == 2)
        let bar = try error("[*] --> A\nA --> ===J===\n===J=== --> B\n")
        #expect(bar?.line == 2)
        #expect(try error("[*] --> c\nstate c <<choice>>\nc --> B : [x]\n", choicesAsStates: true) == nil)
    }

    @Test func aStartStateIsTheInitialStateDrawnAnotherWay() throws {
        // `check`, `trace` and `paths` start at A; generation used to refuse "no initial state".
        let graph = try PlantUMLReader().read(
            "state s1 <<start>>\ns1 --> A\nA --> C : go\nstate C {\n  state s <<start>>\n  s --> X\n  X --> Y : next\n}\n"
        )
        let source = try SwiftMachineGenerator(typeName: "T").generate(graph)
        #expect(source.contains("Machine<State, Event>.table(initial: .a, table)"))
        #expect(source.contains(".from(.a, on: .go, to: .x)"))  // C is entered at its start state's target
        #expect(!source.contains("case s1") && !source.contains("case s\n"))  // pseudo-states are no states
        #expect(!source.contains("completion"))  // their arrows are taken at once, on no event
        // A labelled arrow from a start state waits for its event in the engine; a table cannot start there.
        let labelled = try error("state s1 <<start>>\ns1 --> A : boot\nA --> B : go\n")
        #expect(labelled?.line == 2)
        #expect(labelled?.message.contains("labelled 'boot'") == true)
    }

    @Test func initialStateMustBeOneLeaf() throws {
        let two = try error("[*] --> A\n[*] --> B\nA --> B : go\n")
        #expect(two?.line == 2)
        #expect(two?.description.hasPrefix("2:1: ") == true)
        let none = try error("state A\nA --> B : go\n")
        #expect(none?.message.contains("no initial state") == true)
        #expect(none?.line == 1)
        // A composite without an inner `[*]` is entered at its first child, as the engine does.
        #expect(try error("state C {\n  state a\n}\n[*] --> C\n") == nil)
        #expect(try error("state C {\n  [*] --> a\n}\n[*] --> C\n") == nil)
        #expect(try error("[*] --> A\n[*] --> A\nA --> B : go\n") == nil)
    }

    private func source(_ text: String, choicesAsStates: Bool = false) throws -> String {
        var generator = SwiftMachineGenerator(typeName: "T")
        generator.choicesAsStates = choicesAsStates
        return try generator.generate(try PlantUMLReader().read(text))
    }

    /// The table once went to `C` itself, where `next` does nothing, while the engine enters `c1`.
    @Test func aCompositeWithoutInnerInitialIsEnteredAtItsFirstChild() throws {
        let text = "[*] --> A\nA --> C : go\nstate C {\n  c1 --> c2 : next\n}\n"
        let generated = try source(text)
        #expect(generated.contains(".from(.a, on: .go, to: .c1)"))
        #expect(generated.contains(".from(.c1, on: .next, to: .c2)"))
        var run = try DiagramSimulation(try PlantUMLReader().read(text))
        run.send("go")
        #expect(run.current == "c1")
        let initial = try source("state C {\n  state a\n  state b\n}\n[*] --> C\n")
        #expect(initial.contains("initial: .a"))
    }

    /// The statechart generator refuses what the table generator refuses, at a diagram position.
    @Test func statechartDiagramsAreRefusedLikeTables() throws {
        let history = "state A {\n  [*] --> a\n  state H <<history>>\n}\nB --> H : back\n"
        let twoInitials = try error("[*] --> A\n[*] --> B\n" + history)
        #expect(twoInitials?.line == 2)
        #expect(twoInitials?.message.contains("more than one initial state") == true)
        let none = try error(history)
        #expect(none?.message.contains("no initial state") == true)
        #expect(none?.line == 1)
        let choice =
            "[*] --> Act\nstate Act {\n  [*] --> a\n  a --> c1 : decide\n  state c1 <<choice>>\n"
            + "  c1 --> a : [x]\n  state H <<history>>\n}\nAct --> P : pause\nP --> H : resume\n"
        let refused = try error(choice)
        #expect(refused?.line == 5)
        #expect(refused?.message.contains("--choices-as-states") == true)
        #expect(try error(choice, choicesAsStates: true) == nil)
    }

    @Test func forkAndJoinRefusalsDoNotSuggestChoicesAsStates() throws {
        let fork = try error("[*] --> A\nstate f <<fork>>\nA --> f\nf --> B\n")
        #expect(fork?.message.contains("choices-as-states") == false)
        let join = try error("[*] --> A\nstate j <<join>>\nA --> j\nj --> B\n")
        #expect(join?.line == 2)
        #expect(join?.message.contains("choices-as-states") == false)
    }

    /// An inner `[*]` completes its composite, whose unlabelled arrow the engine then takes: a statechart says so.
    @Test func anInnerFinalArrowGeneratesAStatechart() throws {
        let generated = try source("[*] --> C\nstate C {\n  [*] --> x\n  x --> [*] : fin\n}\nC --> D\n")
        #expect(generated.contains("Statechart<State, Event, Context>"))
        #expect(generated.contains("case cFinal = \"C[*]\""))
    }
}
