import PropertyBased
import Switchyard
import SwitchyardDiagrams
import Testing

/// Random text never crashes or hangs a reader: it gives a graph, or an error whose line lies within the input.
@Suite(.timeLimit(.minutes(5))) struct ReaderPropertyTests {
    /// Fragments of diagram syntax, so random lines often look almost valid.
    private static let fragments = [
        "[*]", "-->", "->", "<-", "-right->", "-[#red]->", "state", "note", "end note", "{", "}", "--", "||", ":",
        "<<choice>>", "\"", "as", "'", "/'", "'/", "[H]", "[H*]", "a", "b", "状態", "#pink", "\n", "\r\n", " ", "@enduml",
        "stateDiagram-v2", "%%", ":::", "skinparam", "legend", "title", "\u{0}", "é",
    ]

    private static let text = Gen.element(of: fragments).map { $0 ?? "" }.array(of: 0...60).map { $0.joined() }

    private func lineCount(_ bytes: [UInt8]) -> Int { bytes.count { $0 == 0x0A } + 1 }

    @Test func plantUMLReaderNeverCrashes() async {
        await propertyCheck(count: 300, input: Self.text) { text in
            do throws(DiagramParseError) {
                let graph = try PlantUMLReader().read(text)
                #expect(graph.transitions.allSatisfy { ($0.textPosition?.line ?? 0) <= lineCount(Array(text.utf8)) })
            } catch {
                #expect(error.line >= 1 && error.line <= lineCount(Array(text.utf8)))
                #expect(error.column >= 1)
            }
        }
    }

    @Test func mermaidReaderNeverCrashes() async {
        await propertyCheck(count: 300, input: Self.text) { text in
            do throws(DiagramParseError) {
                _ = try MermaidReader().read("stateDiagram-v2\n" + text)
            } catch {
                #expect(error.line >= 1 && error.line <= lineCount(Array(text.utf8)) + 1)
            }
        }
    }

    @Test func randomBytesNeverCrash() async {
        await propertyCheck(count: 300, input: Gen<UInt8>.value(in: 0...255).array(of: 0...200)) { bytes in
            for format in DiagramFormat.allCases {
                let report = DiagramChecker.check(file: "fuzz", bytes: bytes, format: format)
                if let error = report.error {
                    // A file that was read has a line to point at (only an unreadable file has none).
                    #expect(error.line.map { $0 >= 1 && $0 <= lineCount(bytes) } == true)
                }
            }
        }
    }
}
