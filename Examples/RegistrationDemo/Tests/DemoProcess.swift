import Foundation
import ProcessTestSupport

/// Runs the built `RegistrationDemo` executable with text on standard input (a file, so `isatty(0)` is false).
enum DemoProcess {
    typealias Result = ChildProcessResult

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

    static func run(_ arguments: [String], input: String) async throws -> Result {
        try await ChildProcess.run(try executable(), arguments, input: input)
    }
}
