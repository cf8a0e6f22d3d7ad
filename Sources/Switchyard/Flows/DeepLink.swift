#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A deep link taken apart: host, percent-decoded path components and query items (``query(_:)``).
///
/// Taken apart by Foundation's `URLComponents`, from the `URL` the system hands the app (``init(_:)``) or from text
/// (``init(parsing:)``). The host is the authority's host alone: user information (`user@`) and a port (`:8080`)
/// are not part of it.
///
/// ```swift
/// let link = try DeepLink(URL(string: "myapp://open/register/success?ref=mail")!)
/// link.host        // "open"
/// link.path        // ["register", "success"]
/// link.query("ref") // "mail"
/// ```
public struct DeepLink: Sendable, Hashable {
    /// One `name=value` query item.
    package struct Item: Sendable, Hashable {
        /// The name.
        package var name: String
        /// The value; `nil` for a bare `name`.
        package var value: String?

        /// Creates a query item.
        /// - Parameters:
        ///   - name: The name.
        ///   - value: The value.
        package init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
    }

    /// The scheme (`myapp`), lowercased, or `nil` for a bare path.
    package var linkScheme: String?
    /// The host (`open` in `myapp://open/…`), or `nil`.
    public var host: String?
    /// The non-empty path components, percent-decoded.
    public var path: [String]
    /// The query items, in order, percent-decoded (`+` is not a space).
    package var items: [Item]

    /// Creates a link from its parts.
    /// - Parameters:
    ///   - scheme: The scheme.
    ///   - host: The host.
    ///   - path: The path components.
    ///   - queryItems: The query items.
    package init(scheme: String? = nil, host: String? = nil, path: [String], queryItems: [Item] = []) {
        self.linkScheme = scheme
        self.host = host
        self.path = path
        self.items = queryItems
    }

    /// Takes a URL apart with Foundation's `URLComponents`: the scheme (lowercased), the host alone (no user
    /// information, no port), the non-empty path components and the query items, percent-decoded.
    ///
    /// ```swift
    /// .onOpenURL { url in
    ///     if let stack = try? resolver.stack(for: DeepLink(url)) { store.send(.open(stack)) }
    /// }
    /// ```
    /// - Parameter url: The link, as the system hands it to the app.
    /// - Throws: ``DeepLinkRejection/malformed(_:)`` when `URLComponents` cannot read the URL.
    public init(_ url: URL) throws(DeepLinkRejection) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            throw .malformed("not a link: '\(url.absoluteString)'")
        }
        self.init(
            scheme: components.scheme?.lowercased(), host: components.host.flatMap { $0.isEmpty ? nil : $0 },
            path: url.pathComponents.filter { $0 != "/" },
            queryItems: (components.queryItems ?? []).map { Item(name: $0.name, value: $0.value) })
    }

    /// Takes apart a link written as text, such as `url.absoluteString`, `scheme://host/a/b?x=1#fragment`,
    /// `scheme:a/b` or a bare `/a/b`, as Foundation's `URL(string:)` reads it (see ``init(_:)``); whitespace
    /// around it is ignored.
    /// - Parameter text: The link.
    /// - Throws: ``DeepLinkRejection/malformed(_:)`` for an empty link or one `URL(string:)` refuses (an invalid
    ///   scheme is named as such).
    public init(parsing text: String) throws(DeepLinkRejection) {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty { throw .malformed("empty link") }
        guard let url = URL(string: String(trimmed)) else {
            if let colon = trimmed.firstIndex(of: ":"), !trimmed[..<colon].contains("/"),
                trimmed.first.map({ $0.isASCII && $0.isLetter }) != true
            {
                throw .malformed("invalid scheme '\(trimmed[..<colon])'")
            }
            throw .malformed("not a link: '\(trimmed)'")
        }
        try self.init(url)
    }

    /// The value of the first query item named `name`.
    /// - Parameter name: The item's name.
    /// - Returns: Its value, or `nil` when absent or bare.
    public func query(_ name: String) -> String? {
        items.first { $0.name == name }?.value ?? nil
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<max(start, end)]
    }
}
