import Foundation
import ProcessTestSupport
import Switchyard
import SwitchyardDiagrams
import Testing

/// What we write as Mermaid is read by Mermaid itself into the graph we meant (issue 19): every diagram the Mermaid
/// writer produces is parsed by Mermaid's own parser (`mermaid.min.js`, run in headless Chromium), and the graph
/// Mermaid lays out — its nodes, their parents and its edges with their labels — is the graph our reader reads from
/// the same text (which the round-trip tests hold to the graph written).
///
/// Mermaid comes from the `artoo-mermaid` package on PyPI (Mermaid 11.16.0's `mermaid.min.js`, MIT); `.ci/run`
/// installs it and sets `SWITCHYARD_MERMAID_JS` to the file and `SWITCHYARD_REQUIRE_MERMAID=1`, so in CI the test runs
/// and never skips. Elsewhere it runs when the file and Chromium are there.
@Suite(.timeLimit(.minutes(5)))
struct MermaidGrammarTests {
    static let script = ProcessInfo.processInfo.environment["SWITCHYARD_MERMAID_JS"]
        .flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
    static let chromium = WriterTestSupport.which("chromium")
    static let required = ProcessInfo.processInfo.environment["SWITCHYARD_REQUIRE_MERMAID"] == "1"

    /// The hand-made shapes Mermaid can say, recipes with Mermaid's features, and the examples.
    static func corpus() throws -> [(name: String, text: String)] {
        var graphs = WriterShapes.all
        graphs += GraphRecipe.seeded(48, salt: 7, features: .mermaid)
        for name in WriterTestSupport.exampleNames {
            let graph = try DiagramReader.read(
                try WriterTestSupport.example(name), format: name.hasSuffix(".mmd") ? .mermaid : .plantuml)
            graphs.append((name, graph))
        }
        // What the writer refuses (history, a composite's `[*]` joined to a state outside it) `render` never writes.
        return graphs.filter { MermaidWriter.refusal(for: $0.graph) == nil }.map {
            ($0.name, MermaidWriter().write($0.graph))
        }
    }

    @Test(.enabled(if: required || (script != nil && chromium != nil), "needs mermaid.min.js and chromium"))
    func mermaidReadsWhatWeWriteAsWeReadIt() async throws {
        let script = try #require(Self.script, "SWITCHYARD_MERMAID_JS does not name mermaid.min.js")
        let chromium = try #require(Self.chromium, "chromium is not on PATH")
        let corpus = try Self.corpus()
        #expect(corpus.count >= 35, "the corpus shrank: \(corpus.count) diagrams")  // 39 today
        let drawn = try await Self.mermaidGraphs(of: corpus.map(\.text), script: script, chromium: chromium)
        try #require(drawn.count == corpus.count)
        for ((name, text), theirs) in zip(corpus, drawn) {
            guard let theirs = theirs.graph else {
                Issue.record("Mermaid refuses what we wrote for \(name): \(theirs.error ?? "")\n\(text)")
                continue
            }
            let ours = Self.drawnShape(of: try MermaidReader().read(text), aliases: Self.aliases(in: text))
            #expect(theirs.nodes == ours.nodes, "nodes of \(name):\n\(text)")
            #expect(theirs.edges == ours.edges, "edges of \(name):\n\(text)")
        }
    }

