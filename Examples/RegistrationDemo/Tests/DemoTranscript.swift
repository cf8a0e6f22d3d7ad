import Foundation
import RegistrationDemoKit

/// Runs the demo's logic with scripted input and collects the transcript, as a terminal would show it.
@MainActor
enum DemoTranscript {
    struct Run {
        var transcript: String
        var diagnostics: [String]
        var outcome: ConsoleDriver.Outcome
    }

    static func run(
        _ script: [String],
        options: DemoOptions = DemoOptions(welcomeDelay: nil),
        accountsURL: URL? = nil
    ) async throws -> Run {
        var transcript = ""
        var diagnostics: [String] = []
        let output = ConsoleOutput { transcript += $0 }
        let outcome = try await RegistrationDemo.run(
            options: options, input: ScriptedLines(script), output: output, isInteractive: false,
            accountsURL: accountsURL, diagnostics: { diagnostics.append($0) })
        return Run(transcript: transcript, diagnostics: diagnostics, outcome: outcome)
    }

    /// The committed expected transcript `name` (in `Expected/`). With `SWITCHYARD_RECORD=1` in the environment,
    /// `actual` is written there first, to update the reference after a deliberate change (then review the diff).
    nonisolated static func expected(_ name: String, recording actual: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Expected").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["SWITCHYARD_RECORD"] == "1" {
            try Data(actual.utf8).write(to: url)
        }
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// A new accounts file in a temporary folder, holding `emails`.
    nonisolated static func accountsFile(holding emails: [String]) throws -> URL {
        let url = try RegistrationDemo.temporaryAccountsURL()
        if !emails.isEmpty {
            let json = "[" + emails.map { "{\"email\":\"\($0)\"}" }.joined(separator: ",") + "]"
            try Data(json.utf8).write(to: url)
        }
        return url
    }
}
