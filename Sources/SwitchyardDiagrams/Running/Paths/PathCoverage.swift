/// What a set of paths must cover.
public enum PathCoverage: String, Sendable, Hashable, Codable, CaseIterable {
    /// One shortest path to every reachable state.
    case states
    /// A small set of paths that together take every reachable arrow.
    case transitions
}
