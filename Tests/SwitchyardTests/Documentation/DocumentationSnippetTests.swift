import Foundation
import Testing

/// Every ```swift block of the README, of the DocC articles (`Sources/*/Documentation.docc/*.md`) and of the
/// examples' READMEs (`Examples/*/README.md`) has a verbatim copy in a `.swift` file under `Tests/` or `Examples/`,
/// where it is compiled and run; so a block edited without its copy fails here, with the block's file and line.
///
/// "Verbatim" means line for line and character for character, after removing the block's common indentation; the
/// copy may be indented as a whole (inside a test function or a type), and a blank line of the block matches a line
/// of spaces. No block is exempt.
@Suite
struct DocumentationSnippetTests {
    /// One ```swift block of a Markdown file.
    struct Block: CustomStringConvertible {
        /// The Markdown file, relative to the repository's root.
        var file: String
        /// The line of the opening fence, from 1.
        var line: Int
        /// The block's lines, without their common indentation and without trailing blank lines.
        var lines: [String]

        var description: String { "\(file):\(line)" }
    }

    /// The repository's root: this file is `Tests/SwitchyardTests/Documentation/DocumentationSnippetTests.swift`,
    /// also when a package compiles it through a symbolic link to `Tests/SwitchyardTests` (`.ci/tsan` does).
    static let root = URL(fileURLWithPath: "\(#filePath)").resolvingSymlinksInPath().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Markdown files whose swift blocks must have a copy, relative to the root: the README, every article of
    /// each DocC catalog (in subfolders too) and each example's README.
    static func documents() throws -> [String] {
        let files = FileManager.default
        var documents = ["README.md"]
        for name in try files.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path).sorted() {
            let catalog = "Sources/\(name)/Documentation.docc"
            guard let enumerator = files.enumerator(atPath: root.appendingPathComponent(catalog).path) else { continue }
            documents += enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted()
                .map { "\(catalog)/\($0)" }
        }
        for name in try files.contentsOfDirectory(atPath: root.appendingPathComponent("Examples").path).sorted() {
            let readme = "Examples/\(name)/README.md"
            if files.fileExists(atPath: root.appendingPathComponent(readme).path) { documents.append(readme) }
        }
        return documents
    }

    /// The ```swift blocks of a Markdown text.
    /// - Parameters:
    ///   - text: The Markdown.
    ///   - file: Its name, for the blocks' descriptions.
    /// - Returns: The blocks, in order.
    static func blocks(in text: String, file: String) -> [Block] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            let fence = lines[index].drop { $0 == " " }
            guard fence.hasPrefix("```swift"), fence.dropFirst(8).allSatisfy({ $0 == " " }) else {
                index += 1
                continue
            }
            let start = index
            var body: [String] = []
            index += 1
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                body.append(lines[index])
                index += 1
            }
            blocks.append(Block(file: file, line: start + 1, lines: dedented(body)))
            index += 1
        }
        return blocks
    }

    /// `lines` without their common indentation and without trailing blank lines; blank lines become empty.
    static func dedented(_ lines: [String]) -> [String] {
        var lines = lines.map { $0.allSatisfy { $0 == " " } ? "" : $0 }
        while lines.last == "" { lines.removeLast() }
        let indentation = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(indentation)) }
    }

    /// Swift files' lines, indexed by each line without its indentation.
    struct SwiftFiles {
        var lines: [[Substring]] = []
        var starts: [Substring: [(file: Int, line: Int)]] = [:]

        init(_ files: [[Substring]]) {
            lines = files
            for (file, fileLines) in files.enumerated() {
                for (line, text) in fileLines.enumerated() {
                    starts[text.drop { $0 == " " }, default: []].append((file, line))
                }
            }
        }

        /// Whether `block` occurs in one of the files, indented as a whole by any number of spaces.
        func containCopy(of block: Block) -> Bool {
            guard let first = block.lines.first else { return true }
            for (file, start) in starts[first.drop { $0 == " " }] ?? [] {
                let lines = lines[file]
                let indentation = lines[start].dropLast(first.count)
                guard start + block.lines.count <= lines.count else { continue }
                let copied = zip(block.lines, lines[start...]).allSatisfy { expected, line in
                    expected.isEmpty ? line.allSatisfy { $0 == " " } : line == indentation + expected
                }
                if copied { return true }
            }
            return false
        }
    }

    /// The lines of every `.swift` file under `Tests/` and `Examples/`.
    static func swiftFiles() throws -> SwiftFiles {
        var files: [[Substring]] = []
        for folder in ["Tests", "Examples"] {
            let url = root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { continue }
            for case let path as String in enumerator where path.hasSuffix(".swift") {
                let text = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
                files.append(text.split(separator: "\n", omittingEmptySubsequences: false))
            }
        }
        return SwiftFiles(files)
    }

    @Test func everySwiftBlockOfTheDocumentationHasAVerbatimCopyThatIsCompiled() throws {
        let documents = try Self.documents()
        #expect(documents.contains("Sources/Switchyard/Documentation.docc/Switchyard.md"))
        #expect(documents.contains { $0.hasPrefix("Examples/") })
        let blocks = try documents.flatMap { file in
            try Self.blocks(in: String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8), file: file)
        }
        let files = try Self.swiftFiles()
        try #require(!blocks.isEmpty && !files.lines.isEmpty)
        let missing = blocks.filter { !files.containCopy(of: $0) }
        #expect(
            missing.isEmpty,
            """
            \(missing.count) of \(blocks.count) swift blocks have no verbatim copy in a .swift file under Tests/ or \
            Examples/ (copy each into the test that runs it, or change the copy with the text):
            \(missing.map(\.description).joined(separator: "\n"))
            """)
    }

    @Test func aCopyMustMatchCharacterForCharacterAndMayBeIndentedAsAWhole() {
        let markdown = "Text\n\n  ```swift\n  let a = 1\n\n  if a > 0 {\n      print(a)\n  }\n  ```\n"
        let block = Self.blocks(in: markdown, file: "A.md")
        #expect(block.map(\.description) == ["A.md:3"])
        #expect(block.first?.lines == ["let a = 1", "", "if a > 0 {", "    print(a)", "}"])
        let copy: [Substring] = ["func f() {", "    let a = 1", "", "    if a > 0 {", "        print(a)", "    }", "}"]
        let edited: [Substring] = ["    let a = 1", "", "    if a > 0 {", "        print(a) ", "    }"]
        let reindented: [Substring] = ["    let a = 1", "", "    if a > 0 {", "      print(a)", "    }"]
        #expect(SwiftFiles([copy]).containCopy(of: block[0]))
        #expect(!SwiftFiles([edited, reindented]).containCopy(of: block[0]))
    }
}
