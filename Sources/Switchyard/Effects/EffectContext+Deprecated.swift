// 0.6's initializer of an effect's context, no longer public in 0.7: a store makes the context it hands to a run.
// Goes in 0.8.

extension EffectContext {
    /// Creates a context.
    /// - Parameters:
    ///   - clock: The store's clock.
    ///   - deliver: Sends an event back to the store.
    @available(*, deprecated, message: "a store hands each run its context; test a run through a store")
    @_disfavoredOverload
    public init(clock: any Clock<Duration>, deliver: @escaping @Sendable (Event) async -> Void) {
        self.init(clock: clock, delivering: deliver)
    }
}
