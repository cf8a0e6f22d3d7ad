// 0.6's initializer of an effect activity, no longer public in 0.7: a store reports activities, a user reads them.
// Goes in 0.8.

extension EffectActivity {
    /// Creates an activity.
    /// - Parameters:
    ///   - change: What happened.
    ///   - id: The effect's id, if it has one.
    @available(*, deprecated, message: "a store reports effect activities; read them from its observers")
    public init(_ change: Change, id: EffectID?) {
        self.init(change: change, id: id)
    }
}
