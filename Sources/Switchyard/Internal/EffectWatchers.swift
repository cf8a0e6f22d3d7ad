/// Who waits on a store's effects: `observeEffects` observers, tasks waiting until no effect runs, and the test
/// tools' hook for finished effects.
struct EffectWatchers {
    /// Called after an effect's task finished, for test tools that wait for effects without polling.
    var onEffectFinished: (() -> Void)?
    /// Told when an effect's work starts, finishes or is cancelled (`observeEffects`), by registration id.
    var observers: [Int: (EffectActivity) -> Void] = [:]
    /// Tasks waiting until no effect runs (`waitForEffects()`), resumed when the store's running effects are none.
    var idleWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
}
