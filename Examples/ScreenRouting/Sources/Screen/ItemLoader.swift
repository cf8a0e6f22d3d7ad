/// Loads screen A's items; the event handler's only dependency besides the router.
public protocol ItemLoader: Sendable {
    /// The items.
    /// - Returns: The items to list.
    /// - Throws: ``ItemLoadingError`` or any other error.
    func loadItems() async throws -> [String]
}

/// Errors the loader reports.
public enum ItemLoadingError: Error, Hashable, Sendable {
    /// The network failed.
    case network
    /// The server refused, with a message for the user.
    case refused(String)
}
