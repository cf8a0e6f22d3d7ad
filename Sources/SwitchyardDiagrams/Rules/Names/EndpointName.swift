import Switchyard

/// How every tool names an arrow's end (``CheckReport/name(_:)``, the writers' refusals, `paths`, `diff`, coverage):
/// the node id, `"[*]"`, or the history of a composite `X` as `"X[H]"` or `"X[H*]"` (`"[H]"` at top level), wherever
/// the arrow is written.
enum EndpointName {
    /// The name of `endpoint`.
    static func name(_ endpoint: GraphTransition.Endpoint) -> String {
        switch endpoint {
        case .state(let id): id
        case .initial, .final: "[*]"
        case .history(let scope, let deep): (scope ?? "") + (deep ? "[H*]" : "[H]")
        }
    }
}
