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

    @Test func initialStateMustBeOneLeaf() throws {
        let two = try error("[*] --> A\n[*] --> B\nA --> B : go\n")
        #expect(two?.line == 2)
        #expect(two?.description.hasPrefix("2:1: ") == true)
        let none = try error("A --> B : go\n")
        #expect(none?.message.contains("no initial state") == true)
        let composite = try error("state C {\n  state a\n}\n[*] --> C\n")
        #expect(composite?.line == 4)
        #expect(try error("state C {\n  [*] --> a\n}\n[*] --> C\n") == nil)
        #expect(try error("[*] --> A\n[*] --> A\nA --> B : go\n") == nil)
    }
}
