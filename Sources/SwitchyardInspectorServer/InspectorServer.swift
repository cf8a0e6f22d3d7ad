import FlyingFox
import FlyingSocks
public import Foundation
public import Switchyard
public import SwitchyardDiagrams
import SwitchyardInspector

/// The inspector's web server: serves the page, takes stores' messages, and answers the page's questions. It
/// listens on loopback only, and a random token in its URL guards both the page and the stores' connections.
///
/// ```swift
/// let server = try await InspectorServer.start()
/// print(server.url)   // http://127.0.0.1:52301/?token=3f…
/// ```
public final class InspectorServer: Sendable {
    /// The URL to open in a browser and to pass to `connectInspector(to:)`, with the token.
    public let url: URL
    /// The token that guards the page and the API.
    public let token: String
    let hub: InspectorHub
    private let server: HTTPServer
    private let task: Task<Void, any Error>
    private let graphviz: GraphvizRunner

    /// The most bytes one request's body may have.
    public static let maxBodySize = 16 << 20

    private init(
        url: URL, token: String, hub: InspectorHub, server: HTTPServer, task: Task<Void, any Error>,
        graphviz: GraphvizRunner
    ) {
        self.url = url
        self.token = token
        self.hub = hub
        self.server = server
        self.task = task
        self.graphviz = graphviz
    }

    /// Starts a server on 127.0.0.1.
    /// - Parameters:
    ///   - port: The port; 0 lets the system choose one.
    ///   - token: The token; a new random one by default.
    ///   - graphviz: Where `dot` is found, to lay graphs out.
    /// - Returns: The running server.
    /// - Throws: An error when the port cannot be bound.
    public static func start(
        port: UInt16 = 0, token: String = InspectorServer.randomToken(), graphviz: GraphvizRunner = GraphvizRunner()
    ) async throws -> InspectorServer {
        try await start(
            port: port, token: token, graphviz: graphviz, pollHold: InspectorRoutes.defaultPollHold,
            clock: ContinuousClock())
    }

    /// Starts a server whose page polls hold for `pollHold` on `clock` (tests pass a test clock).
    ///
    /// `requestTimeout` (seconds of wall time before the HTTP server answers 500 on its own) is
    /// ``InspectorRoutes/requestTimeout(forPoll:)`` unless given: a test whose polls hold on a test clock gives one
    /// beyond its own time limit, since the wall time such a poll is held for is the test's, not the hold's, and on
    /// a loaded machine it can pass the production timeout while the test clock has not reached the hold.
    static func start(
        port: UInt16, token: String, graphviz: GraphvizRunner, pollHold: Duration, clock: any Clock<Duration>,
        requestTimeout: TimeInterval? = nil
    ) async throws -> InspectorServer {
        let hub = InspectorHub()
        let server = HTTPServer(
            address: try .inet(ip4: "127.0.0.1", port: port),
            timeout: requestTimeout ?? InspectorRoutes.requestTimeout(forPoll: pollHold), logger: .disabled)
        let routes = InspectorRoutes(hub: hub, token: token, graphviz: graphviz, pollHold: pollHold, clock: clock)
        await server.appendRoute("GET /") { request in await routes.page(request) }
        for file in InspectorPage.assets {
            await server.appendRoute(HTTPRoute("GET \(file.path)")) { request in await routes.asset(request) }
        }
        await server.appendRoute("GET /api/v1/stores") { request in await routes.stores(request) }
        await server.appendRoute("GET /api/v1/stores/*") { request in await routes.store(request) }
        await server.appendRoute("POST /api/v1/messages") { request in await routes.post(request) }
        await server.appendRoute("GET /api/v1/stately") { request in try await routes.stately(request) }
        await server.appendRoute("GET /stately") { request in await routes.statelyBridge(request) }
        await server.appendRoute("*") { _ in HTTPResponse(statusCode: .notFound) }
        let task = try await server.runUntilListening()
        guard case .ip4(_, let boundPort)? = await server.listeningAddress,
            let url = URL(string: "http://127.0.0.1:\(boundPort)/?token=\(token)")
        else {
            task.cancel()
            throw URLError(.cannotConnectToHost)
        }
        return InspectorServer(url: url, token: token, hub: hub, server: server, task: task, graphviz: graphviz)
    }

    /// Loads an exported log (an inspector log, or a store's `EventLog` JSON) so the page shows it offline.
    /// - Parameters:
    ///   - log: The log's JSON.
    ///   - name: The name to show for a store whose log has none (the file's name).
    ///   - diagram: A drawing to show instead of the log's own graph; the log's events are replayed through it
    ///     to light its states.
    /// - Throws: ``InspectorInputError`` when the log cannot be read.
    public func load(log: Data, name: String, diagram: StateGraph? = nil) async throws {
        let stores = try InspectorLogLoader.stores(in: log, name: name, diagram: diagram)
        for store in stores {
            await hub.load(storeID: store.id, messages: store.messages, drawing: diagram)
        }
    }

    /// Stops listening and wakes every waiting page.
    public func stop() async {
        await hub.wakeAll()
        await hub.finishSubscribers()
        await server.stop(timeout: 0.5)
        task.cancel()
    }

    /// 24 random bytes as 48 hexadecimal digits.
    /// - Returns: A new token.
    public static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<24).map { _ in
            let byte = UInt8.random(in: 0...255, using: &generator)
            return String(byte, radix: 16).leftPadded(to: 2)
        }.joined()
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
