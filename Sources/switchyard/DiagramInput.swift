import ArgumentParser
import Foundation
import Switchyard
import SwitchyardDiagrams

/// Reading files (or `-` for standard input) and writing output files for the subcommands; what a diagram's bytes
/// mean is ``DiagramInputOptions``'s.
enum DiagramInput {
    /// The bytes of `path`, or of standard input for `-`; `nil` when the file cannot be read.
    static func readBytes(_ path: String) -> [UInt8]? {
        if path == "-" { return [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }
        if let contents = FileManager.default.contents(atPath: path) { return [UInt8](contents) }
        // A pipe (`/dev/stdin`, a shell's `<(…)`) has no size to read up to, which `contents(atPath:)` needs on Linux.
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
            let handle = FileHandle(forReadingAtPath: path)
        else { return nil }
        defer { try? handle.close() }
        do {
            return [UInt8](try handle.readToEnd() ?? Data())
        } catch {
            return nil
        }
    }

    /// Why `path` cannot be read.
    static func unreadableReason(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        return !exists ? "no such file" : isDirectory.boolValue ? "is a directory" : "permission denied"
    }

    /// The bytes of `path`, or of standard input for `-`.
    /// - Throws: `ExitCode(2)` after printing `switchyard: error: cannot read …` when the file cannot be read.
    static func bytes(_ path: String) throws -> [UInt8] {
        guard let bytes = readBytes(path) else {
            StandardStreams.error("switchyard: error: cannot read \(path): \(unreadableReason(path))\n")
            throw ExitCode(2)
        }
        return bytes
    }

    /// Runs `body`, which builds something executable from the diagram in `path`.
    /// - Throws: `ExitCode(2)` after printing `FILE:LINE:COL: error: message [run]` when the diagram cannot run.
    static func executable<T>(_ path: String, _ body: () throws(DiagramParseError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            StandardStreams.error(DiagnosticLine.text(error, in: path, code: "run") + "\n")
            throw ExitCode(2)
        }
    }

    /// Writes `bytes` to `output`, or to standard output when it is `nil` or `-`.
    static func write(_ bytes: [UInt8], to output: String?) throws {
        guard let output, output != "-" else {
            StandardStreams.output(bytes: bytes)
            return
        }
        guard FileManager.default.createFile(atPath: output, contents: Data(bytes)) else {
            StandardStreams.error("switchyard: error: cannot write \(output)\n")
            throw ExitCode(2)
        }
    }
}
