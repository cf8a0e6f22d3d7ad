import Foundation
import RegistrationDemoKit
import RegistrationExample
import Testing

@MainActor
@Suite("RegistrationDemo end to end: scripted input, embedded server, committed transcripts", .timeLimit(.minutes(5)))
struct DemoEndToEndTests {
    @Test("validation error, duplicate email refused, then a new email registered: the committed transcript")
    func fullSession() async throws {
        let accounts = try DemoTranscript.accountsFile(holding: ["taken@example.com"])
        let run = try await DemoTranscript.run(
            [
                "", "login", "register",
                "ada", "short", "edit",
                "taken@example.com", "password123", "edit",
                "ada@example.com", "lovelace1815",
                "",
            ], accountsURL: accounts)
        #expect(run.outcome == .reachedMain(Account(email: "ada@example.com")))
        #expect(run.transcript == (try DemoTranscript.expected("full-session.txt", recording: run.transcript)))
        let stored = try JSONDecoder().decode([Account].self, from: Data(contentsOf: accounts))
        #expect(stored == [Account(email: "taken@example.com"), Account(email: "ada@example.com")])
    }

    @Test("a server error shows the global alert and a retry succeeds (through --endpoint)")
    func serverErrorThenRetry() async throws {
        let backend = try await FlakyEndpoint(statuses: [500])
        let run = try await DemoTranscript.run(
            ["", "register", "ada@example.com", "lovelace1815", "retry", ""],
            options: DemoOptions(endpoint: backend.endpoint, welcomeDelay: nil))
        await backend.stop()
        #expect(run.outcome == .reachedMain(Account(email: "ada@example.com")))
        #expect(run.transcript == (try DemoTranscript.expected("server-error-retry.txt", recording: run.transcript)))
        #expect(run.diagnostics == ["endpoint: \(backend.endpoint.absoluteString)"])
    }

    @Test("cancel goes back to authentication; the end of input ends the session")
    func cancelAndEndOfInput() async throws {
        let run = try await DemoTranscript.run(["", "register", "cancel"])
        #expect(run.outcome == .endOfInput)
        #expect(
            run.transcript.hasSuffix(
                "Type cancel as the email to go back.\nEmail: cancel\n\n"
                    + "== Authentication ==\nRegister a new account or log in? Type register or login.\n> \n"))
    }

    @Test("quit leaves at once")
    func quit() async throws {
        let run = try await DemoTranscript.run(["", "quit"])
        #expect(run.outcome == .quit)
    }

    @Test("the same script gives the same transcript twice: nothing depends on timing or ports")
    func deterministic() async throws {
        let script = ["", "register", "ada@example.com", "lovelace1815", ""]
        let first = try await DemoTranscript.run(script)
        let second = try await DemoTranscript.run(script)
        #expect(first.transcript == second.transcript)
        #expect(first.diagnostics != second.diagnostics)  // different ports and folders, kept out of the transcript
    }
}
