import Foundation
import PropertyBased
import Switchyard
import SwitchyardDiagrams
import Testing

/// For every diagram the readers accept: read → write (PlantUML, Mermaid, SCXML) → read gives the same machine, by
/// identifier: states, initial and final states, events, transitions (history targets named by their composite).
@Suite(.timeLimit(.minutes(5)))
struct NotationRoundTripTests {
    enum Notation: String, CaseIterable {
        case plantuml, mermaid, scxml

        /// The text; SCXML refuses only what it has no element for (see `DrawingMeaning.canExpress(_:in:)`).
        func write(_ graph: StateGraph) throws -> String {
            switch self {
            case .plantuml: PlantUMLWriter().write(graph)
            case .mermaid: MermaidWriter().write(graph)
            case .scxml: try SCXMLWriter().write(graph)
            }
        }

        var format: DiagramFormat {
            switch self {
            case .plantuml: .plantuml
            case .mermaid: .mermaid
            case .scxml: .scxml
            }
        }
    }

    /// Records an issue when a trip through `notation` changes the meaning of `graph`.
    static func expectRoundTrip(_ graph: StateGraph, through notation: Notation, _ name: String) {
        guard DrawingMeaning.canExpress(graph, in: notation.format) else { return }
        let text: String
        do {
            text = try notation.write(graph)
        } catch {
            Issue.record("\(name): \(notation) refuses the graph: \(error)")
            return
        }
        do {
            let read = try DiagramReader.read(text, format: notation.format)
            let before = DrawingMeaning(graph)
            let after = DrawingMeaning(read)
            #expect(before == after, "\(name) through \(notation):\n\(text)\nbefore:\n\(before)\nafter:\n\(after)")
        } catch {
            Issue.record("\(name): \(notation) output does not read back: \(error)\n\(text)")
        }
    }

    /// The seed diagrams of the fuzzers, which CI also fuzzes.
    static let corpus: [URL] = {
        let fuzz = WriterTestSupport.examplesDirectory.appendingPathComponent("../../Fuzz").standardizedFileURL
        return ["PlantUMLFuzzer", "MermaidFuzzer"].flatMap { fuzzer in
            let directory = fuzz.appendingPathComponent(fuzzer + "/corpus")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.sorted().map { directory.appendingPathComponent($0) }
        }
    }()

    @Test func theCorpusIsThere() {
        #expect(Self.corpus.count >= 9)
    }

