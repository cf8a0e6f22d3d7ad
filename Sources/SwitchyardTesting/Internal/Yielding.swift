/// Lets other tasks run: concurrency offers no "wait until idle", so test helpers hop through the global executor
/// a number of times, which lets work that was just woken (an effect after a clock advance, an event on its way to the
/// main actor) reach its next suspension point.
enum Yielding {
    /// Round trips through the global executor.
    static func settle(rounds: Int = 12) async {
        for _ in 0..<rounds {
            await Task.detached(priority: .low) { await Task.yield() }.value
            await Task.yield()
        }
    }
}
