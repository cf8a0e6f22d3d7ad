import Switchyard
import SwitchyardDiagrams
import Testing

/// Inputs built to break a parser: they must give a graph or an error with a position, quickly, without crashing.
@Suite struct HostileInputTests {
    @Test func compositeNesting100000Deep() throws {
        let depth = 100_000
        var text = "[*] --> s0\n"
        for level in 0..<depth {
            text += "state s\(level) {\n[*] --> " + (level == depth - 1 ? "leaf" : "s\(level + 1)") + "\n"
        }
        text += String(repeating: "}\n", count: depth)
        let graph = try PlantUMLReader().read(text)
        #expect(graph.states.count == depth + 1)
        #expect(graph.state(named: "leaf")?.parent == "s\(depth - 1)")
        let analysis = GraphAnalysis(graph)
        #expect(analysis.unreachable.isEmpty)
        #expect(analysis.deadEnds == ["leaf"])
    }

    @Test func unclosedDeepNestingIsClosedWithAWarningPerOpening() {
        let text = "[*] --> s0\n" + (0..<100_000).map { "state s\($0) {\n" }.joined()
        let report = DiagramChecker.check(file: "x.puml", text: text, format: nil)
        #expect(report.error == nil)
        let unclosed = report.diagnostics.filter { $0.code == "unclosed-composite" }
        #expect(unclosed.count == 100_000)
        #expect(unclosed.first?.line == 2)
    }

    @Test func mermaidNesting100000Deep() throws {
        let depth = 100_000
        let text =
            "stateDiagram-v2\n" + (0..<depth).map { "state s\($0) {\n" }.joined() + "a --> b\n"
            + String(repeating: "}\n", count: depth)
        let graph = try MermaidReader().read(text)
        #expect(graph.states.count == depth + 2)
    }

    @Test func oneMegabyteLine() throws {
        let label = String(repeating: "x", count: 1 << 20)
        let graph = try PlantUMLReader().read("[*] --> a\na --> b : \(label)\n")
        #expect(graph.transitions[1].label?.utf8.count == 1 << 20)
        let name = String(repeating: "n", count: 1 << 20)
        let other = try PlantUMLReader().read("[*] --> \(name)\n")
        #expect(other.states.first?.id.utf8.count == 1 << 20)
        // A megabyte of arrow characters is an error, not a hang.
        let arrow = "a " + String(repeating: "-", count: 1 << 20) + ">\n"
        #expect(throws: DiagramParseError.self) { try PlantUMLReader().read(arrow) }
    }

    @Test func fiftyMegabyteFile() throws {
        // 50 MB: a long comment block, a long note and ordinary lines, as bytes.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(52_000_000)
        bytes += Array("@startuml\n[*] --> a\n/' ".utf8)
        bytes += [UInt8](repeating: 0x41, count: 25_000_000)
        bytes += Array(" '/\nnote left of a\n".utf8)
        bytes += [UInt8](repeating: 0x42, count: 25_000_000)
        bytes += Array("\nend note\na --> b : go\n@enduml\n".utf8)
        #expect(bytes.count > 50_000_000)
        let graph = try DiagramReader.read(bytes: bytes, format: .plantuml)
        #expect(graph.transitions.count == 2)
        #expect(graph.transitions[1].textPosition?.line == 7)
    }

    @Test func invalidUTF8IsAnErrorWithItsPosition() {
        var bytes = Array("[*] --> a\na --> b : caf".utf8)
        bytes += [0xC3]  // truncated sequence
        bytes += Array(" x\n".utf8)
        #expect(throws: DiagramParseError(message: "invalid UTF-8 byte 0xC3", line: 2, column: 14)) {
            try DiagramReader.read(bytes: bytes, format: .plantuml)
        }
        let overlong: [UInt8] = Array("stateDiagram-v2\n".utf8) + [0xC0, 0x80]
        #expect(throws: DiagramParseError(message: "invalid UTF-8 byte 0xC0", line: 2, column: 1)) {
            try DiagramReader.read(bytes: overlong, format: .mermaid)
        }
        let surrogate: [UInt8] = Array("é ".utf8) + [0xED, 0xA0, 0x80]
        #expect(throws: DiagramParseError(message: "invalid UTF-8 byte 0xED", line: 1, column: 3)) {
            try DiagramReader.read(bytes: surrogate, format: .plantuml)
        }
    }

    /// plantuml (Java's UTF-8 decoder) and Mermaid's tools read malformed bytes as U+FFFD and draw the diagram, so
    /// `check` reads it too, with a warning at the first malformed byte; SCXML is XML and refuses it.
    @Test func checkReadsMalformedUTF8AsPlantUMLAndMermaidDo() {
        let latin1: [UInt8] = Array("@startuml\n[*] --> a\na --> b : caf".utf8) + [0xE9] + Array("\n@enduml\n".utf8)
        let report = DiagramChecker.check(file: "latin1.puml", bytes: latin1, format: nil)
        #expect(report.error == nil)
        #expect(report.events == ["caf\u{FFFD}"])
        #expect(report.diagnostics.filter { $0.code == "invalid-utf8" }.map { [$0.line, $0.column] } == [[3, 14]])
        let mermaid = Array("stateDiagram-v2\n[*] --> \u{E9}t\u{E9}\n".utf8.map { $0 }).replacing(
            [0xC3, 0xA9], with: [0xE9])
        #expect(DiagramChecker.check(file: "x.mmd", bytes: mermaid, format: nil).states == ["\u{FFFD}t\u{FFFD}"])
        let scxml =
            Array("<scxml xmlns=\"http://www.w3.org/2005/07/scxml\"><state id=\"caf".utf8) + [0xE9]
            + Array("\"/></scxml>".utf8)
        #expect(DiagramChecker.check(file: "x.scxml", bytes: scxml, format: nil).error != nil)
    }

    @Test func controlCharactersAndNULAreErrorsNotCrashes() {
        #expect(throws: DiagramParseError.self) { try PlantUMLReader().read("a --> b\n\u{0}\u{1}\n") }
        #expect(throws: DiagramParseError.self) { try MermaidReader().read("stateDiagram\n\u{0}\n") }
    }

    @Test func manyUnclosedBlocksDoNotHang() {
        let text = String(repeating: "/' ", count: 100_000)
        #expect(throws: DiagramParseError.self) { try PlantUMLReader().read(text) }
        let quotes = String(repeating: "\"", count: 100_001)
        #expect(throws: DiagramParseError.self) { try PlantUMLReader().read(quotes) }
    }
}