    /// The texts the fuzzers' `!include` reads (`Fuzz/Shared/VirtualIncludes.swift`), as files in a directory, so
    /// the corpus files that include them read here as they do when fuzzed.
    static let includeDirectory: URL? = {
        let fuzz = WriterTestSupport.examplesDirectory.appendingPathComponent("../../Fuzz").standardizedFileURL
        guard
            let source = try? String(
                contentsOf: fuzz.appendingPathComponent("Shared/VirtualIncludes.swift"), encoding: .utf8)
        else { return nil }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("switchyard-includes-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for match in source.matches(of: /"([A-Za-z0-9_.]+)": Array\("((?:[^"\\]|\\.)*)"\.utf8\)/) {
            var text = ""
            var escaped = false
            for character in match.output.2 {
                if escaped {
                    text.append(character == "n" ? "\n" : character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else {
                    text.append(character)
                }
            }
            try? Data(text.utf8).write(to: directory.appendingPathComponent(String(match.output.1)))
        }
        return directory
    }()

    /// Every diagram of every corpus file reads (with the fuzzers' includes) and round-trips through every
    /// notation; a corpus file that does not read fails here rather than being skipped.
    @Test(arguments: corpus.map(\.lastPathComponent))
    func corpusDiagramsRoundTrip(name: String) throws {
        let url = try #require(Self.corpus.first { $0.lastPathComponent == name })
        let bytes = [UInt8](try Data(contentsOf: url))
        var graphs: [StateGraph] = []
        if url.pathExtension == "puml" {
            let text = String(decoding: bytes, as: UTF8.self)
            let directory = try #require(Self.includeDirectory)
            let file = directory.appendingPathComponent(name)
            try Data(bytes).write(to: file)
            for diagram in PlantUMLReader(fileName: file.path).readDiagrams(text) {
                switch diagram.result {
                case .success(let graph): graphs.append(graph)
                case .failure(let error): Issue.record("\(name) diagram \(diagram.index) does not read: \(error)")
                }
            }
        } else {
            graphs.append(try DiagramReader.read(bytes: bytes, format: .mermaid))
        }
        #expect(!graphs.isEmpty)
        for (index, graph) in graphs.enumerated() {
            for notation in Notation.allCases { Self.expectRoundTrip(graph, through: notation, "\(name)#\(index + 1)") }
        }
    }

    @Test func generatedGraphsRoundTripThroughEveryNotation() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000).array(of: 0...60)) { numbers in
            let graph = GraphRecipe.graph(from: numbers, features: .plantUML)
            guard !graph.states.isEmpty else { return }
            for notation in Notation.allCases { Self.expectRoundTrip(graph, through: notation, "recipe") }
        }
    }

    /// A `switchyard-id` comment that would make two states one (here: written by hand, naming an identifier the
    /// diagram also uses) is only a comment, as it is for plantuml; found by the fuzzer driving the writers.
    @Test func aSwitchyardIDCommentNeverMergesTwoStates() throws {
        let text = """
            @startuml
            ' switchyard-id first_step "first step"
            state "First step" as first_step
            state "first step"
            @enduml
            """
        let graph = try PlantUMLReader().read(text)
        #expect(Set(graph.states.map(\.id)) == ["first_step", "first step"])
        for notation in Notation.allCases { Self.expectRoundTrip(graph, through: notation, "switchyard-id by hand") }
    }

    @Test func awkwardIdentifiersKeepTheirNames() throws {
        let graph = StateGraph(
            states: [
                GraphState(id: "a.b"), GraphState(id: "with space"), GraphState(id: "1st"), GraphState(id: "x/y"),
                GraphState(id: "c[1]"), GraphState(id: "Comp.box", kind: .composite),
                GraphState(id: "in", parent: "Comp.box"),
            ],
            transitions: [
                GraphTransition(from: .initial(scope: nil, region: 0), to: .state("a.b")),
                GraphTransition(from: .state("a.b"), to: .state("with space"), label: "go: now; #1 %% later"),
                GraphTransition(from: .state("with space"), to: .state("1st")),
                GraphTransition(from: .state("1st"), to: .state("x/y")),
                GraphTransition(from: .state("x/y"), to: .state("c[1]")),
                GraphTransition(from: .state("c[1]"), to: .history(scope: "Comp.box", deep: true), label: "back"),
                GraphTransition(from: .initial(scope: "Comp.box", region: 0), to: .state("in"), scope: "Comp.box"),
                GraphTransition(from: .state("in"), to: .final(scope: "Comp.box", region: 0), scope: "Comp.box"),
            ])
        for notation in Notation.allCases {
            Self.expectRoundTrip(graph, through: notation, "awkward")
            let read = try DiagramReader.read(try notation.write(graph), format: notation.format)
            #expect(Set(read.states.map(\.id)) == Set(graph.states.map(\.id)), "\(notation)")
        }
    }

    @Test func arrowsAfterATopLevelSeparatorAreWritten() throws {
        // Found by the fuzzer: `--` at top level put later arrows in a region no writer visited.
        let graph = try MermaidReader().read("stateDiagram-v2\n[*] --> a\n--\na --> b : go\nb --> [*]\n")
        for notation in [Notation.plantuml, .mermaid] {
            let read = try DiagramReader.read(try notation.write(graph), format: notation.format)
            #expect(read.transitions.count == 3, "\(notation)")
        }
        // A chart's top level is one region: SCXML refuses, saying why.
        #expect(
            throws: RenderError(
                message: "concurrent regions at the top level cannot be written as SCXML", line: 4, column: 1)
        ) {
            try SCXMLWriter().write(graph)
        }
    }