    /// Diagrams as people write them (Mermaid's documented shapes: composites, regions, choice, fork and join,
    /// notes, classes, display names, a state named inside a composite it was not declared in).
    static let written: [String] = [
        """
        stateDiagram-v2
            [*] --> Still
            Still --> [*]
            Still --> Moving
            Moving --> Still
            Moving --> Crash
            Crash --> [*]
        """,
        """
        stateDiagram-v2
            state if_state <<choice>>
            [*] --> IsPositive
            IsPositive --> if_state
            if_state --> False: if n < 0
            if_state --> True : if n >= 0
        """,
        """
        stateDiagram-v2
            [*] --> First
            state First {
                [*] --> second
                second --> [*]
            }
            [*] --> NamedComposite
            NamedComposite: Another Composite
            state NamedComposite {
                [*] --> namedSimple
                namedSimple --> [*]
                namedSimple: Another simple
            }
        """,
        """
        stateDiagram-v2
            [*] --> Active
            state Active {
                [*] --> NumLockOff
                NumLockOff --> NumLockOn : EvNumLockPressed
                NumLockOn --> NumLockOff : EvNumLockPressed
                --
                [*] --> CapsLockOff
                CapsLockOff --> CapsLockOn : EvCapsLockPressed
                CapsLockOn --> CapsLockOff : EvCapsLockPressed
            }
        """,
        """
        stateDiagram-v2
            state fork_state <<fork>>
              [*] --> fork_state
              fork_state --> State2
              fork_state --> State3
              state join_state <<join>>
              State2 --> join_state
              State3 --> join_state
              join_state --> State4
              State4 --> [*]
        """,
        """
        stateDiagram-v2
            Idle
            Loading
            state Loading {
              Fetching --> Idle : done
            }
            Idle --> Loading : load
        """,
        """
        stateDiagram
            direction LR
            [*] --> A
            A --> B
            B --> C
            state B {
              direction LR
              a --> b
            }
            B --> D
        """,
        """
        stateDiagram-v2
            classDef badBadEvent fill:#f00,color:white,font-weight:bold
            [*] --> Moving
            Moving --> Crash:::badBadEvent
            Crash --> [*]
            state "This is a state description" as s4
            s4 --> Moving
            Moving --> s5
            s5 : this is s5
        """,
        """
        stateDiagram-v2
            [*] --> Off
            Off --> On : switch
            On --> Off : switch
            state On {
                [*] --> Low
                Low --> High : up
                High --> Low : down
                High --> Off : overheat
            }
        """,
    ]

    @Test(.enabled(if: required || (script != nil && chromium != nil), "needs mermaid.min.js and chromium"))
    func mermaidReadsDiagramsAsPeopleWriteThemAsWeDo() async throws {
        let script = try #require(Self.script)
        let chromium = try #require(Self.chromium)
        let drawn = try await Self.mermaidGraphs(of: Self.written, script: script, chromium: chromium)
        try #require(drawn.count == Self.written.count)
        for (text, theirs) in zip(Self.written, drawn) {
            let theirs = try #require(theirs.graph, "Mermaid refuses:\n\(text)")
            let ours = Self.drawnShape(of: try MermaidReader().read(text), aliases: [:])
            #expect(theirs.nodes == ours.nodes, "nodes of:\n\(text)")
            #expect(theirs.edges == ours.edges, "edges of:\n\(text)")
        }
    }

    @Test(.enabled(if: required || (script != nil && chromium != nil), "needs mermaid.min.js and chromium"))
    func theComparisonSeesADifference() async throws {
        // The check itself can fail: Mermaid reads `A --> B : first; second` as the label `first` and two more
        // statements, where a reader that kept the whole line would not.
        let script = try #require(Self.script)
        let chromium = try #require(Self.chromium)
        let text = "stateDiagram-v2\n[*] --> A\nA --> B : first; second\n"
        let drawn = try await Self.mermaidGraphs(of: [text], script: script, chromium: chromium)
        let theirs = try #require(drawn.first?.graph)
        #expect(theirs.edges.contains("A|B|first"))
        #expect(!theirs.edges.contains("A|B|first; second"))
    }

    /// A graph as Mermaid lays it out: nodes as `id|parent|choice?`, edges as `from|to|label`, start and end
    /// circles named `[*]>scope` and `>[*]scope`.
    struct Shape: Decodable {
        var nodes: [String]
        var edges: [String]
    }

    struct Drawn: Decodable {
        var graph: Shape?
        var error: String?
    }

