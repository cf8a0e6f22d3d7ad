/// A deep link taken apart: scheme, host, percent-decoded path components and query items.
///
/// Parsed without Foundation so the core stays dependency-free; pass `url.absoluteString` from a `URL`. The host is
/// the authority's host alone: user information (`user@`) and a port (`:8080`) are not part of it.
///
/// ```swift
/// let link = try DeepLink(parsing: "myapp://open/register/success?ref=mail")
/// link.host        // "open"
/// link.path        // ["register", "success"]
/// link.query("ref") // "mail"
/// ```
public struct DeepLink: Sendable, Hashable {
    /// One `name=value` query item.
    public struct QueryItem: Sendable, Hashable {
        /// The name.
        public var name: String
        /// The value; `nil` for a bare `name`.
        public var value: String?

        /// Creates a query item.
        /// - Parameters:
        ///   - name: The name.
        ///   - value: The value.
        public init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
    }

    /// The scheme (`myapp`), lowercased, or `nil` for a bare path.
    public var scheme: String?
    /// The host (`open` in `myapp://open/…`), or `nil`.
    public var host: String?
    /// The non-empty path components, percent-decoded.
    public var path: [String]
    /// The query items, in order, percent-decoded (`+` is not a space).
    public var queryItems: [QueryItem]

    /// Creates a link from its parts.
    /// - Parameters:
    ///   - scheme: The scheme.
    ///   - host: The host.
    ///   - path: The path components.
    ///   - queryItems: The query items.
    public init(scheme: String? = nil, host: String? = nil, path: [String], queryItems: [QueryItem] = []) {
        self.scheme = scheme
        self.host = host
        self.path = path
        self.queryItems = queryItems
    }

    /// Parses `scheme://host/a/b?x=1#fragment`, `scheme:a/b` or a bare `/a/b`.
    /// - Parameter text: The link.
    /// - Throws: ``DeepLinkRejection/malformed(_:)`` for an empty link, a bad scheme or a bad percent escape.
    public init(parsing text: String) throws(DeepLinkRejection) {
        var rest = Substring(text.trimmingWhitespace())
        if rest.isEmpty { throw .malformed("empty link") }
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        var queryText: Substring?
        if let question = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        var scheme: String?
        var host: String?
        if let colon = rest.firstIndex(of: ":"), !rest[..<colon].contains("/") {
            let name = rest[..<colon]
            guard let first = name.first, first.isASCII, first.isLetter,
                name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
            else { throw .malformed("invalid scheme '\(name)'") }
            scheme = name.lowercased()
            rest = rest[rest.index(after: colon)...]
            if rest.hasPrefix("//") {
                rest = rest.dropFirst(2)
                let end = rest.firstIndex(of: "/") ?? rest.endIndex
                // The authority is `[userinfo@]host[:port]` (RFC 3986 3.2): the host alone is the link's.
                var authority = rest[..<end]
                if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
                if let colon = authority.lastIndex(of: ":"), !authority[colon...].contains("]"),
                    authority[authority.index(after: colon)...].allSatisfy({ $0.isASCII && $0.isNumber })
                {
                    authority = authority[..<colon]
                }
                host = authority.isEmpty ? nil : try Self.decode(authority)
                rest = rest[end...]
            }
        }
        var components: [String] = []
        for part in rest.split(separator: "/", omittingEmptySubsequences: true) {
            components.append(try Self.decode(part))
        }
        var items: [QueryItem] = []
        for pair in (queryText ?? "").split(separator: "&", omittingEmptySubsequences: true) {
            if let equals = pair.firstIndex(of: "=") {
                items.append(
                    QueryItem(
                        name: try Self.decode(pair[..<equals]),
                        value: try Self.decode(pair[pair.index(after: equals)...])))
            } else {
                items.append(QueryItem(name: try Self.decode(pair), value: nil))
            }
        }
        self.init(scheme: scheme, host: host, path: components, queryItems: items)
    }

    /// The value of the first query item named `name`.
    /// - Parameter name: The item's name.
    /// - Returns: Its value, or `nil` when absent or bare.
    public func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value ?? nil
    }

    private static func decode(_ text: Substring) throws(DeepLinkRejection) -> String {
        guard text.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                throw .malformed("bad percent escape in '\(text)'")
            }
            bytes.append(high << 4 | low)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<max(start, end)]
    }
}
