import Foundation
import RegistrationDemoKit
import RegistrationExample
import SwitchyardTesting
import Testing

/// Input whose first line is held back until the test opens it, so the welcome timer can fire while the console
/// waits at the welcome prompt.
@MainActor
final class HeldLines: LineSource {
    private var lines: [String]
    private var gate: CheckedContinuation<Void, Never>?
    private var isOpen = false
    private(set) var asks = 0

    init(_ lines: [String]) {
        self.lines = lines
    }

    func nextLine() async -> String? {
        asks += 1
        if !isOpen {
            await withCheckedContinuation { gate = $0 }
        }
        return lines.isEmpty ? nil : lines.removeFirst()
    }

    func open() {
        isOpen = true
        gate?.resume()
        gate = nil
    }
}

@MainActor
@Suite("RegistrationDemo: the welcome screen advances by itself while the console waits", .timeLimit(.minutes(5)))
struct WelcomeTimerConsoleTests {
    @Test("after the delay on the test clock the authentication screen appears, and the next answer applies to it")
    func autoAdvance() async throws {
        let clock = TestClock()
        let input = HeldLines(["register", "ada@example.com", "lovelace1815", ""])
        var transcript = ""
        let output = ConsoleOutput { transcript += $0 }
        let session = Task {
            try await RegistrationDemo.run(
                options: DemoOptions(welcomeDelay: .seconds(3)), input: input, output: output, isInteractive: false,
                clock: clock, diagnostics: { _ in })
        }
        var rounds = 0
        while input.asks == 0 || clock.sleeperCount == 0, rounds < 10_000 {
            rounds += 1
            await Task.yield()
        }
        #expect(clock.sleeperCount == 1)
        #expect(transcript.hasSuffix("== Welcome ==\nPress Enter to start (or wait 3 s: it starts by itself).\n> "))
        await clock.advance(by: .seconds(3))
        #expect(transcript.contains("== Authentication =="))
        input.open()
        let outcome = try await session.value
        #expect(outcome == .reachedMain(Account(email: "ada@example.com")))
        #expect(
            transcript == (try DemoTranscript.expected("welcome-auto-advance.txt", recording: transcript)))
    }
}
