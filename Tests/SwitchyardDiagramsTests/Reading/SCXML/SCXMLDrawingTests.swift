import Switchyard
import SwitchyardDiagrams
import Testing

/// A graph the engine cannot run is still written as SCXML: well-formed, marked `switchyard:runnable="false"`, read
/// back as the same graph by `readGraph`, and refused as a chart by `read`, as the engine refuses it.
@Suite struct SCXMLDrawingTests {
    /// Writes `text` (in `format`) as SCXML and checks the trip; returns the SCXML.
    @discardableResult
    static func expectDrawing(
        _ text: String, format: DiagramFormat = .plantuml, refusal: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> String {
        let graph = try DiagramReader.read(text, format: format)
        let scxml = try SCXMLWriter().write(graph)
        #expect(scxml.contains("switchyard:runnable=\"false\""), sourceLocation: sourceLocation)
        let read = try SCXMLReader().readGraph(bytes: Array(scxml.utf8))
        let before = DrawingMeaning(graph)
        let after = DrawingMeaning(read)
        #expect(before == after, "\(scxml)\nbefore:\n\(before)\nafter:\n\(after)", sourceLocation: sourceLocation)
        #expect(histories(graph) == histories(read), sourceLocation: sourceLocation)
        do {
            _ = try SCXMLReader().read(scxml)
            Issue.record("the engine runs a drawing:\n\(scxml)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.message.contains(refusal), "\(error.message)", sourceLocation: sourceLocation)
        }
        return scxml
    }

    /// Every history endpoint with the composite it belongs to.
    static func histories(_ graph: StateGraph) -> [String] {
        graph.transitions.flatMap { [$0.from, $0.to] }.compactMap { endpoint in
            guard case .history(let scope, let deep) = endpoint else { return nil }
            return "\(scope ?? "-")[H\(deep ? "*" : "")]"
        }.sorted()
    }

    @Test func twoTopLevelInitialArrowsWithTheirLabels() throws {
        let scxml = try Self.expectDrawing(
            "[*] --> a : one\n[*] --> b : two\na --> b : go\n", refusal: "'a' and 'b' are in the same region")
        #expect(scxml.contains("initial=\"a b\""))
    }

    @Test func twoInitialArrowsInOneComposite() throws {
        try Self.expectDrawing(
            "[*] --> C\nstate C {\n  [*] --> x\n  [*] --> y : also\n  x --> y\n}\n",
            refusal: "'x' and 'y' are in the same region")
    }

    @Test func anInitialArrowOfACompositeToAStateOutsideIt() throws {
        // `Configuring` is declared at the top level first, so `A`'s `[*]` leaves `A`, which has no children.
        try Self.expectDrawing(
            "[*] --> A\nstate Configuring {\n  [*] --> Z\n}\nstate A {\n  [*] --> Configuring\n}\n",
            refusal: "has an initial transition but no children")
    }

    @Test func aHistoryOfAStateWithoutChildren() throws {
        try Self.expectDrawing(
            "[*] --> A\nstate B\nA --> B[H*] : deep\nA --> B[H] : shallow\nB --> A\n",
            refusal: "has a history but no children")
    }

    @Test func aMermaidInitialStateOutsideItsComposite() throws {
        let text = """
            stateDiagram-v2
              state auth {
                [*] --> loggedOut
                loggedOut --> loggedIn
              }
              state main {
                [*] --> loggedIn
                loggedIn --> browsing
              }
              [*] --> auth
            """
        // Mermaid draws `loggedIn` in `main`, the last block that names it, and the reader reads it there (with a
        // `drawn-inside` warning); `auth`'s arrow to it then leaves `auth`, and the chart runs.
        let graph = try DiagramReader.read(text, format: .mermaid)
        #expect(graph.state(named: "loggedIn")?.parent == "main")
        let report = DiagramChecker.check(file: "auth.mmd", bytes: Array(text.utf8), format: .mermaid)
        #expect(report.diagnostics.contains { $0.code == "drawn-inside" && $0.line == 7 })
        let plantuml = """
            state auth {
              [*] --> loggedOut
              loggedOut --> loggedIn
            }
            state main {
              [*] --> loggedIn
              loggedIn --> browsing
            }
            [*] --> auth
            """
        try Self.expectDrawing(plantuml, format: .plantuml, refusal: "is not inside 'main'")
    }

    @Test func aRunnableGraphIsNotMarked() throws {
        let graph = try DiagramReader.read("[*] --> a\na --> b : go\nb --> [*]\n", format: .plantuml)
        let scxml = try SCXMLWriter().write(graph)
        #expect(!scxml.contains("runnable"))
        _ = try SCXMLReader().read(scxml)
    }

    @Test func aHandWrittenChartWithTwoInitialStatesIsRefusedEvenAsAGraph() {
        let scxml = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a b">
              <state id="a"/><state id="b"/>
            </scxml>
            """
        #expect(throws: DiagramParseError.self) { try SCXMLReader().readGraph(bytes: Array(scxml.utf8)) }
    }
}
