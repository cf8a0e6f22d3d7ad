import Foundation
import ProcessTestSupport
import Testing

/// End-to-end: each case runs the built `switchyard` in `Examples/Diagrams` and compares its exit status, standard
/// output and standard error with `Snapshots/<name>.txt`. Set `SWITCHYARD_RECORD_SNAPSHOTS=1` to rewrite them.
@Suite(.timeLimit(.minutes(5)))
struct CLISnapshotTests {
    /// One invocation.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var input: String = ""
        var environment: [String: String] = [:]
        var testDescription: String { name }
    }

    static let tinyChart = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="a">
          <state id="a"><onentry><raise event="go"/></onentry><transition event="go" target="b"/></state>
          <final id="b"/>
        </scxml>

        """
    static let malformed = "@startuml\n[*] --> a\na --> : go\n@enduml\n"
    /// SCXML whose `<scxml>` is not at the start of a line: only its first character says it is XML.
    static let oneLineChart = """
        <?xml version="1.0"?><scxml xmlns="http://www.w3.org/2005/07/scxml" initial="a"><state id="a">\
        <transition event="go" target="b"/></state><final id="b"/></scxml>

        """
    static let firstWinsSwapped = """
        @startuml
        [*] --> idle
        idle --> paused : go
        idle --> playing : go
        playing --> idle : stop
        paused --> idle : stop
        @enduml
        """

    static let processWithSecondTap = """
        @startuml
        [*] --> sleeping
        sleeping --> doing : execute
        doing --> doing : execute
        state done {
          state success
          state failure
        }
        doing --> success : succeed
        doing --> failure : fail
        done --> sleeping : reset
        @enduml

        """

    /// Two diagrams in one file, the second broken, and preprocessor branches.
    static let severalDiagrams = """
        @startuml light
        !$wired = 1
        [*] --> Off
        !if $wired == 1
        Off --> On : switch
        !else
        Off --> Broken : switch
        !endif
        On --> Off : switch
        @enduml

        @startuml
        [*] --> Closed
        Closed -->
        @enduml

        """

    static let cases: [Case] = [
        Case(
            name: "check-examples",
            arguments: [
                "check", "onboarding.puml", "process.puml", "navigation.puml", "edit.puml", "registration.puml",
                "edit.mmd",
            ]),
        Case(name: "check-clean", arguments: ["check", "edit.puml", "onboarding.puml"]),
        Case(name: "check-strict", arguments: ["check", "--strict", "registration.puml"]),
        Case(name: "check-not-strict", arguments: ["check", "registration.puml"]),
        Case(name: "check-json", arguments: ["check", "--format", "json", "edit.puml", "edit.mmd"]),
        Case(name: "check-json-malformed", arguments: ["check", "--format", "json", "-"], input: malformed),
        Case(
            name: "check-stdin-mermaid", arguments: ["check", "-", "--input-format", "mermaid"],
            input: "stateDiagram-v2\n[*] --> a\na --> b : go\n"),
        Case(name: "check-malformed", arguments: ["check", "-"], input: malformed),
        // One notation detection for every command: standard input that starts with `<` is SCXML to each.
        Case(name: "check-stdin-scxml", arguments: ["check", "--format", "json", "-"], input: oneLineChart),
        Case(name: "trace-stdin-scxml", arguments: ["trace", "-"], input: oneLineChart),
        Case(name: "check-format-swift-testing", arguments: ["check", "--format", "swift-testing", "edit.puml"]),
        Case(
            name: "check-dev-stdin", arguments: ["check", "/dev/stdin", "--input-format", "mermaid"],
            input: "stateDiagram-v2\n[*] --> a\na --> b : go\n"),
        Case(name: "check-several-diagrams", arguments: ["check", "-"], input: severalDiagrams),
        Case(
            name: "check-json-several-diagrams", arguments: ["check", "--format", "json", "-"], input: severalDiagrams),
        Case(
            name: "generate-swift-choice-refused", arguments: ["generate", "swift", "-"],
            input: "[*] --> a\nstate c <<choice>>\na --> c : go\nc --> b : [x]\nc --> a : [else]\n"),
        Case(
            name: "generate-swift-scxml-condition-refused",
            arguments: ["generate", "swift", "-", "--input-format", "scxml"],
            input: """
                <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="a" datamodel="ecmascript">
                  <state id="a"><transition event="go" cond="n == 1" target="b"/></state>
                  <final id="b"/>
                </scxml>

                """),
        Case(name: "check-missing-file", arguments: ["check", "missing.puml"]),
        Case(name: "check-missing-among-others", arguments: ["check", "edit.puml", "missing.puml", "process.puml"]),
        Case(name: "check-json-missing-file", arguments: ["check", "--format", "json", "missing.puml", "edit.puml"]),
        Case(name: "check-directory", arguments: ["check", "."]),
        Case(name: "check-bad-option", arguments: ["check", "--format", "xml", "edit.puml"]),
        Case(name: "check-no-files", arguments: ["check"]),
        Case(name: "unknown-subcommand", arguments: ["frobnicate"]),
        Case(name: "no-arguments", arguments: []),
        Case(name: "version", arguments: ["--version"]),
        Case(name: "inspect-diagram-without-log", arguments: ["inspect", "--diagram", "edit.puml"]),
        Case(name: "inspect-missing-log", arguments: ["inspect", "missing.json"]),
        Case(
            name: "inspect-malformed-log", arguments: ["inspect", "-"],
            input: "{\"format\": \"switchyard-inspector-log\", \"version\": 3}"),
        Case(name: "render-plantuml", arguments: ["render", "registration.puml", "--to", "plantuml"]),
        Case(name: "render-mermaid", arguments: ["render", "process.puml", "--to", "mermaid"]),
        Case(name: "render-dot", arguments: ["render", "navigation.puml", "--to", "dot"]),
        Case(
            name: "render-stdin", arguments: ["render", "-", "--input-format", "mermaid", "--to", "plantuml"],
            input: "stateDiagram-v2\n[*] --> 編集中\n編集中 --> 確認中 : 保存\n"),
        Case(
            name: "render-svg-without-graphviz", arguments: ["render", "edit.puml", "--to", "svg"],
            environment: ["PATH": "/nonexistent"]),
        Case(name: "render-malformed", arguments: ["render", "-", "--to", "dot"], input: malformed),
        Case(name: "render-scxml", arguments: ["render", "registration.puml", "--to", "scxml"]),
        // A refusal is a diagnostic at FILE:LINE:COL, as every other diagram error.
        Case(name: "render-mermaid-refused", arguments: ["render", "media-player.puml", "--to", "mermaid"]),
        Case(
            name: "render-scxml-refused", arguments: ["render", "-", "--input-format", "plantuml", "--to", "scxml"],
            input: "a --> b\n--\nc --> d\n"),
        Case(name: "generate-swift-onboarding", arguments: ["generate", "swift", "onboarding.puml"]),
        Case(name: "generate-swift-media-player", arguments: ["generate", "swift", "media-player.puml"]),
        Case(
            name: "generate-swift-registration",
            arguments: ["generate", "swift", "registration.puml", "--public", "--choices-as-states"]),
        Case(name: "generate-unknown-language", arguments: ["generate", "kotlin", "edit.puml"]),
        Case(name: "paths-states", arguments: ["paths", "edit.puml"]),
        Case(name: "paths-transitions", arguments: ["paths", "registration.puml", "--cover", "transitions"]),
        Case(name: "paths-json", arguments: ["paths", "onboarding.puml", "--format", "json"]),
        Case(name: "paths-swift-testing", arguments: ["paths", "process.puml", "--format", "swift-testing"]),
        Case(name: "diff-same", arguments: ["diff", "edit.puml", "edit.mmd"]),
        Case(
            name: "diff-second-tap", arguments: ["diff", "process.puml", "-", "--input-format", "plantuml"],
            input: processWithSecondTap),
        Case(
            name: "diff-json", arguments: ["diff", "onboarding.puml", "edit.puml", "--format", "json", "--exit-code"]),
        // The same arrows in another order: no structural difference, but the first of two `go` arrows wins.
        Case(
            name: "diff-behaviour",
            arguments: [
                "diff", "../../Tests/SwitchyardCLITests/Charts/first-wins.puml", "-", "--input-format", "plantuml",
                "--exit-code",
            ],
            input: firstWinsSwapped),
        Case(
            name: "diff-behaviour-json",
            arguments: [
                "diff", "../../Tests/SwitchyardCLITests/Charts/first-wins.puml", "-", "--input-format", "plantuml",
                "--format", "json",
            ],
            input: firstWinsSwapped),
        Case(
            name: "render-scxml-with-conditions-to-plantuml",
            arguments: ["render", "-", "--input-format", "scxml", "--to", "plantuml"],
            input: """
                <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a">
                  <state id="a">
                    <transition event="go" cond="In('b')" target="b"/>
                  </state>
                  <state id="b"/>
                </scxml>
                """),
        Case(
            name: "simulate-edit", arguments: ["simulate", "edit.puml"],
            input: "save\nconfirm OK\nbogus\nback\nconfirm NG\nreset\nquit\nsave\n"),
        Case(name: "simulate-eof", arguments: ["simulate", "onboarding.puml"], input: "next\nlogin\ntappedOk\n"),
        Case(
            name: "simulate-media-player", arguments: ["simulate", "media-player.puml"],
            input: "powerOn\nplay\nmute\npowerOff\nresume\npause\n"),
        Case(name: "paths-media-player", arguments: ["paths", "media-player.puml", "--cover", "transitions"]),
        Case(
            name: "simulate-scxml-delayed-send", arguments: ["simulate", "request.scxml"],
            input:
                "submit\nwait\nwait 1s\nback\nback\ntimeout\nwait\nback\nwait 3s\nretry\nreply\nwait\nhelp\nwait soon\n"
        ),
        Case(name: "paths-scxml-delayed-send", arguments: ["paths", "request.scxml"]),
        Case(
            name: "paths-scxml-delayed-send-transitions",
            arguments: ["paths", "request.scxml", "--cover", "transitions"]
        ),
        Case(
            name: "paths-scxml-delayed-send-json",
            arguments: ["paths", "request.scxml", "--cover", "transitions", "--format", "json"]),
        Case(
            name: "paths-scxml-delayed-send-swift-testing",
            arguments: ["paths", "request.scxml", "--format", "swift-testing"]
        ),
        Case(
            name: "trace-events",
            arguments: ["trace", "../../Tests/SwitchyardCLITests/Charts/player.scxml", "--events", "-"],
            input: """
                [{"event": "power"}, {"event": "play", "after": 100}, {"event": "louder"},
                 {"event": "power", "after": 1000}, {"event": "power", "after": 5000}, {"event": "eject"}]
                """),
        Case(
            name: "trace-snapshot-each-step",
            arguments: [
                "trace", "../../Tests/SwitchyardCLITests/Charts/player.scxml", "--events", "-", "--snapshot-each-step",
            ],
            input: """
                [{"event": "power"}, {"event": "play", "after": 100}, {"event": "louder"},
                 {"event": "power", "after": 1000}, {"event": "power", "after": 5000}, {"event": "eject"}]
                """),
        Case(
            name: "trace-delayed-send",
            arguments: ["trace", "../../Tests/SwitchyardCLITests/Charts/player.scxml", "--events", "-"],
            input: #"[{"event": "power"}, {"event": "play"}]"#),
        Case(name: "trace-stdin", arguments: ["trace", "-"], input: Self.tinyChart),
        Case(
            name: "trace-malformed", arguments: ["trace", "-"], input: "<scxml><state id=\"a\"><transition/></scxml>"),
        Case(
            name: "trace-unsupported", arguments: ["trace", "-"],
            input: "<scxml>\n  <state id=\"a\">\n    <invoke src=\"x.scxml\"/>\n  </state>\n</scxml>\n"),
        Case(name: "trace-missing-file", arguments: ["trace", "missing.scxml"]),
        // A chart that never settles: the same words on standard error (trace), in the status (simulate) and after
        // the path (paths); trace's JSON has "stepLimit": true and exits 0.
        Case(
            name: "trace-step-limit",
            arguments: ["trace", "../../Tests/SwitchyardCLITests/Charts/never-settles.scxml", "--events", "-"],
            input: #"[{"event": "go"}, {"event": "go", "after": 5}]"#),
        Case(
            name: "simulate-step-limit",
            arguments: ["simulate", "../../Tests/SwitchyardCLITests/Charts/never-settles.puml"], input: "go\ngo\n"),
        Case(
            name: "paths-step-limit", arguments: ["paths", "../../Tests/SwitchyardCLITests/Charts/never-settles.puml"]),
        Case(
            name: "trace-plantuml", arguments: ["trace", "media-player.puml", "--events", "-"],
            input: #"[{"event": "powerOn"}, {"event": "play"}, {"event": "mute"}, {"event": "powerOff"}]"#),
        Case(
            name: "trace-mermaid", arguments: ["trace", "edit.mmd", "--events", "-"],
            input: #"[{"event": "save"}, {"event": "confirm OK", "after": 10}, {"event": "bogus"}]"#),
        Case(
            name: "trace-plantuml-stdin", arguments: ["trace", "-", "--input-format", "plantuml"],
            input: "[*] --> a\na --> [*]\n"),
        Case(
            name: "trace-plantuml-join-refused", arguments: ["trace", "-"],
            input: "@startuml\n[*] --> a\nstate j <<join>>\na --> j\nj --> [*]\n@enduml\n"),
        Case(
            name: "trace-bad-events",
            arguments: ["trace", "../../Tests/SwitchyardCLITests/Charts/player.scxml", "--events", "-"],
            input: #"{"event": "power"}"#),
    ]

    @Test(.enabled(if: CLIRunner.executable != nil, "needs the built switchyard executable"), arguments: cases)
    func matchesSnapshot(_ testCase: Case) async throws {
        let result = try await CLIRunner.run(
            testCase.arguments, input: testCase.input, environment: testCase.environment)
        let text = Self.snapshot(testCase, result)
        let url = CLIRunner.testsDirectory.appendingPathComponent("Snapshots/\(testCase.name).txt")
        if ProcessInfo.processInfo.environment["SWITCHYARD_RECORD_SNAPSHOTS"] == "1" {
            try Data(text.utf8).write(to: url)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected)
    }

    @Test(.enabled(if: CLIRunner.executable != nil, "needs the built switchyard executable"))
    func renderWritesTheOutputFile() async throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "switchyard-\(UUID().uuidString).mmd")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try await CLIRunner.run(["render", "edit.puml", "--to", "mermaid", "-o", output.path])
        #expect(result == CLIRunner.Result(status: 0, stdout: "", stderr: ""))
        let written = try String(contentsOf: output, encoding: .utf8)
        #expect(written.hasPrefix("stateDiagram-v2\n"))
    }

    @Test(.enabled(if: CLIRunner.executable != nil && Self.hasDot, "needs switchyard and Graphviz dot"))
    func renderSVGThroughGraphviz() async throws {
        let result = try await CLIRunner.run(["render", "process.puml", "--to", "svg"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("<svg"))
    }

    static let hasDot = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: String($0) + "/dot")
    }

    /// The snapshot text: the command, the status, then both streams.
    static func snapshot(_ testCase: Case, _ result: CLIRunner.Result) -> String {
        var text = "$ switchyard " + testCase.arguments.joined(separator: " ") + "\n"
        if !testCase.input.isEmpty {
            text += "--- stdin\n" + testCase.input + (testCase.input.hasSuffix("\n") ? "" : "\n")
        }
        text += "--- status: \(result.status)\n--- stdout\n" + result.stdout
        text += "--- stderr\n" + result.stderr
        return text
    }
}
