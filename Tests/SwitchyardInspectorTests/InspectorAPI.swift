import Foundation
import SwitchyardInspector
import SwitchyardInspectorServer

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The test's HTTP client: URLSession's default 60-second request timeout fails a request that a loaded CI machine
/// answers late (a long poll holds 20 s, a graph layout may take longer); a hang is bounded by the suites'
/// `.timeLimit` instead.
let testSession: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = 600
    configuration.timeoutIntervalForResource = 600
    return URLSession(configuration: configuration)
}()

/// The inspector's HTTP API as the page uses it, for tests that look at the server from outside.
/// Test support only: the suites that call it carry `.timeLimit`.
struct InspectorAPI {
    struct Summary: Decodable, Equatable {
        var id: String
        var name: String
        var count: Int
        var connected: Bool
        var dropped: Int
        var drawingVersion: Int
    }

    struct Stores: Decodable {
        var version: Int
        var stores: [Summary]
    }

    let server: InspectorServer

    func url(_ path: String, token: String? = nil) -> URL {
        let separator = path.contains("?") ? "&" : "?"
        return URL(string: "http://127.0.0.1:\(server.url.port ?? 0)\(path)\(separator)token=\(token ?? server.token)")!
    }

    func get(_ path: String, token: String? = nil) async throws -> (Data, Int) {
        let (data, response) = try await testSession.data(from: url(path, token: token))
        return (data, (response as? HTTPURLResponse)?.statusCode ?? 0)
    }

    func stores(since: Int? = nil) async throws -> Stores {
        let (data, _) = try await get("/api/v1/stores" + (since.map { "?since=\($0)" } ?? ""))
        return try JSONDecoder().decode(Stores.self, from: data)
    }

    /// Waits (long polls, no sleeps) until `condition` holds for the stores.
    func waitFor(_ condition: @Sendable ([Summary]) -> Bool) async throws -> [Summary] {
        var answer = try await stores()
        while !condition(answer.stores) {
            answer = try await stores(since: answer.version)
        }
        return answer.stores
    }

    func messages(of store: String) async throws -> [InspectorMessage] {
        let (data, _) = try await get("/api/v1/stores/\(store)/messages?from=0&limit=50000")
        return try JSONDecoder().decode([InspectorMessage].self, from: data)
    }

    func post(_ body: Data, token: String? = nil) async throws -> (Data, Int) {
        var request = URLRequest(url: url("/api/v1/messages", token: token))
        request.httpMethod = "POST"
        request.httpBody = body
        let (data, response) = try await testSession.data(for: request)
        return (data, (response as? HTTPURLResponse)?.statusCode ?? 0)
    }
}
