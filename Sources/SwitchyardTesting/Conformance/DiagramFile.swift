import Foundation
import Switchyard
import SwitchyardDiagrams

/// Why a diagram file could not be used for a conformance check.
public struct DiagramFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, with the file and, for malformed diagrams, `LINE:COL`.
    public var message: String

    /// Creates an error.
    /// - Parameter message: What went wrong.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// Finding and reading the diagram a machine is checked against.
enum DiagramFile {
    /// `path` as given when it exists (absolute, or relative to the working directory), else relative to the
    /// folder of the test file that asked (`filePath`), so a test can name a `.puml` kept next to it.
    static func resolve(_ path: String, relativeTo filePath: StaticString) -> String {
        if path.hasPrefix("/") || FileManager.default.fileExists(atPath: path) { return path }
        let directory = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
        var candidate = directory
        for _ in 0..<8 {
            let url = candidate.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path) { return url.path }
            candidate = candidate.deletingLastPathComponent()
        }
        return path
    }

    /// The graph drawn in the file at `path`.
    static func graph(at path: String) throws(DiagramFileError) -> StateGraph {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DiagramFileError(message: "cannot read diagram \(path)")
        }
        let bytes = [UInt8](data)
        let format = DiagramReader.format(path: path, bytes: bytes)
        do {
            return try DiagramReader.read(bytes: bytes, format: format)
        } catch {
            throw DiagramFileError(
                message: DiagnosticLine.location(file: path, line: error.line, column: error.column)
                    + ": \(error.message)")
        }
    }
}
