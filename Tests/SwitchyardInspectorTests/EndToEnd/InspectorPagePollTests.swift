import Foundation
import Switchyard
import SwitchyardDiagrams
import SwitchyardTesting
import Testing

@testable import SwitchyardInspectorServer

/// The page's long poll against a server whose hold runs on a test clock: a poll that fails (an HTTP error, a
/// dropped connection) is retried before the page calls the server unreachable, and a poll with nothing new is
/// answered after its hold and polled again.
@Suite(.timeLimit(.minutes(5)), .enabled(if: WebDriverSession.isAvailable, "needs chromium and chromedriver"))
@MainActor
struct InspectorPagePollTests {
    @Test func aHealthyServerIsNeverReportedUnreachable() async throws {
        let clock = TestClock()
        // The hold runs on the test clock, the HTTP server's timeout on wall time: an hour, beyond the time limit.
        let server = try await InspectorServer.start(
            port: 0, token: InspectorServer.randomToken(), graphviz: GraphvizRunner(),
            pollHold: InspectorRoutes.defaultPollHold, clock: clock, requestTimeout: 3_600)
        // The page's first two long polls are answered 500, as a proxy or FlyingFox's own timeout would.
        await server.hub.failPolls(2)
        try await WebDriverSession.run(stopping: server) { browser in
            try await browser.navigate(to: server.url)
            // The third poll holds on the clock: the page retried past both failures.
            #expect(await clock.waitForSleepers(atLeast: 1, timeout: .seconds(240)))
            #expect(await server.hub.failedPolls == 2)
            await clock.advance(by: InspectorRoutes.defaultPollHold)
            // Answered 200 after its hold, the page polls again.
            #expect(await clock.waitForSleepers(atLeast: 1, timeout: .seconds(240)))
            try await browser.waitUntil("document.getElementById('sy-status').textContent === 'waiting for stores'")
            let shown = try await browser.execute(
                "return window.switchyardInspector.statuses()", as: [String].self)
            #expect(!shown.isEmpty)
            #expect(!shown.contains { $0.contains("unreachable") }, "the page showed: \(shown)")
        }
    }
}
