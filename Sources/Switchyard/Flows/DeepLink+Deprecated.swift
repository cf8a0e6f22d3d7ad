// 0.6's parts of a link, no longer public in 0.7: a link comes from DeepLink(url) or DeepLink(parsing:) and a query
// item is read with query(_:). Each forward reads or writes what the link keeps today, and goes in 0.8.

extension DeepLink {
    /// One `name=value` item of a link's query.
    @available(*, deprecated, message: "read a query item with query(_:)")
    public struct QueryItem: Sendable, Hashable {
        /// The item's name.
        public var name: String
        /// The item's value; `nil` for an item written without `=`.
        public var value: String?

        /// Creates an item.
        /// - Parameters:
        ///   - name: The name.
        ///   - value: The value.
        public init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
    }

    /// Creates a link from its parts.
    /// - Parameters:
    ///   - scheme: The scheme, lowercased.
    ///   - host: The host.
    ///   - path: The path components.
    ///   - queryItems: The query items, in order.
    @available(*, deprecated, message: "a link comes from DeepLink(url) or DeepLink(parsing:)")
    @_disfavoredOverload
    public init(scheme: String? = nil, host: String? = nil, path: [String], queryItems: [QueryItem] = []) {
        self.init(
            scheme: scheme, host: host, path: path,
            queryItems: queryItems.map { Item(name: $0.name, value: $0.value) })
    }

    /// The scheme, lowercased (`myapp`), if the link has one.
    @available(*, deprecated, message: "DeepLinkResolver(..., schemes:) checks the scheme")
    public var scheme: String? {
        get { linkScheme }
        set { linkScheme = newValue }
    }

    /// The query items, in order.
    @available(*, deprecated, message: "read a query item with query(_:)")
    public var queryItems: [QueryItem] {
        get { items.map { QueryItem(name: $0.name, value: $0.value) } }
        set { items = newValue.map { Item(name: $0.name, value: $0.value) } }
    }
}
