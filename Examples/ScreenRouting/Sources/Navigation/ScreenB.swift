/// Screen B as screen A creates it: the route value carries everything B needs to appear.
public struct ScreenB: Hashable, Sendable {
    /// B's title.
    public var title: String
    /// Which item of A was selected when B was opened, if any.
    public var selectedItem: String?

    /// Creates screen B's state.
    /// - Parameters:
    ///   - title: B's title.
    ///   - selectedItem: The item of A it shows.
    public init(title: String = "Screen B", selectedItem: String? = nil) {
        self.title = title
        self.selectedItem = selectedItem
    }
}

/// Where screen A can navigate: one route, to B.
public enum ScreenARoute: Hashable, Sendable {
    /// Screen B, created with this state.
    case b(ScreenB)
}
