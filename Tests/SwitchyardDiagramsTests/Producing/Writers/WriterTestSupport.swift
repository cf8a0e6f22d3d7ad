import Foundation
import ProcessTestSupport

/// Files and programs the writer tests use.
enum WriterTestSupport {
    /// This folder (where the reference outputs live).
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// `Examples/Diagrams` of the repository, found by walking up from this file.
    static let examplesDirectory: URL = {
        var directory = testsDirectory
        for _ in 0..<8 {
            let candidate = directory.appendingPathComponent("Examples/Diagrams")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return testsDirectory.appendingPathComponent("../../../../Examples/Diagrams").standardizedFileURL
    }()

    /// The example diagrams, by file name.
    static let exampleNames = [
        "onboarding.puml", "process.puml", "navigation.puml", "edit.puml", "registration.puml", "edit.mmd",
    ]

    /// The text of an example diagram.
    static func example(_ name: String) throws -> String {
        try String(contentsOf: examplesDirectory.appendingPathComponent(name), encoding: .utf8)
    }

    /// The first executable called `name` on `PATH`.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = String(directory) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs a program with `input` on standard input; returns its status and what it printed (standard output and
    /// error together). The suites that call it (PlantUMLSyntaxTests, NotationRoundTripTests) carry `.timeLimit`.
    static func run(_ executable: String, _ arguments: [String], input: String) async throws -> (Int32, String) {
        let result = try await ChildProcess.run(
            URL(fileURLWithPath: executable), arguments, input: input, mergingErrors: true)
        return (result.status, result.stdout)
    }
}
