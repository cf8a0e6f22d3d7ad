import Foundation
import Switchyard

extension PlantUMLPreprocessor {
    /// Reads included files from the file system, relative to the including file's directory.
    static let fileLoader: IncludeLoader = { path, includer in
        var resolved = path
        if !path.hasPrefix("/") {
            let base = includer.map { ($0 as NSString).deletingLastPathComponent } ?? ""
            resolved = base.isEmpty ? path : base + "/" + path
        }
        let standardized = (resolved as NSString).standardizingPath
        // Only a regular file of sensible size: never a device such as /dev/zero, which would never end.
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: standardized),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = (attributes[.size] as? NSNumber)?.intValue, size <= 64 << 20
        else { return nil }
        // Files that say they are empty are not read: /proc files say so and may never end.
        guard size > 0 else { return (standardized, []) }
        guard let data = FileManager.default.contents(atPath: standardized)
        else { return nil }
        return (standardized, [UInt8](data))
    }

    /// `!include FILE` (also `!include_once`, `!include_many`): the file's lines, or those of its first
    /// `@startuml` block, preprocessed in place; cycles, the standard library, URLs and `file!id` are errors.
    mutating func include(
        _ cursor: inout PreprocessorCursor, once: Bool, start: Int, number: Int, reportAt: TextPosition?
    ) throws(DiagramParseError) {
        cursor.skipSpaces()
        var path = String(decoding: cursor.bytes[cursor.position..<cursor.end], as: UTF8.self).trimmingSpaces()
        if path.hasPrefix("<") || path.contains("://") {
            throw cursor.error("'!include' of the standard library or a URL is not supported", at: start)
        }
        if path.count >= 2 && path.hasPrefix("\"") && path.hasSuffix("\"") {
            path = String(path.dropFirst().dropLast())
        }
        if path.contains("!") {
            throw cursor.error("'!include' of one diagram of a file ('file!id') is not supported", at: start)
        }
        guard !path.isEmpty else { throw cursor.error("expected a file after '!include'", at: start) }
        let location = reportAt ?? cursor.location(at: start)
        guard let loader, let loaded = loader(path, includeStack.last) else {
            throw DiagramParseError(
                message: "cannot read included file '\(path)'", line: location.line, column: location.column)
        }
        if includeStack.contains(loaded.path) {
            if once { return }
            throw DiagramParseError(
                message: "'!include' cycle: '\(path)' includes itself", line: location.line, column: location.column)
        }
        if includeStack.count > 32 {
            throw DiagramParseError(
                message: "'!include' nested too deeply", line: location.line, column: location.column)
        }
        let text = try Self.validated(loaded.bytes, location: location, path: path)
        var lines: [SourceText.Line] = []
        try text.forEachLine { line in
            lines.append(line)
            return true
        }
        // A file holding `@startuml … @enduml` contributes the lines of its first block.
        let document = PlantUMLDocument(text)
        if let first = document.blocks.first { lines = first.lines }
        includeStack.append(loaded.path)
        defer { includeStack.removeLast() }
        try process(text, lines, reportAt: location)
    }

    private static func validated(
        _ bytes: [UInt8], location: TextPosition, path: String
    ) throws(DiagramParseError) -> SourceText {
        do {
            return try SourceText(validating: bytes)
        } catch {
            throw DiagramParseError(
                message: "in \(path):\(error.line): \(error.message)", line: location.line, column: location.column)
        }
    }
}