    @Test func plantUMLTextNeverOpensACommentOrJoinsLines() throws {
        let graph = StateGraph(
            states: [GraphState(id: "a", descriptions: ["see /'here"]), GraphState(id: "b")],
            transitions: [
                GraphTransition(from: .state("a"), to: .state("b"), label: "path C:\\\u{B}"),
                GraphTransition(from: .state("b"), to: .state("a"), label: "back"),
                // Found by the fuzzer: two or more trailing backslashes join nothing, so they are kept.
                GraphTransition(from: .state("b"), to: .state("b"), label: "x\\\\ \\\\\\"),
                // Found by the fuzzer: text ending like a comment `/' … '/` is followed by an empty one.
                GraphTransition(from: .state("a"), to: .state("a"), label: "E/'x /' y '/"),
            ])
        let text = PlantUMLWriter().write(graph)
        #expect(text.contains("a --> a : E/'x /' y '/ /''/"))
        let read = try PlantUMLReader().read(text)
        #expect(read.transitions.map(\.label) == ["path C:", "back", "x\\\\ \\\\\\", "E/'x /' y '/"])
        // A `/'` inside a line is text, as plantuml reads it; only one that starts a line opens a comment.
        #expect(read.state(named: "a")?.descriptionLines == ["see /'here"])
    }

