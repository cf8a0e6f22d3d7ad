import Foundation
import Testing

/// SwitchyardDiagrams is a ladder (its DocC article *How the sources are laid out: a ladder*): each folder uses only
/// the folders before it in the article's table, read from the lowest rung up. These tests read the table from the
/// article and the sources from disk, so the ladder is kept by a test rather than by review, and the article cannot
/// drift from the folders.
///
/// "Uses" is read at the level of types: a file uses a type when it names one declared at the top level of another
/// folder's file (comments and string literals left out). Members that an extension in a higher folder adds to a
/// lower folder's type are not seen; a type is what a reader follows from one folder to another.
struct SourceLayoutTests {
    /// The repository's root: the first folder above this file that holds `Package.swift`.
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }()

    static let sources = root.appendingPathComponent("Sources/SwitchyardDiagrams")

    /// The folders in the order they may use each other, read from the article's table: rung 1 first, and inside
    /// a rung in the order listed. A rung named in backticks (`` `Running` ``) is a folder whose subfolders are
    /// listed; a rung without a name lists top-level folders.
    static func ladder() throws -> [String] {
        let article = try String(
            contentsOf: sources.appendingPathComponent("Documentation.docc/SourceLayout.md"), encoding: .utf8)
        var rungs: [(number: Int, folders: [String])] = []
        for line in article.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count > 3, let number = Int(cells[1].prefix { $0.isNumber }) else { continue }
            let rungName = backticked(cells[1]).first
            let folders = backticked(cells[2]).map { folder in rungName.map { "\($0)/\(folder)" } ?? folder }
            rungs.append((number, folders))
        }
        return rungs.sorted { $0.number < $1.number }.flatMap(\.folders)
    }

    /// The names a table cell writes in backticks, in order.
    static func backticked(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
            index % 2 == 1 ? String(part) : nil
        }
    }

    /// Every Swift file of the target, by its path below `Sources/SwitchyardDiagrams`.
    static func files() throws -> [(path: String, text: String)] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        var files: [(path: String, text: String)] = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            files.append((path, text))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The ladder's folder a file is in: the longest folder of the ladder its path starts with.
    static func folder(of path: String, in ladder: [String]) -> String? {
        ladder.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
    }

    /// The names of the types a file declares at the top level (not nested in another type).
    static func topLevelTypes(in text: String) -> [String] {
        let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        let modifiers: Set<Substring> = [
            "public", "package", "internal", "private", "fileprivate", "final", "indirect", "nonisolated",
        ]
        var names: [String] = []
        for line in text.split(separator: "\n") where line.first.map({ !$0.isWhitespace }) ?? false {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == ":" || $0 == "{" || $0 == "=" })
            var index = words.startIndex
            while index < words.endIndex, modifiers.contains(words[index]) || words[index].hasPrefix("@") {
                index += 1
            }
            guard index + 1 < words.endIndex, kinds.contains(words[index]) else { continue }
            names.append(String(words[index + 1]))
        }
        return names
    }

    /// The capitalised words of a file's code, its comments and string literals left out.
    static func typeNamesUsed(in text: String) -> Set<String> {
        var code = ""
        var characters = text[...]
        while let first = characters.first {
            if characters.hasPrefix("//") {
                characters = characters.drop { $0 != "\n" }
            } else if characters.hasPrefix("/*") {
                characters = characters.dropFirst(2)
                while !characters.isEmpty, !characters.hasPrefix("*/") { characters = characters.dropFirst() }
                characters = characters.dropFirst(2)
            } else if characters.hasPrefix("\"\"\"") {
                characters = characters.dropFirst(3)
                while !characters.isEmpty, !characters.hasPrefix("\"\"\"") { characters = characters.dropFirst() }
                characters = characters.dropFirst(3)
                code += " "
            } else if first == "\"" {
                characters = characters.dropFirst()
                while let next = characters.first, next != "\"", next != "\n" {
                    characters = characters.dropFirst(next == "\\" ? 2 : 1)
                }
                characters = characters.dropFirst()
                code += " "
            } else {
                code.append(first)
                characters = characters.dropFirst()
            }
        }
        let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return Set(words.filter { $0.first?.isUppercase ?? false }.map(String.init))
    }

    @Test func theArticleNamesEveryFolderOfTheTarget() throws {
        let ladder = try Self.ladder()
        #expect(ladder.count >= 20, "the article's table was not read: \(ladder)")
        #expect(Set(ladder).count == ladder.count, "a folder is on two rungs: \(ladder)")
        for file in try Self.files() where !file.path.hasPrefix("Documentation.docc/") {
            #expect(Self.folder(of: file.path, in: ladder) != nil, "\(file.path) is in no folder of the ladder")
        }
    }

    @Test func noFolderUsesATypeOfAFolderAboveIt() throws {
        let ladder = try Self.ladder()
        let files = try Self.files()
        var declaredIn: [String: Set<Int>] = [:]
        for file in files {
            guard let folder = Self.folder(of: file.path, in: ladder), let rank = ladder.firstIndex(of: folder)
            else { continue }
            for name in Self.topLevelTypes(in: file.text) { declaredIn[name, default: []].insert(rank) }
        }
        #expect(declaredIn.count > 100, "too few types found to judge the ladder: \(declaredIn.count)")
        var violations: [String] = []
        for file in files {
            guard let folder = Self.folder(of: file.path, in: ladder), let rank = ladder.firstIndex(of: folder)
            else { continue }
            for name in Self.typeNamesUsed(in: file.text).sorted() {
                guard let ranks = declaredIn[name], !ranks.contains(rank), let lowest = ranks.min(), lowest > rank
                else { continue }
                violations.append("\(file.path) (\(folder)) uses \(name), declared in \(ladder[lowest])")
            }
        }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    @Test func aTypeUsedFromAFolderAboveItsOwnIsFound() {
        // The detector itself: a file that names a type of a higher folder is a violation, and names in comments
        // and strings are not uses.
        let text = """
            // ``DiagramChecker`` is only mentioned here
            let label = "CheckReport"
            struct Local { var report: PathPlan }
            """
        #expect(Self.typeNamesUsed(in: text) == ["Local", "PathPlan"])
        #expect(Self.topLevelTypes(in: "package struct A<B>: C {\n    struct Nested {}\n}\nextension D {}") == ["A"])
    }
}
