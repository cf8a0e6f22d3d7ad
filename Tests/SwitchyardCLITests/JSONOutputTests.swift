import Foundation
import ProcessTestSupport
import Testing

/// End-to-end: every JSON the built `switchyard` prints (`check`, `trace`, `paths`, `diff`) is written one way and
/// decodes with a `version` field.
@Suite(.timeLimit(.minutes(5)))
struct JSONOutputTests {
    /// The field every command's JSON has.
    struct Versioned: Decodable {
        var version: Int
    }

    static let runnable = CLIRunner.executable != nil

    @Test(.enabled(if: runnable, "needs the built switchyard executable"))
    func checkPrintsOneVersionedObjectPerFile() async throws {
        let result = try await CLIRunner.run(["check", "--format", "json", "edit.puml", "missing.puml"])
        #expect(result.status == 2)
        let reports = try JSONDecoder().decode([Versioned].self, from: Data(result.stdout.utf8))
        #expect(reports.map(\.version) == [2, 2])
    }

    /// A file that cannot be read has no line to point at: its error says why, without a line 0.
    @Test(.enabled(if: runnable, "needs the built switchyard executable"))
    func anUnreadableFileIsReportedWithoutALine() async throws {
        for arguments in [["check", "--format", "json", "missing.puml"], ["check", "--format", "json", "."]] {
            let result = try await CLIRunner.run(arguments)
            #expect(result.status == 2)
            let reports = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            let error = try #require(reports.first?["error"] as? [String: Any])
            #expect(Set(error.keys) == ["message"], "\(arguments)")
            #expect((error["message"] as? String)?.hasPrefix("cannot read file: ") == true)
            #expect(!result.stdout.contains("\"line\""))
        }
        let text = try await CLIRunner.run(["check", "missing.puml"])
        #expect(text.status == 2)
        #expect(text.stderr == "switchyard: error: cannot read missing.puml: no such file\n")
    }

    @Test(.enabled(if: runnable, "needs the built switchyard executable"))
    func traceIsVersioned() async throws {
        let result = try await CLIRunner.run(
            ["trace", "edit.mmd", "--events", "-"], input: #"[{"event": "save"}]"#)
        #expect(result.status == 0)
        #expect(try JSONDecoder().decode(Versioned.self, from: Data(result.stdout.utf8)).version == 2)
    }

    @Test(.enabled(if: runnable, "needs the built switchyard executable"))
    func pathsIsVersioned() async throws {
        let result = try await CLIRunner.run(["paths", "edit.puml", "--format", "json"])
        #expect(result.status == 0)
        #expect(try JSONDecoder().decode(Versioned.self, from: Data(result.stdout.utf8)).version == 2)
    }

    @Test(.enabled(if: runnable, "needs the built switchyard executable"))
    func diffIsVersioned() async throws {
        let result = try await CLIRunner.run(["diff", "edit.puml", "edit.mmd", "--format", "json"])
        #expect(result.status == 0)
        #expect(try JSONDecoder().decode(Versioned.self, from: Data(result.stdout.utf8)).version == 2)
    }
}
