import Foundation
import ProcessTestSupport
import Testing

@Suite("The RegistrationDemo executable, driven through standard input", .timeLimit(.minutes(5)))
struct DemoProcessTests {
    @Test("a piped script walks the whole flow against the embedded server; exit status 0")
    func pipedScript() async throws {
        let result = try await DemoProcess.run(
            ["--welcome-delay", "0", "--log"],
            input: "\nregister\nada@example.com\nshort\nedit\nada@example.com\nlovelace1815\n\n")
        #expect(result.status == 0)
        #expect(result.stdout == (try DemoTranscript.expected("process-piped.txt", recording: result.stdout)))
        let log = result.stderr.split(separator: "\n").filter { $0.hasPrefix("[log]") }
        #expect(
            log.suffix(2) == [
                "[log] startMain: registerSuccess → registerSuccess",
                "[log] authentication.finished(ada@example.com): registerSuccess → main",
            ])
        #expect(result.stderr.hasPrefix("embedded server: http://127.0.0.1:"))
        #expect(!result.stderr.contains("lovelace"))
    }

    @Test("input that ends before the main screen exits with status 1")
    func endOfInput() async throws {
        let result = try await DemoProcess.run(["--welcome-delay", "0"], input: "\nregister\n")
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("input ended before the main screen\n"))
    }

    @Test("--help prints the usage; a bad flag exits with status 2")
    func usage() async throws {
        let help = try await DemoProcess.run(["--help"], input: "")
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("USAGE: RegistrationDemo [--endpoint URL]"))
        let bad = try await DemoProcess.run(["--port", "80"], input: "")
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("error: unknown argument: --port"))
    }

    @Test("--endpoint pointing at nothing: the failure is shown, and quitting is clean")
    func unreachableEndpoint() async throws {
        let result = try await DemoProcess.run(
            ["--endpoint", "http://127.0.0.1:9/register", "--welcome-delay", "0"],
            input: "\nregister\nada@example.com\nlovelace1815\ncancel\nquit\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("✗ The server could not be reached (connection refused). Try again."))
        #expect(result.stdout.contains("! No connection: The server could not be reached (connection refused)."))
    }
}
