import FlyingFox
import FlyingSocks
import Foundation
import SwitchyardInspectorServer

/// A minimal W3C WebDriver client for headless Chromium through `chromedriver`: enough to open the inspector page,
/// run scripts in it, wait for conditions inside the page (event-driven, with a MutationObserver) and take
/// screenshots. Test support only: the suite that drives it (`InspectorPageTests`) carries `.timeLimit`.
final class WebDriverSession: Sendable {
    /// What chromedriver answered with instead of a value.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let driver: Process
    private let port: UInt16
    private let sessionID: String

    /// Whether the browser tests must run (CI sets `SWITCHYARD_REQUIRE_BROWSER=1`), or may be skipped on a machine
    /// without Chromium.
    static var isAvailable: Bool {
        ProcessInfo.processInfo.environment["SWITCHYARD_REQUIRE_BROWSER"] == "1"
            || (FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver")
                && FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"))
    }

    private init(driver: Process, port: UInt16, sessionID: String) {
        self.driver = driver
        self.port = port
        self.sessionID = sessionID
    }

    /// Starts chromedriver and a headless Chromium session, once no other session of this test process is open
    /// (``BrowserTurn``); ``quit()`` ends it and lets the next one start.
    static func start(width: Int = 1400, height: Int = 900) async throws -> WebDriverSession {
        await BrowserTurn.shared.take()
        do {
            return try await open(width: width, height: height)
        } catch {
            await BrowserTurn.shared.pass()
            throw error
        }
    }

    /// Starts chromedriver and a headless Chromium session.
    private static func open(width: Int, height: Int) async throws -> WebDriverSession {
        let port = UInt16.random(in: 20_000..<60_000)
        let driver = Process()
        driver.executableURL = URL(fileURLWithPath: "/usr/bin/chromedriver")
        driver.arguments = ["--port=\(port)"]
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        // chromedriver is ready when /status says so; it takes a few hundred milliseconds to start on a quiet
        // machine, and several seconds on a loaded one (a helper's full run saw it refuse connections for 10 s): it
        // is asked for up to a minute, which the suite's time limit covers.
        var ready = false
        var problem = "no answer"
        for _ in 0..<600 where !ready {
            do {
                let status = try await request("GET", port, "/status", nil)
                ready = try JSONDecoder().decode(Status.self, from: status).ready
            } catch {
                problem = "\(error)"
                try await Task.sleep(for: .milliseconds(100))
            }
        }
        guard ready else {
            kill(driver.processIdentifier, SIGKILL)
            throw Failure(description: "chromedriver did not become ready on port \(port): \(problem)")
        }
        let capabilities: [String: Any] = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome",
                    "goog:chromeOptions": [
                        "binary": "/usr/bin/chromium",
                        "args": [
                            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                            "--window-size=\(width),\(height)",
                        ],
                    ],
                ]
            ]
        ]
        let created = try await request("POST", port, "/session", capabilities)
        guard let id = (try? JSONDecoder().decode(NewSession.self, from: created))?.sessionId else {
            kill(driver.processIdentifier, SIGKILL)
            throw Failure(description: "no session: \(String(decoding: created, as: UTF8.self))")
        }
        return WebDriverSession(driver: driver, port: port, sessionID: id)
    }

    private var session: String { "/session/\(sessionID)" }

    /// Opens a URL and waits until the page has loaded.
    func navigate(to url: URL) async throws {
        _ = try await Self.request("POST", port, session + "/url", ["url": url.absoluteString])
    }

    private struct Status: Decodable { var ready: Bool }
    private struct NewSession: Decodable { var sessionId: String }

    /// Runs a script (its body; `return` gives the value).
    func execute(_ script: String) async throws {
        _ = try await Self.request("POST", port, session + "/execute/sync", ["script": script, "args": [Any]()])
    }

    /// Runs a script and decodes the value it returns.
    func execute<Value: Decodable>(_ script: String, as type: Value.Type) async throws -> Value {
        let data = try await Self.request("POST", port, session + "/execute/sync", ["script": script, "args": [Any]()])
        return try JSONDecoder().decode(Value.self, from: data)
    }

    /// Waits inside the page until the JavaScript expression `condition` is true, re-checking on every change of
    /// the document; fails after `timeout`.
    func waitUntil(_ condition: String, timeout: Duration = .seconds(240)) async throws {
        let milliseconds = Int(timeout.components.seconds * 1000)
        _ = try await Self.request("POST", port, session + "/timeouts", ["script": milliseconds + 1000])
        let script = """
            const done = arguments[arguments.length - 1];
            const check = () => { try { return Boolean(\(condition)); } catch (e) { return false; } };
            if (check()) { done(true); return; }
            const observer = new MutationObserver(() => { if (check()) { observer.disconnect(); done(true); } });
            observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
            setTimeout(() => { observer.disconnect(); done(check()); }, \(milliseconds));
            """
        let result = try await Self.request(
            "POST", port, session + "/execute/async", ["script": script, "args": [Any]()])
        guard (try? JSONDecoder().decode(Bool.self, from: result)) == true else {
            throw Failure(description: "timed out after \(timeout) waiting for: \(condition)")
        }
    }

    /// A PNG of the viewport.
    func screenshot() async throws -> Data {
        let value = try await Self.request("GET", port, session + "/screenshot", nil)
        guard let text = try? JSONDecoder().decode(String.self, from: value), let data = Data(base64Encoded: text)
        else {
            throw Failure(description: "no screenshot")
        }
        return data
    }

    /// Opens a session, runs `body` with it, then ends it and stops `server`, whether `body` returns or throws (the
    /// error is rethrown once both are ended). After `body` returns, `beforeStop` runs between the two: a connection's
    /// goodbye must reach the server before it stops.
    /// - Parameters:
    ///   - server: The inspector server the page is served from.
    ///   - body: What the test does in the browser.
    ///   - beforeStop: What runs after the browser is gone and before the server stops.
    ///   - isolation: The caller's isolation, which `body` and `beforeStop` run in.
    static func run(
        stopping server: InspectorServer, _ body: (WebDriverSession) async throws -> Void,
        beforeStop: () async -> Void = {}, isolation: isolated (any Actor)? = #isolation
    ) async throws {
        let browser = try await start()
        do {
            try await body(browser)
        } catch {
            await browser.quit()
            await server.stop()
            throw error
        }
        await browser.quit()
        await beforeStop()
        await server.stop()
    }

    /// Ends the session and chromedriver.
    func quit() async {
        _ = try? await Self.request("DELETE", port, session, nil)
        // chromedriver inherits the test process's blocked signals, so SIGTERM does not reach it: ask it to shut
        // down, and kill it (SIGKILL cannot be blocked) if it is still there.
        _ = try? await Self.request("GET", port, "/shutdown", nil)
        if driver.isRunning { kill(driver.processIdentifier, SIGKILL) }
        driver.waitUntilExit()
        await BrowserTurn.shared.pass()
    }

    /// One WebDriver command: JSON in, the answer's `value` out, as JSON.
    ///
    /// HTTP/1.1 by hand over a FlyingSocks socket: URLSession on Linux refuses chromedriver's headers (no space after
    /// the colon), and FlyingFox's `HTTPClient` gives a connection 5 seconds, which a test run that keeps both task
    /// threads busy can take before the socket's task is scheduled; here a connection may take a minute.
    private static func request(
        _ method: String, _ port: UInt16, _ path: String, _ body: [String: Any]?
    ) async throws -> Data {
        let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        if body != nil { head += "Content-Type: application/json\r\n" }
        head += "Content-Length: \(payload.count)\r\n\r\n"
        let socket = try await AsyncSocket.connected(to: try .inet(ip4: "127.0.0.1", port: port), timeout: 60)
        defer { try? socket.close() }
        try await socket.write(Data(head.utf8) + payload)
        // chromedriver says `Connection:close` but keeps the connection open: the body is `Content-Length` long.
        var response: [UInt8] = []
        let separator = Array("\r\n\r\n".utf8)
        var headerEnd: Int?
        var expected = Int.max
        while response.count < expected {
            let chunk = try await socket.read(atMost: 65_536)
            response += chunk
            if headerEnd == nil,
                let end = response.indices.first(where: { response[$0...].starts(with: separator) })
            {
                headerEnd = end
                let header = String(decoding: response[..<end], as: UTF8.self).lowercased()
                let length = header.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
                guard let length else {
                    throw Failure(description: "chromedriver's answer has no Content-Length: \(header)")
                }
                expected = end + separator.count + length
            }
        }
        guard let end = headerEnd else { throw Failure(description: "no HTTP response from chromedriver") }
        let status =
            String(decoding: response[..<end], as: UTF8.self).split(separator: " ").dropFirst().first
            .flatMap { Int($0) } ?? 0
        let data = Data(response[(end + separator.count)...])
        let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        let value = (object as? [String: Any])?["value"]
        if status >= 400 {
            let details = value as? [String: Any]
            throw Failure(
                description:
                    "\(details?["error"] ?? status): \(details?["message"] ?? String(decoding: data, as: UTF8.self))"
            )
        }
        return try JSONSerialization.data(withJSONObject: value ?? NSNull(), options: [.fragmentsAllowed])
    }
}

/// One browser at a time in the whole test process, whichever suite opens it: two chromedriver and Chromium pairs
/// started at the same moment on two cores both waited out their suites' five-minute limits, and every other test of
/// the run stalled with them (seen in a clean-clone CI run with `InspectorPageTests` and `InspectorPagePollTests`
/// started together; a serialized suite only orders its own tests). Sessions wait their turn in the order they asked.
actor BrowserTurn {
    static let shared = BrowserTurn()

    private var isTaken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Returns once no other session is open; the caller's session is then the open one.
    func take() async {
        guard isTaken else {
            isTaken = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Ends the open session's turn: the longest-waiting session opens next.
    func pass() {
        if waiting.isEmpty {
            isTaken = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
