import Foundation

/// Runs the built `RegistrationDemo` executable with text on standard input (a file, so `isatty(0)` is false).
enum DemoProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    struct NotFound: Error, CustomStringConvertible {
        var description: String {
            "RegistrationDemo executable not found next to the tests; build it, or set REGISTRATION_DEMO_BINARY"
        }
    }

    /// `REGISTRATION_DEMO_BINARY`, or `RegistrationDemo` in the build products directory that holds the tests.
    static func executable() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["REGISTRATION_DEMO_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        let starts =
            [URL(fileURLWithPath: CommandLine.arguments[0]), Bundle.main.bundleURL]
            + Bundle.allBundles.map(\.bundleURL)
        for start in starts {
            var folder = start.deletingLastPathComponent()
            for _ in 0..<3 {
                let candidate = folder.appendingPathComponent("RegistrationDemo")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                folder = folder.deletingLastPathComponent()
            }
        }
        throw NotFound()
    }

    static func run(_ arguments: [String], input: String) throws -> Result {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("registration-demo-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputURL = folder.appendingPathComponent("in")
        let outputURL = folder.appendingPathComponent("out")
        let errorURL = folder.appendingPathComponent("err")
        try Data(input.utf8).write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        try output.close()
        try error.close()
        return Result(
            status: process.terminationStatus,
            stdout: try String(contentsOf: outputURL, encoding: .utf8),
            stderr: try String(contentsOf: errorURL, encoding: .utf8))
    }
}
