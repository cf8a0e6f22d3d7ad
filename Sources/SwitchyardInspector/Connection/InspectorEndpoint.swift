public import Foundation

/// Where a store sends its messages: the URL `switchyard inspect` printed, split into the server's messages URL and
/// the token that guards it.
public struct InspectorEndpoint: Sendable, Hashable {
    /// The URL messages are posted to (`http://127.0.0.1:PORT/api/v1/messages`).
    public var messagesURL: URL
    /// The token from the printed URL's `token` query item.
    public var token: String

    /// Reads the URL `switchyard inspect` printed (`http://127.0.0.1:PORT/?token=…`).
    /// - Parameter url: The printed URL.
    /// - Returns: The endpoint, or `nil` when the URL is not an `http` URL with a host and a `token`.
    public init?(_ url: URL) {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            components.scheme == "http" || components.scheme == "https", components.host?.isEmpty == false,
            let token = components.queryItems?.first(where: { $0.name == "token" })?.value, !token.isEmpty
        else { return nil }
        components.path = "/api/v1/messages"
        components.queryItems = nil
        components.fragment = nil
        guard let messagesURL = components.url else { return nil }
        self.messagesURL = messagesURL
        self.token = token
    }
}
