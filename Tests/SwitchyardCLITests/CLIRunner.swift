import Foundation

/// Runs the built `switchyard` executable in `Examples/Diagrams` and captures what it prints.
enum CLIRunner {
    /// What one run produced.
    struct Result: Equatable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

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
    static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> Result {
        guard let executable else { throw CLIError(message: "switchyard executable not found; set SWITCHYARD_BINARY") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = examplesDirectory
        // Help text wraps at the terminal width; pin it so snapshots do not depend on the runner's COLUMNS.
        var base = ProcessInfo.processInfo.environment
        base["COLUMNS"] = "80"
        process.environment = base.merging(environment) { $1 }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "switchyard-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let files = ["stdin", "stdout", "stderr"].map { scratch.appendingPathComponent($0) }
        try Data(input.utf8).write(to: files[0])
        _ = FileManager.default.createFile(atPath: files[1].path, contents: nil)
        _ = FileManager.default.createFile(atPath: files[2].path, contents: nil)
        process.standardInput = try FileHandle(forReadingFrom: files[0])
        let stdout = try FileHandle(forWritingTo: files[1])
        let stderr = try FileHandle(forWritingTo: files[2])
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        process.waitUntilExit()
        try stdout.close()
        try stderr.close()
        return Result(
            status: process.terminationStatus,
            stdout: try String(contentsOf: files[1], encoding: .utf8),
            stderr: try String(contentsOf: files[2], encoding: .utf8))
    }

    struct CLIError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
