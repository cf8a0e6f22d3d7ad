// The second spelling of merging two effects, deprecated in 0.7: `Effect.merge(first, second)` says the same.

extension Effect {
    /// This effect followed by `other`.
    /// - Parameter other: The effect to perform after this one.
    /// - Returns: The merged effect.
    @available(*, deprecated, message: "use Effect.merge(effect, other)")
    public func merging(_ other: Effect) -> Effect {
        .merge([self, other])
    }
}
