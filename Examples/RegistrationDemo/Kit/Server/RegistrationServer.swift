import FlyingFox
import FlyingSocks
public import Foundation
import RegistrationExample

/// The demo's backend: an HTTP server on 127.0.0.1 with one route, `POST /register`, started in-process.
///
/// - `201 Created` with `{"email": …}` for a new account,
/// - `409 Conflict` when the email is registered already,
/// - `400 Bad Request` for a body that is not `{"email": …, "password": …}`,
/// - `422 Unprocessable Content` for credentials that fail validation (clients validate first, but a server must
///   not trust them).
public final class RegistrationServer: Sendable {
    /// The URL to post registrations to, with the port the system chose.
    public let endpoint: URL
    /// Where the accounts are kept.
    public let accounts: AccountsFile
    private let server: HTTPServer
    private let task: Task<Void, any Error>

    private init(endpoint: URL, accounts: AccountsFile, server: HTTPServer, task: Task<Void, any Error>) {
        self.endpoint = endpoint
        self.accounts = accounts
        self.server = server
        self.task = task
    }

    /// Starts a server on an ephemeral port of 127.0.0.1 and waits until it listens.
    /// - Parameter accountsURL: The JSON file of accounts; created on the first registration.
    /// - Returns: The running server.
    /// - Throws: An error when the file cannot be read or the socket cannot be opened.
    public static func start(accountsURL: URL) async throws -> RegistrationServer {
        let accounts = try AccountsFile(url: accountsURL)
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
        await server.appendRoute("POST /register") { request in
            await Self.handleRegister(request, accounts: accounts)
        }
        let task = Task { try await server.run() }
        // FlyingFox's default patience is 5 seconds, which a loaded two-core machine can take before the server's
        // task first runs; an ephemeral port on loopback does not fail to bind, so waiting longer hides nothing.
        try await server.waitUntilListening(timeout: 60)
        let address = await server.listeningAddress
        guard case .ip4(_, let port)? = address,
            let endpoint = URL(string: "http://127.0.0.1:\(port)/register")
        else {
            task.cancel()
            throw URLError(.cannotConnectToHost)
        }
        return RegistrationServer(endpoint: endpoint, accounts: accounts, server: server, task: task)
    }

    /// Stops listening and closes open connections.
    public func stop() async {
        await server.stop(timeout: 0.1)
        task.cancel()
    }

    static func handleRegister(_ request: HTTPRequest, accounts: AccountsFile) async -> HTTPResponse {
        guard let data = try? await request.bodyData,
            let body = try? JSONDecoder().decode(RegistrationRequestBody.self, from: data)
        else {
            return json(.badRequest, ["error": "expected a JSON object with email and password"])
        }
        let credentials = Credentials(email: body.email, password: body.password)
        let issues = CredentialsValidator.issues(in: credentials)
        guard issues.isEmpty else {
            return json(.unprocessableContent, ["error": issues.map(\.message).joined(separator: " ")])
        }
        do {
            let account = Account(email: body.email.trimmingCharacters(in: .whitespaces))
            guard try await accounts.insert(account) else {
                return json(.conflict, ["error": "an account with this email exists"])
            }
            return json(.created, ["email": account.email])
        } catch {
            return json(.internalServerError, ["error": "could not save the account"])
        }
    }

    private static func json(_ status: HTTPStatusCode, _ body: [String: String]) -> HTTPResponse {
        let data = (try? JSONEncoder().encode(body)) ?? Data()
        return HTTPResponse(statusCode: status, headers: [.contentType: "application/json"], body: data)
    }
}
