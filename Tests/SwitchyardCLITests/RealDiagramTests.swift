import Foundation
import ProcessTestSupport
import Testing

/// End-to-end: constructs found in real diagrams from public repositories, through the built `switchyard` as a user
/// runs it on such a file (each input is our own, written to show the construct).
@Suite(.timeLimit(.minutes(5)))
struct RealDiagramTests {
    static let runnable = CLIRunner.executable != nil

    /// A Mermaid theme written out over several lines, before the header, is checked like any diagram.
    @Test(.enabled(if: runnable, "needs the built switchyard executable"))
    func aMermaidDirectiveOverSeveralLines() async throws {
        let diagram = """
            %%{init: {
              "theme": "base"
            }}%%
            stateDiagram-v2
                [*] --> Door
                Door --> Hall : open
                Hall --> [*]
            """
        let result = try await CLIRunner.run(["check", "--input-format", "mermaid", "-"], input: diagram)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stdout)\(result.stderr)")
    }

    /// A chart whose conditions are written `In("id")` runs: `trace` enters the state the condition picks.
    @Test(.enabled(if: runnable, "needs the built switchyard executable"))
    func anSCXMLConditionWithADoubleQuotedIn() async throws {
        let chart = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="p">
              <parallel id="p">
                <state id="mute" initial="muteOn"><state id="muteOn"/></state>
                <state id="player" initial="idle">
                  <state id="idle">
                    <transition cond="In(&quot;muteOn&quot;)" target="paused"/>
                  </state>
                  <state id="paused"/>
                </state>
              </parallel>
            </scxml>
            """
        let result = try await CLIRunner.run(["trace", "--input-format", "scxml", "-"], input: chart)
        #expect(result.status == 0, "\(result.stderr)")
        let trace = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(trace?["configuration"] as? [String] == ["muteOn", "paused"])
    }
}
