import Foundation
import ProcessTestSupport
import Testing

/// End-to-end: constructs from a second sweep of real diagrams (PlantUML's own regression corpus, Mermaid's rendering
/// and parser tests, the W3C SCXML tests), checked against `plantuml`, Mermaid's grammar and the SCXML
/// recommendation, through the built `switchyard` as a user runs it. Each input is our own minimal excerpt.
@Suite(.timeLimit(.minutes(5)))
struct RealDiagramTests2 {
    static let runnable = CLIRunner.executable != nil

    /// One excerpt and what `check --format json` must say: the arrows as `from->to:event` and a warning code, or
    /// an error's `line:column`.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var format: String
        var text: String
        var edges: [String] = []
        var warning: String?
        var error: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "PlantUML entry and exit points on a composite", format: "plantuml",
            text: """
                state Pump {
                  state on <<entryPoint>>
                  state off <<exitPoint>>
                  on --> Running
                  Running --> off : stop
                }
                [*] --> on
                off --> Idle
                """,
            edges: ["on->Running:", "Running->off:stop", "[*]->on:", "off->Idle:"]),
        Case(
            name: "PlantUML -[single]-> beside an arrow between the same states", format: "plantuml",
            text: "[*] --> A\nA --> B : go\nB -[single]-> A : back\n", edges: ["[*]->A:", "A->B:go"],
            warning: "single-arrow-dropped"),
        Case(
            name: "PlantUML regions split by -- and ||, a history inside, a reversed arrow", format: "plantuml",
            text: """
                state Keys {
                  [*] -> NumOff
                  NumOff <- NumOn : press
                  --
                  [*] -> CapsOff
                  ||
                  [*] -> Scroll
                  Scroll --> [H*]
                }
                [*] --> Keys
                """,
            edges: [
                "[*]->NumOff:", "NumOn->NumOff:press", "[*]->CapsOff:", "[*]->Scroll:", "Scroll->Keys[H*]:",
                "[*]->Keys:",
            ]),
        Case(
            name: "PlantUML names in other scripts and colours with a line style", format: "plantuml",
            text: "state \"Größe\" as Größe ##[dotted]blue\n[*] --> Größe\nGröße --> 状態 : イベント\n",
            edges: ["[*]->Größe:", "Größe->状態:イベント"]),
        Case(
            name: "PlantUML include of a missing file", format: "plantuml",
            text: "@startuml\n!include missing.puml\n[*] --> A\n@enduml\n", error: "2:1"),
        Case(
            name: "Mermaid description in quotes over two lines", format: "mermaid",
            text: "stateDiagram\n  state \"Waiting for\nthe data\" as w\n  [*] --> w\n  w --> [*] : done\n",
            edges: ["[*]->w:", "w->[*]:done"]),
        Case(
            name: "Mermaid named entities in a label", format: "mermaid",
            text: "stateDiagram-v2\n[*] --> A\nA --> B : call({ k#colon; #quot;v#quot; })\n",
            edges: ["[*]->A:", "A->B:call({ k: \"v\" })"]),
        Case(
            name: "Mermaid words after a state's name", format: "mermaid",
            text: "stateDiagram\nstate join_state &lt;&lt;join&gt;&gt;\n[*] --> join_state\n",
            edges: ["[*]->join_state:"], warning: "mermaid-statements"),
        Case(
            name: "Mermaid styling, accessibility and a direction inside a composite", format: "mermaid",
            text: """
                stateDiagram-v2
                  accTitle: Door
                  accDescr {
                    opens and closes
                  }
                  classDef warm fill:#f96
                  state Door {
                    direction LR
                    [*] --> Shut
                    Shut --> Open : push
                    --
                    [*] --> Locked
                  }
                  [*] --> Door:::warm
                  note left of Door : a door
                """,
            edges: ["[*]->Shut:", "Shut->Open:push", "[*]->Locked:", "[*]->Door:"]),
        Case(
            name: "SCXML beyond the engine's subset is a drawing with a located warning", format: "scxml",
            text: """
                <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="s0">
                  <state id="s0">
                    <invoke type="http://www.w3.org/TR/scxml/" id="child"/>
                    <transition event="done.invoke.child" target="pass"/>
                  </state>
                  <final id="pass"/>
                </scxml>
                """,
            edges: ["[*]->s0:", "s0->pass:done.invoke.child", "pass->[*]:"], warning: "not-runnable"),
    ]

    @Test(.enabled(if: runnable, "needs the built switchyard executable"), arguments: cases)
    func readsAsTheRealToolDoes(_ example: Case) async throws {
        let result = try await CLIRunner.run(
            ["check", "--format", "json", "--input-format", example.format, "-"], input: example.text)
        let report = try Self.report(result.stdout)
        try Self.expect(report, example)
    }

    /// A UTF-16 document, which every XML processor reads, is read as the characters it holds.
    @Test(.enabled(if: runnable, "needs the built switchyard executable"))
    func anSCXMLDocumentInUTF16() async throws {
        let text = """
            <?xml version="1.0" encoding="UTF-16"?>
            <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="blåbær">
              <state id="blåbær"><transition event="go" target="fløde"/></state>
              <final id="fløde"/>
            </scxml>
            """
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("utf16-\(UUID().uuidString).scxml")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try await CLIRunner.run(["check", "--format", "json", file.path])
        let example = Case(
            name: "UTF-16", format: "scxml", text: "", edges: ["[*]->blåbær:", "blåbær->fløde:go", "fløde->[*]:"])
        try Self.expect(try Self.report(result.stdout), example)
    }

    private static func report(_ stdout: String) throws -> [String: Any] {
        let reports = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [[String: Any]]
        return try #require(reports?.first)
    }

    private static func expect(_ report: [String: Any], _ example: Case) throws {
        if let expected = example.error {
            let error = try #require(report["error"] as? [String: Any], "\(report)")
            #expect("\(error["line"] ?? "")" + ":" + "\(error["column"] ?? "")" == expected)
            return
        }
        #expect(report["error"] == nil, "\(report["error"] ?? "")")
        let transitions = report["transitions"] as? [[String: Any]] ?? []
        let edges = transitions.map { "\($0["from"] ?? "")->\($0["to"] ?? "")" + ":" + "\($0["event"] ?? "")" }
        #expect(edges == example.edges)
        let codes = (report["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        if let warning = example.warning { #expect(codes.contains(warning), "\(codes)") }
    }
}
