// 0.6's initializer and emptiness test of a navigation change, no longer public in 0.7: changes come from the
// navigation values' mutations. Goes in 0.8.

extension NavigationChange {
    /// Creates a change.
    /// - Parameters:
    ///   - removed: What left, topmost first.
    ///   - added: What arrived, bottom first.
    @available(*, deprecated, message: "a change comes from a RouteStack or Presentation mutation")
    @_disfavoredOverload
    public init(removed: [Element] = [], added: [Element] = []) {
        self.init(removing: removed, adding: added)
    }

    /// Whether nothing changed.
    @available(*, deprecated, message: "use removed.isEmpty && added.isEmpty")
    public var isEmpty: Bool { containsNothing }
}