    /// The alias → identifier comments our writer puts before the body (`%% switchyard-id ALIAS "ID"`).
    static func aliases(in text: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let line = line.drop { $0 == " " }
            guard line.hasPrefix("%% switchyard-id ") else { continue }
            let rest = line.dropFirst("%% switchyard-id ".count)
            guard let space = rest.firstIndex(of: " ") else { continue }
            let id = rest[rest.index(after: space)...].dropFirst().dropLast()
            result[
                String(id.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\"))] =
                String(rest[..<space])
        }
        return result
    }

    /// Our graph in the shape Mermaid's layout data has, with identifiers as Mermaid sees them (aliases).
    static func drawnShape(of graph: StateGraph, aliases: [String: String]) -> Shape {
        func name(_ id: String) -> String { aliases[id] ?? id }
        var nodes: [String] = []
        // A named start or end node (`<<start>>`) is a `[*]` to Mermaid; its name is in comments only we read.
        var pseudo: [String: String] = [:]
        for state in graph.states {
            let parent = state.parent.map(name) ?? ""
            switch state.kind {
            case .start: pseudo[state.id] = "[*]>" + parent
            case .end: pseudo[state.id] = ">[*]" + parent
            default: nodes.append(name(state.id) + "|" + parent + (state.kind == .choice ? "|choice" : ""))
            }
        }
        func endpoint(_ endpoint: GraphTransition.Endpoint) -> String {
            switch endpoint {
            case .state(let id): pseudo[id] ?? name(id)
            case .initial(let scope, _): "[*]>" + (scope.map(name) ?? "")
            case .final(let scope, _): ">[*]" + (scope.map(name) ?? "")
            case .history(let scope, _): "history:" + (scope ?? "")
            }
        }
        let edges = graph.transitions.map {
            endpoint($0.from) + "|" + endpoint($0.to) + "|" + ($0.label ?? "")
        }
        return Shape(nodes: nodes.sorted(), edges: edges.sorted())
    }

    /// Runs Mermaid's parser on each text in one headless Chromium page and reads back the layout data
    /// (`diagram.db.getData()`) in the same shape as ``drawnShape(of:aliases:)``.
    static func mermaidGraphs(of texts: [String], script: String, chromium: String) async throws -> [Drawn] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mermaid-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = String(decoding: try JSONEncoder().encode(texts), as: UTF8.self)
            .replacingOccurrences(of: "</", with: "<\\/")
        let page = """
            <!doctype html><html><head><meta charset="utf-8"></head><body><pre id="out">pending</pre>
            <script src="\(URL(fileURLWithPath: script).absoluteString)"></script>
            <script>
            const texts = \(json);
            mermaid.initialize({ startOnLoad: false });
            (async () => {
              const results = [];
              for (const text of texts) {
                try {
                  const diagram = await mermaid.mermaidAPI.getDiagramFromText(text);
                  const data = diagram.db.getData();
                  const byID = new Map(data.nodes.map(n => [n.id, n]));
                  // A region of a composite is a group of its own (a divider); its states belong to the composite.
                  const scope = id => {
                    let node = id === undefined ? undefined : byID.get(id);
                    while (node && node.shape === 'divider') node = node.parentId ? byID.get(node.parentId) : undefined;
                    return node ? node.id : '';
                  };
                  const endpoint = id => {
                    const node = byID.get(id);
                    if (node && node.shape === 'stateStart') return '[*]>' + scope(node.parentId);
                    if (node && node.shape === 'stateEnd') return '>[*]' + scope(node.parentId);
                    return id;
                  };
                  const hidden = ['stateStart', 'stateEnd', 'divider', 'note', 'noteGroup'];
                  const nodes = data.nodes.filter(n => !hidden.includes(n.shape))
                    .map(n => n.id + '|' + scope(n.parentId) + (n.shape === 'choice' ? '|choice' : ''));
                  // Labels as Mermaid draws them: its entity placeholders and HTML entities decoded.
                  const decoder = document.createElement('textarea');
                  const drawnLabel = label => {
                    decoder.innerHTML = String(label || '').replace(/ﬂ°°(\\d+)¶ß/g, '&#$1;')
                      .replace(/ﬂ°(\\w+)¶ß/g, '&$1;');
                    return decoder.value;
                  };
                  const edges = data.edges
                    .filter(e => !String(e.id || '').startsWith('edge-note') && e.arrowhead !== 'none')
                    .map(e => endpoint(e.start) + '|' + endpoint(e.end) + '|' + drawnLabel(e.label));
                  results.push({ graph: { nodes: nodes.sort(), edges: edges.sort() } });
                } catch (error) {
                  results.push({ error: String((error && error.message) || error) });
                }
              }
              document.getElementById('out').textContent = JSON.stringify(results);
            })();
            </script></body></html>
            """
        let file = folder.appendingPathComponent("page.html")
        try Data(page.utf8).write(to: file)
        let result = try await ChildProcess.run(
            URL(fileURLWithPath: chromium),
            [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
                "--allow-file-access-from-files", "--virtual-time-budget=600000", "--dump-dom", file.absoluteString,
            ])
        let dom = result.stdout
        guard let start = dom.range(of: "<pre id=\"out\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else {
            throw MermaidPageFailure(
                description: "no result in Chromium's page:\n\(dom.prefix(2000))\n\(result.stderr.suffix(2000))")
        }
        let body = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        guard body != "pending" else {
            throw MermaidPageFailure(description: "Mermaid did not finish within the page's time budget")
        }
        return try JSONDecoder().decode([Drawn].self, from: Data(body.utf8))
    }

    struct MermaidPageFailure: Error, CustomStringConvertible {
        var description: String
    }
}
