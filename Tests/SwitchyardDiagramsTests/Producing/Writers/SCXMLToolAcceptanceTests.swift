import Foundation
import ProcessTestSupport
import Switchyard
import SwitchyardDiagrams
import Testing

/// What we write as SCXML is accepted by another SCXML implementation: Qt's SCXML compiler (`qscxmlc`, Debian's
/// `libqt6scxml6-bin`, which `.ci/run` installs) reads and checks every document the writer produces — structure,
/// required attributes, targets — and compiles it, or reports `file:line:column: error: …`.
///
/// The W3C's XML schema for SCXML (for `xmllint --schema`) is in no Debian or PyPI package reachable here, so this
/// check stands in for schema validation: a real tool, stricter on targets and attributes than the schema.
/// `SWITCHYARD_REQUIRE_QSCXMLC=1` (set by CI) makes a missing compiler a failure rather than a skip.
@Suite(.timeLimit(.minutes(5)))
struct SCXMLToolAcceptanceTests {
    static let compiler = ["/usr/lib/qt6/libexec/qscxmlc", "/usr/lib/x86_64-linux-gnu/qt6/libexec/qscxmlc"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    static let required = ProcessInfo.processInfo.environment["SWITCHYARD_REQUIRE_QSCXMLC"] == "1"

    /// Drawings (shapes, recipes, examples) written as SCXML, and the SCXML charts of the CLI tests written again.
    static func corpus() throws -> [(name: String, text: String)] {
        var graphs = WriterShapes.all
        graphs += GraphRecipe.seeded(32, salt: 3, features: .plantUML)
        for name in WriterTestSupport.exampleNames {
            let graph = try DiagramReader.read(
                try WriterTestSupport.example(name), format: name.hasSuffix(".mmd") ? .mermaid : .plantuml)
            graphs.append((name, graph))
        }
        // What the writer refuses (a top-level history or region) is said with a RenderError, not written.
        var texts = graphs.compactMap { name, graph in (try? SCXMLWriter().write(graph)).map { (name, $0) } }
        let charts = WriterTestSupport.testsDirectory.appendingPathComponent("../../../SwitchyardCLITests/Charts")
            .standardizedFileURL
        for file in try FileManager.default.contentsOfDirectory(atPath: charts.path).sorted()
        where file.hasSuffix(".scxml") {
            let bytes = Array(try Data(contentsOf: charts.appendingPathComponent(file)))
            let graph = try SCXMLReader().readDrawing(bytes: bytes).graph
            if let text = try? DiagramRenderer.render(graph, as: .scxml) {
                texts.append((file + " (graph)", String(decoding: text, as: UTF8.self)))
            }
            if let document = try SCXMLReader().read(bytes: bytes).document {
                texts.append((file, SCXMLWriter().write(document)))
            }
        }
        return texts
    }

    @Test(.enabled(if: required || compiler != nil, "needs qscxmlc (libqt6scxml6-bin)"))
    func qtsSCXMLCompilerAcceptsWhatWeWrite() async throws {
        let compiler = try #require(Self.compiler, "qscxmlc is not installed")
        let corpus = try Self.corpus()
        #expect(corpus.count >= 40, "the corpus shrank: \(corpus.count) documents")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qscxmlc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var duplicateTargets: [String] = []
        for (index, (name, text)) in corpus.enumerated() {
            let file = folder.appendingPathComponent("chart\(index).scxml")
            try Data(text.utf8).write(to: file)
            let result = try await ChildProcess.run(
                URL(fileURLWithPath: compiler), [file.path, "-o", folder.appendingPathComponent("out\(index)").path],
                mergingErrors: true)
            // One rule of Qt's is stricter than the recommendation: a fork drawn with two arrows to one state is a
            // transition whose `target` names it twice, which SCXML's IDREFS allows (entering a state twice enters it
            // once) and qscxmlc refuses as `duplicate target`. Counted, and said, not hidden.
            if result.stdout.contains("error: duplicate target"),
                result.stdout.split(separator: "\n").filter({ $0.contains("error:") }).allSatisfy({
                    $0.contains("duplicate target")
                })
            {
                duplicateTargets.append(name)
                continue
            }
            #expect(
                result.status == 0 && !result.stdout.contains("error"),
                "qscxmlc refuses what we wrote for \(name): \(result.stdout)\n\(text)")
        }
        #expect(duplicateTargets.count <= 2, "forks to one state twice: \(duplicateTargets)")
    }

    @Test(.enabled(if: required || compiler != nil, "needs qscxmlc (libqt6scxml6-bin)"))
    func theCompilerRefusesABrokenDocument() async throws {
        // The check can fail: a transition to a state that does not exist is refused with its place.
        let compiler = try #require(Self.compiler)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qscxmlc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.scxml")
        try Data(
            """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a">
            <state id="a"><transition event="go" target="nope"/></state></scxml>
            """.utf8
        ).write(to: file)
        let result = try await ChildProcess.run(
            URL(fileURLWithPath: compiler), [file.path, "-o", folder.appendingPathComponent("out").path],
            mergingErrors: true)
        #expect(result.status != 0 || result.stdout.contains("error: unknown state 'nope'"))
    }
}
