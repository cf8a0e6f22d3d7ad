public import Foundation

#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// A ``RegistrationService`` that POSTs `{"email": …, "password": …}` as JSON to an HTTP endpoint.
///
/// Status 201 means created (the body may carry `{"email": …}`), 409 a duplicate email, any other status an error.
public struct URLSessionRegistrationService: RegistrationService {
    /// The URL registrations are posted to.
    public let endpoint: URL
    /// How long to wait for the server before giving up.
    public let timeout: TimeInterval
    private let session: URLSession

    /// Creates a service.
    /// - Parameters:
    ///   - endpoint: The URL registrations are posted to, for example `http://127.0.0.1:8080/register`.
    ///   - session: The session to send requests with; `URLSession.shared` by default.
    ///   - timeout: Seconds to wait for an answer.
    public init(endpoint: URL, session: URLSession = .shared, timeout: TimeInterval = 10) {
        self.endpoint = endpoint
        self.session = session
        self.timeout = timeout
    }

    /// Posts the credentials and interprets the status code.
    /// - Parameter credentials: The email and password.
    /// - Returns: The created account.
    /// - Throws: ``RegistrationServiceError``, or `CancellationError` when the task was cancelled.
    public func register(_ credentials: Credentials) async throws -> Account {
        var request = URLRequest(url: endpoint, timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.httpBody = try JSONEncoder().encode(RegistrationRequestBody(credentials))
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            try Task.checkCancellation()
            throw RegistrationServiceError.unreachable(Self.describe(error))
        }
        try Task.checkCancellation()
        guard let http = response as? HTTPURLResponse else {
            throw RegistrationServiceError.unreachable("not an HTTP response")
        }
        switch http.statusCode {
        case 201:
            let created = try? JSONDecoder().decode(Account.self, from: data)
            return created ?? Account(email: credentials.email)
        case 409:
            throw RegistrationServiceError.duplicateEmail
        default:
            throw RegistrationServiceError.server(status: http.statusCode)
        }
    }

    private static func describe(_ error: any Error) -> String {
        if let urlError = error as? URLError {
            switch urlError.code {
            case .cannotConnectToHost: return "connection refused"
            case .timedOut: return "timed out"
            case .cannotFindHost: return "unknown host"
            case .notConnectedToInternet: return "offline"
            default: return "URL error \(urlError.code.rawValue)"
            }
        }
        return String(describing: error)
    }
}

/// The JSON the server expects.
public struct RegistrationRequestBody: Codable, Hashable, Sendable {
    /// The email address.
    public var email: String
    /// The password.
    public var password: String

    /// The body for `credentials`.
    /// - Parameter credentials: The email and password.
    public init(_ credentials: Credentials) {
        self.email = credentials.email
        self.password = credentials.password
    }
}
