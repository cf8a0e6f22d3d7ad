import Foundation
import RegistrationDemoKit
import Testing

@Suite("RegistrationDemo options")
struct DemoOptionsTests {
    @Test("defaults: embedded server, a 3-second welcome, no log")
    func defaults() throws {
        #expect(try DemoOptions.parse([]) == DemoOptions())
        #expect(DemoOptions().welcomeDelay == .seconds(3))
    }

    @Test("every flag")
    func flags() throws {
        let options = try DemoOptions.parse([
            "--endpoint", "http://localhost:8080/register", "--welcome-delay", "0", "--log", "--help",
        ])
        #expect(options.endpoint == URL(string: "http://localhost:8080/register"))
        #expect(options.welcomeDelay == nil)
        #expect(options.logsEvents)
        #expect(options.showsHelp)
        #expect(try DemoOptions.parse(["--welcome-delay", "5"]).welcomeDelay == .seconds(5))
        let inspector = "http://127.0.0.1:5123/?token=abc"
        #expect(try DemoOptions.parse(["--inspect", inspector]).inspectorURL == URL(string: inspector))
        #expect(DemoOptions().inspectorURL == nil)
    }

    @Test(
        "bad arguments are reported",
        arguments: [
            (["--endpoint"], "--endpoint needs a URL"),
            (["--endpoint", "ftp://x/y"], "--endpoint: not an http(s) URL: ftp://x/y"),
            (["--endpoint", "register"], "--endpoint: not an http(s) URL: register"),
            (["--welcome-delay", "-1"], "--welcome-delay needs a whole number of seconds"),
            (["--welcome-delay"], "--welcome-delay needs a whole number of seconds"),
            (["--verbose"], "unknown argument: --verbose"),
            (["--inspect"], "--inspect needs the http URL `switchyard inspect` printed"),
            (["--inspect", "ws://127.0.0.1:5123/"], "--inspect needs the http URL `switchyard inspect` printed"),
        ])
    func badArguments(arguments: [String], message: String) {
        #expect(throws: DemoOptions.ParseError(description: message)) {
            try DemoOptions.parse(arguments)
        }
    }
}
