/// How a transition treats its source state (SCXML's `type` attribute).
public enum StatechartTransitionKind: Sendable, Hashable {
    /// Leaves and re-enters the source state when the targets are inside it (the default).
    case external
    /// Does not leave a compound source state when every target is a descendant of it.
    case `internal`
}
