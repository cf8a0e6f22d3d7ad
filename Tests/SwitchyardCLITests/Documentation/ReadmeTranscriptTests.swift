import Foundation
import ProcessTestSupport
import Testing

/// The README's terminal transcripts, run as written from the repository's root.
///
/// Two shapes are read from README.md:
/// - inside a fenced block, a line `$ swift run switchyard ARGUMENTS`, optionally fed by `printf 'INPUT' |`; what it
///   prints is every following line up to the next `$ ` line or the block's end (a blank line before the next
///   command separates two transcripts and is not part of either);
/// - a sentence ending "`switchyard ARGUMENTS` prints:" followed by a fenced block, which is the whole output once
///   comments and `import` lines are left out, as the README says it trims them.
///
/// A transcript that no longer matches the tool fails here instead of misleading a reader (the `paths` transcript for
/// `request.scxml` once showed three paths the tool had stopped printing).
@Suite(.timeLimit(.minutes(5)))
struct ReadmeTranscriptTests {
    /// One command and what the README says it prints.
    struct Transcript: Sendable, CustomTestStringConvertible {
        var line: Int
        var arguments: [String]
        var input: String
        var output: String
        /// Whether the README shows the output without its comments and imports (a "prints:" block of Swift).
        var trimsComments = false
        var testDescription: String { "README.md:\(line): switchyard \(arguments.joined(separator: " "))" }
    }

    static let repositoryRoot = CLIRunner.testsDirectory.appendingPathComponent("../..").standardizedFileURL

    static let transcripts: [Transcript] = {
        let url = repositoryRoot.appendingPathComponent("README.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return transcripts(in: text)
    }()

    /// The transcripts in a Markdown text, in order.
    static func transcripts(in text: String) -> [Transcript] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [Transcript] = []
        var current: Transcript?
        var inFence = false
        var pending: (line: Int, arguments: [String])?
        func finish() {
            guard var transcript = current else { return }
            while transcript.output.hasSuffix("\n\n") { transcript.output.removeLast() }
            found.append(transcript)
            current = nil
        }
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") {
                if inFence {
                    finish()
                    inFence = false
                } else {
                    inFence = true
                    if let command = pending {
                        current = Transcript(
                            line: command.line, arguments: command.arguments, input: "", output: "",
                            trimsComments: line.hasPrefix("```swift"))
                    }
                }
                pending = nil
                continue
            }
            if !inFence {
                if let match = line.firstMatch(of: /`switchyard ([^`]+)` prints:$/) {
                    pending = (index + 1, match.1.split(separator: " ").map(String.init))
                } else if !line.isEmpty {
                    pending = nil
                }
                continue
            }
            if let command = command(in: line) {
                finish()
                current = Transcript(line: index + 1, arguments: command.arguments, input: command.input, output: "")
            } else if current != nil {
                current?.output += line + "\n"
            }
        }
        return found
    }

    /// The arguments and standard input of a `$ …` line, or `nil` when the line is not a `switchyard` command.
    static func command(in line: String) -> (arguments: [String], input: String)? {
        guard let match = line.wholeMatch(of: /\$ (?:printf '([^']*)' \| )?swift run switchyard (.+)/) else {
            return nil
        }
        let input = match.1.map { String($0).replacingOccurrences(of: "\\n", with: "\n") } ?? ""
        return (match.2.split(separator: " ").map(String.init), input)
    }

    /// `output` without comment lines and `import` lines, and without the blank lines that then lead it.
    static func withoutCommentsAndImports(_ output: String) -> String {
        var kept = output.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            return !text.hasPrefix("//") && !text.hasPrefix("import ")
        }
        while kept.first?.isEmpty == true { kept.removeFirst() }
        return kept.joined(separator: "\n")
    }

    @Test func theReadmeHasTranscriptsOfEachShape() {
        // Six `$ swift run switchyard` lines and one "prints:" block when this test was written; a parser that
        // found none would let every transcript go stale unnoticed.
        #expect(Self.transcripts.count >= 6)
        #expect(Self.transcripts.contains { $0.arguments.first == "generate" })
        #expect(Self.transcripts.contains { !$0.input.isEmpty })
    }

    @Test func theParserReadsBothShapes() {
        let text = """
            Run:

            ```
            $ swift run switchyard paths a.puml
            a.puml: 1 path

            $ printf 'go\\nquit\\n' | swift run switchyard simulate a.puml
            state: a
            ```

            `switchyard generate swift a.puml` prints:

            ```swift
            enum A {}
            ```
            """
        let found = Self.transcripts(in: text)
        #expect(
            found.map(\.arguments) == [["paths", "a.puml"], ["simulate", "a.puml"], ["generate", "swift", "a.puml"]])
        #expect(found.map(\.output) == ["a.puml: 1 path\n", "state: a\n", "enum A {}\n"])
        #expect(found.map(\.input) == ["", "go\nquit\n", ""])
        #expect(found.map(\.line) == [4, 7, 11])
        #expect(found.map(\.trimsComments) == [false, false, true])
        #expect(Self.withoutCommentsAndImports("// a\n\nimport B\n\nenum A {\n    /// doc\n}\n") == "enum A {\n}\n")
    }

    @Test(arguments: Self.transcripts)
    func runsAsWritten(_ transcript: Transcript) async throws {
        guard let executable = CLIRunner.executable else {
            Issue.record("switchyard executable not found; set SWITCHYARD_BINARY")
            return
        }
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "80"
        let result = try await ChildProcess.run(
            URL(fileURLWithPath: executable), transcript.arguments, input: transcript.input,
            environment: environment, directory: Self.repositoryRoot)
        #expect(result.status == 0, "\(result.stderr)")
        let printed = transcript.trimsComments ? Self.withoutCommentsAndImports(result.stdout) : result.stdout
        #expect(printed == transcript.output)
    }
}
