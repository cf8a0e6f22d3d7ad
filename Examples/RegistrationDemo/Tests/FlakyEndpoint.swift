import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// A test backend that answers each registration with the next status of a script (then 201), to drive server
/// errors through the real URLSession service.
final class FlakyEndpoint: Sendable {
    let endpoint: URL
    private let server: HTTPServer
    private let task: Task<Void, any Error>

    init(statuses: [Int]) async throws {
        let script = Mutex(statuses)
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
        await server.appendRoute("POST /register") { request in
            let status = script.withLock { $0.isEmpty ? 201 : $0.removeFirst() }
            let body = try await request.bodyData
            return HTTPResponse(
                statusCode: HTTPStatusCode(status, phrase: "Scripted"), body: status == 201 ? body : Data())
        }
        let task = Task { try await server.run() }
        // FlyingFox's default patience is 5 seconds, which a loaded two-core machine can take before the server's
        // task first runs; an ephemeral port on loopback does not fail to bind, so waiting longer hides nothing.
        try await server.waitUntilListening(timeout: 60)
        let address = await server.listeningAddress
        guard case .ip4(_, let port)? = address else { throw URLError(.cannotConnectToHost) }
        self.endpoint = URL(string: "http://127.0.0.1:\(port)/register")!
        self.server = server
        self.task = task
    }

    func stop() async {
        await server.stop(timeout: 0.1)
        task.cancel()
    }
}
