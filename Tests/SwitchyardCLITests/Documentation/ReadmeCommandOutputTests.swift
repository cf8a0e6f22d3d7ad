import Foundation
import ProcessTestSupport
import Testing

/// The README's terminal sessions (code blocks whose lines start with `$ swift run switchyard …`), run with the built
/// `switchyard` and compared with what the README prints under each command, so a change of output that updates the
/// snapshots in `Snapshots/` cannot leave the README showing the old one.
@Suite(.timeLimit(.minutes(5)))
struct ReadmeCommandOutputTests {
    /// One command of a README session and the output printed under it.
    struct Session: Sendable, CustomTestStringConvertible {
        var command: String
        var arguments: [String]
        var input: String
        var expected: String
        var testDescription: String { command }
    }

    static let readme = CLIRunner.testsDirectory.appendingPathComponent("../../README.md").standardizedFileURL

    /// Every `$ [printf '…' |] swift run switchyard ARGS` line of an unlabelled code block, with the lines under it up
    /// to the next command or the end of the block. Paths are given relative to `Examples/Diagrams`, where the runner
    /// runs.
    static func sessions() throws -> [Session] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        var sessions: [Session] = []
        var fenced = false
        var inBlock = false
        var current: Session?
        var output: [String] = []
        func finish() {
            guard var session = current else { return }
            while output.last?.isEmpty == true { output.removeLast() }
            session.expected = output.joined(separator: "\n") + "\n"
            sessions.append(session)
            current = nil
            output = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if inBlock { finish() }
                fenced.toggle()
                inBlock = fenced && line == "```"
                continue
            }
            guard inBlock else { continue }
            if line.hasPrefix("$ ") {
                finish()
                current = session(for: String(line.dropFirst(2)))
            } else if current != nil {
                output.append(line.replacingOccurrences(of: "Examples/Diagrams/", with: ""))
            }
        }
        return sessions
    }

    static func session(for command: String) -> Session? {
        var input = ""
        var rest = Substring(command)
        if rest.hasPrefix("printf '"), let end = rest.dropFirst(8).firstIndex(of: "'") {
            input = rest[rest.index(rest.startIndex, offsetBy: 8)..<end].replacingOccurrences(of: "\\n", with: "\n")
            rest = rest[rest.index(after: end)...].drop { $0 == " " || $0 == "|" }
        }
        guard rest.hasPrefix("swift run switchyard ") else { return nil }
        let arguments = rest.dropFirst("swift run switchyard ".count).split(separator: " ").map {
            $0.replacingOccurrences(of: "Examples/Diagrams/", with: "")
        }
        return Session(command: command, arguments: arguments, input: input, expected: "")
    }

    @Test func theReadmeShowsTerminalSessions() throws {
        #expect(try Self.sessions().count >= 4)
    }

    @Test(arguments: try sessions())
    func aReadmeSessionPrintsWhatTheReadmeShows(_ session: Session) async throws {
        let result = try await CLIRunner.run(session.arguments, input: session.input)
        #expect(result.status == 0)
        #expect(result.stdout == session.expected)
    }
}