    /// plantuml 1.2020 (checked with `plantuml -tsvg`): a `/'` at the start of a line opens a comment that may go on
    /// over later lines; a line ending in `/' … '/` loses that comment, from its last `/'`; any other `/'` is text.
    @Test func plantUMLCommentsAreWhereThePlantUMLReadsThem() throws {
        let graph = try PlantUMLReader().read(
            """
            [*] --> A
            A --> B : E/'x
            B --> C : x /' a '/ b /' c '/
            C --> D : y /' open
            /' a block
            D --> E : hidden '/
            /' one '/ D --> F : after
            """)
        #expect(
            graph.transitions.compactMap(\.label) == ["E/'x", "x /' a '/ b", "y /' open", "after"])
    }

    @Test func aChoiceGivenABodyIsACompositeAndStaysOneInMermaid() throws {
        // Found by the fuzzer: `state D <<choice>>` then `state D { … }`. plantuml draws D as a composite holding
        // F (a body makes any stereotyped state a composite); so does the reader, and Mermaid keeps it.
        let graph = try PlantUMLReader().read("[*] --> a\nstate D <<choice>>\nstate D {\n  state F\n}\na --> D\n")
        #expect(graph.state(named: "D")?.kind == .composite)
        let read = try MermaidReader().read(MermaidWriter().write(graph))
        #expect(GraphAnalysis(read).states == GraphAnalysis(graph).states)
        #expect(read.state(named: "D")?.kind == .composite)
    }

    @Test func aStereotypeIsNeverWrittenAsAPseudoStateKind() throws {
        // Found by the fuzzer: Mermaid's `<<choice<<<>>` is a plain state's stereotype; PlantUML output dropped the
        // extra brackets and made it a choice.
        let graph = StateGraph(
            states: [GraphState(id: "a", stereotype: "choice<<"), GraphState(id: "b", stereotype: "History*")],
            transitions: [GraphTransition(from: .state("a"), to: .state("b"))])
        let read = try PlantUMLReader().read(PlantUMLWriter().write(graph))
        #expect(GraphAnalysis(read).states == ["a", "b"])
    }

    @Test func aStereotypeThatWritingShortensIntoAPseudoStateKindIsLeftOut() throws {
        // Found by the fuzzer: `<<choice\>>` is a plain state's stereotype, but the writer drops a trailing `\`
        // (it would join lines), which wrote `<<choice>>` and made the state a choice.
        let graph = try PlantUMLReader().read("state launch <<choice\\>>\n[*] --> launch\n")
        #expect(GraphAnalysis(graph).states == ["launch"])
        let read = try PlantUMLReader().read(PlantUMLWriter().write(graph))
        #expect(GraphAnalysis(read).states == ["launch"])
        #expect(GraphAnalysis(read).initial == ["launch"])
    }

    @Test func aDescriptionEndingInABraceOpensNoComposite() throws {
        // Found by the fuzzer: `state title : text {` opens a composite, which swallowed every later line.
        let graph = StateGraph(
            states: [GraphState(id: "title", descriptions: ["text {"]), GraphState(id: "b")],
            transitions: [GraphTransition(from: .initial(scope: nil, region: 0), to: .state("b"))])
        let text = PlantUMLWriter().write(graph)
        let read = try PlantUMLReader().read(text)
        #expect(read.states.allSatisfy { $0.kind == .simple && $0.parent == nil }, "\(text)")
        #expect(GraphAnalysis(read).initial == ["b"])
    }

    @Test func theTopLevelsHistoryNamedInsideACompositeStaysTheTopLevels() throws {
        // Found by the fuzzer: an arrow to the top level's `[H*]` written inside `Outer { … }` read back as Outer's.
        let graph = StateGraph(
            states: [
                GraphState(id: "Outer", kind: .composite), GraphState(id: "inner", parent: "Outer"),
                GraphState(id: "one"),
            ],
            transitions: [
                GraphTransition(
                    from: .state("one"), to: .history(scope: nil, deep: true), label: "resume", scope: "Outer")
            ])
        let text = PlantUMLWriter().write(graph)
        let read = try PlantUMLReader().read(text)
        #expect(read.transitions.map(\.to) == [.history(scope: nil, deep: true)], "\(text)")
    }

    @Test func aStartAfterATopLevelSeparatorKeepsItsInitialInSCXML() throws {
        // Found by the round-trip fuzzer: `[*] --> b` after a top-level `--` was put in a region the top level does
        // not have, and SCXML output lost the initial state.
        let graph = try MermaidReader().read("stateDiagram-v2\n[*] --> a\nb --> a : go\n--\n[*] --> b\n")
        let read = try SCXMLReader().readGraph(bytes: Array(try SCXMLWriter().write(graph).utf8))
        #expect(GraphAnalysis(read).initial == GraphAnalysis(graph).initial)
        #expect(GraphAnalysis(read).initial == ["a", "b"])
    }

    @Test func identifiersWithControlCharactersAndBackslashesSurvive() throws {
        // Found by the fuzzer: a form feed in an identifier kept it out of the switchyard-id comment.
        let ids = ["a:\u{1}\u{0}\u{C}e", "back\\slash \\u{41}", "line\nbreak"]
        let graph = StateGraph(
            states: ids.map { GraphState(id: $0) },
            transitions: [GraphTransition(from: .state(ids[0]), to: .state(ids[1]))])
        for notation in Notation.allCases {
            let read = try DiagramReader.read(try notation.write(graph), format: notation.format)
            #expect(Set(read.states.map(\.id)) == Set(ids), "\(notation)")
        }
    }

    @Test func aStateNamedTitleKeepsItsDescription() throws {
        let graph = StateGraph(
            title: "T", states: [GraphState(id: "title", descriptions: ["shown"])],
            transitions: [GraphTransition(from: .initial(scope: nil, region: 0), to: .state("title"))])
        let read = try PlantUMLReader().read(PlantUMLWriter().write(graph))
        #expect(read.title == "T")
        #expect(read.state(named: "title")?.descriptionLines == ["shown"])
    }

    @Test func aTitleThatLooksLikeAnArrowIsATitle() throws {
        // Found by the fuzzer: a Mermaid title `---` written as PlantUML `title ---` did not read back.
        let graph = try PlantUMLReader().read("title ---\n[*] --> A\n")
        #expect(graph.title == "---")
        #expect(graph.transitions.count == 1)
        #expect(try PlantUMLReader().read("title -[\n[*] --> A\n").title == "-[")
        // Found by the fuzzer: a Mermaid title `--> NumLockOn : EvNumLockPressed` written as PlantUML `title --> …`
        // read back as an arrow from a state named `title`.
        let arrowTitle = StateGraph(title: "--> NumLockOn : EvNumLockPressed", states: [GraphState(id: "A")])
        let read = try PlantUMLReader().read(PlantUMLWriter().write(arrowTitle))
        #expect(read.title == "--> NumLockOn : EvNumLockPressed")
        #expect(read.states.map(\.id) == ["A"])
    }

    /// Titles that PlantUML's one-line `title TEXT` would read otherwise: the real `plantuml` reads `title x--> b` as
    /// an arrow from a state named `title` and `title: TEXT` as a state `title` described, while `title o--> b` is a
    /// title there (PlantUMLSyntaxTests runs the real one on what is written here).
    static let awkwardTitles = ["o--> NumLockOn : EvNumWaitPressed", "x--> b", "X.> b", "--> b", ": b", "[*] --> a"]

    @Test(arguments: awkwardTitles)
    func aTitleThatCouldStartAnArrowIsWrittenAsABlockAndReadBack(title: String) throws {
        // Found by the fuzzer: a Mermaid title `o--> NumLockOn : EvNumWaitPressed` written as PlantUML
        // `title o--> …` read back as an arrow from a state named `title`.
        let graph = StateGraph(title: title, states: [GraphState(id: "A")])
        let text = PlantUMLWriter().write(graph)
        #expect(text.contains("title\n"), "\(text)")
        #expect(text.contains("\nend title\n"), "\(text)")
        let read = try PlantUMLReader().read(text)
        #expect(read.title == title)
        #expect(read.states.map(\.id) == ["A"])
    }

    @Test func aPlainTitleStaysOneLineAndATitleBlockIsReadAsOneLine() throws {
        let text = PlantUMLWriter().write(StateGraph(title: "Edit flow", states: [GraphState(id: "A")]))
        #expect(text.contains("title Edit flow\n"))
        // As the real PlantUML: `title o--> b` is a title, `title x--> b` an arrow from a state named `title`.
        #expect(try PlantUMLReader().read("title o--> b : e\nstate c\n").title == "o--> b : e")
        let arrow = try PlantUMLReader().read("state c\ntitle x--> b\n")
        #expect(arrow.title == nil)
        #expect(arrow.transitions.count == 1)
        let block = try PlantUMLReader().read("title\n  Two\n  lines\nend title\n[*] --> a\n")
        #expect(block.title == "Two lines")
        #expect(block.states.map(\.id) == ["a"])
    }

    @Test func arrowsAreWrittenSoTheReaderTakesThemBack() throws {
        let graph = try PlantUMLReader().read(
            "state A\nA -d-up-> B\nB -up[#red]-> C\nC -[#blue,dashed]-> A\nC -[#red]up-> A\n")
        let text = PlantUMLWriter().write(graph)
        #expect(text.contains("A --> B"))
        #expect(text.contains("B -up[#red]-> C"))
        #expect(text.contains("C -[#red]up-> A"))
        #expect(try PlantUMLReader().read(text).transitions.count == 4)
    }

    @Test func mermaidKeepsStartEndAndHistory() throws {
        let graph = try PlantUMLReader().read(
            "state s <<start>>\nstate e <<end>>\ns --> A\nA --> e\nstate C {\n  [*] --> c\n}\nA --> C[H] : back\n")
        let text = MermaidWriter().write(graph)
        #expect(!text.contains("state s"))
        #expect(text.contains("[*] --> A"))
        #expect(text.contains("A --> [*]"))
        #expect(text.contains("    %% history [H]\n    A --> C : back\n"))
        #expect(!text.contains("back %%"))
        let read = try MermaidReader().read(text)
        #expect(GraphAnalysis(read).initial == ["A"])
        #expect(GraphAnalysis(read).final == ["A"])
        #expect(read.transitions.contains { $0.to == .history(scope: "C", deep: false) })
    }

    @Test func dotShowsLineBreaksAndDropsControlCharacters() {
        let graph = StateGraph(
            states: [GraphState(id: "a", displayName: "two\\nlines\u{0}\u{7}"), GraphState(id: "b")],
            transitions: [GraphTransition(from: .state("a"), to: .state("b"), label: "x\u{1B}\\ny")])
        let dot = DOTWriter().write(graph)
        #expect(dot.contains("[label=\"two\\nlines\"]"))
        #expect(dot.contains("label=\"x\\ny\""))
        #expect(!dot.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func dotDrawsEachRegionAsADashedCluster() throws {
        let graph = try PlantUMLReader().read("state C {\n  [*] --> first\n  --\n  [*] --> second\n}\n")
        let dot = DOTWriter().write(graph)
        let region0 = try #require(dot.range(of: "cluster:C:region:0"))
        let region1 = try #require(dot.range(of: "cluster:C:region:1"))
        let first = try #require(dot.range(of: "state:first"))
        let second = try #require(dot.range(of: "state:second"))
        // Written last region first: Graphviz then lays them out left to right in document order.
        #expect(region1.lowerBound < second.lowerBound && second.lowerBound < region0.lowerBound)
        #expect(region0.lowerBound < first.lowerBound)
    }

    @Test(.enabled(if: WriterTestSupport.which("dot") != nil, "needs Graphviz"))
    func graphvizPlacesRegionsLeftToRightInDocumentOrder() async throws {
        let graph = try PlantUMLReader().read(
            "state C {\n  [*] --> first\n  --\n  [*] --> second\n  --\n  [*] --> third\n}\n[*] --> C\n")
        let (_, plain) = try await WriterTestSupport.run(
            try #require(WriterTestSupport.which("dot")), ["-Tplain"], input: DOTWriter().write(graph))
        func x(_ id: String) -> Double? {
            plain.split(separator: "\n").first { $0.hasPrefix("node \"state:\(id)\" ") }
                .flatMap { Double($0.split(separator: " ")[2]) }
        }
        let positions = try ["first", "second", "third"].map { try #require(x($0)) }
        #expect(positions == positions.sorted(), "\(positions)")
    }
    @Test func identifiedStatesCarryTheirIdentifiersAndTransitionsTheirIndex() throws {
        let graph = try PlantUMLReader().read(
            "[*] --> a\nstate C {\n  [*] --> \"b c\"\n}\na --> C : go\nC --> a : back\n")
        let plain = DOTWriter().write(graph)
        let identified = DOTWriter(identifiesStates: true).write(graph)
        #expect(!plain.contains("id="))
        #expect(identified.contains(#"id="a""#))
        #expect(identified.contains(#"id="C""#))
        #expect(identified.contains(#"id="b c""#))
        #expect(identified.contains(#"id="edge:0""#))
        #expect(identified.contains(#"id="edge:1""#))
    }

    @Test(.enabled(if: WriterTestSupport.which("dot") != nil, "needs Graphviz"))
    func graphvizWritesTheIdentifiersIntoTheSVG() async throws {
        let graph = try PlantUMLReader().read("[*] --> a\nstate C {\n  [*] --> b\n}\na --> C : go\n")
        let (status, svg) = try await WriterTestSupport.run(
            try #require(WriterTestSupport.which("dot")), ["-Tsvg"],
            input: DOTWriter(identifiesStates: true).write(graph))
        #expect(status == 0)
        #expect(svg.contains(#"<g id="a" class="node""#))
        #expect(svg.contains(#"<g id="b" class="node""#))
        #expect(svg.contains(#"<g id="C" class="cluster""#))
        #expect(svg.contains(#"<g id="edge:0" class="edge""#))
    }
}
