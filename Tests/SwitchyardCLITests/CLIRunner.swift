import Foundation
import ProcessTestSupport

/// Runs the built `switchyard` executable in `Examples/Diagrams` and captures what it prints.
enum CLIRunner {
    /// What one run produced.
    typealias Result = ChildProcessResult

    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let examplesDirectory = testsDirectory.appendingPathComponent("../../Examples/Diagrams").standardizedFileURL

    /// The executable: `SWITCHYARD_BINARY` when set, else `switchyard` next to the test bundle (the build products
    /// directory), else in the bundle's parent directories.
    static let executable: String? = {
        if let path = ProcessInfo.processInfo.environment["SWITCHYARD_BINARY"] { return path }
        var candidates: [URL] = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])]
        candidates += Bundle.allBundles.map(\.bundleURL)
        for start in candidates {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<3 {
                let candidate = directory.appendingPathComponent("switchyard")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                    !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
                {
                    return candidate.path
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }()

    /// Runs `switchyard arguments…` with `input` on standard input and `environment` added to (or, for `PATH`,
    /// replacing) the test's environment.
    static func run(
        _ arguments: [String], input: String = "", environment: [String: String] = [:]
    ) async throws -> Result {
        guard let executable else { throw CLIError(message: "switchyard executable not found; set SWITCHYARD_BINARY") }
        // Help text wraps at the terminal width; pin it so snapshots do not depend on the runner's COLUMNS.
        var base = ProcessInfo.processInfo.environment
        base["COLUMNS"] = "80"
        return try await ChildProcess.run(
            URL(fileURLWithPath: executable), arguments, input: input, environment: base.merging(environment) { $1 },
            directory: examplesDirectory)
    }

    struct CLIError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
