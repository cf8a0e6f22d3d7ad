import Switchyard

extension TestStore {
    /// Moves the store's ``TestClock`` forward by `duration`, one deadline at a time, waiting before each step until
    /// every running effect is asleep on the clock or has finished — so time never passes before the work that
    /// should see it has started, and a repeating timer woken at one deadline sleeps again before the next one.
    ///
    /// The waits are bounded by ``timeout`` of real time (an effect awaiting something other than the clock makes
    /// each step wait that long). Fails when the store's clock is not a ``TestClock``.
    /// - Parameters:
    ///   - duration: How far to move the clock.
    ///   - fileID: The file of the call, where failures are reported.
    ///   - filePath: The file path of the call.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    public func advance(
        by duration: Duration,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        guard let clock = store.storeOptions.clock as? TestClock else {
            SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
                .report("advance(by:) needs a TestClock in the store's options (StoreOptions(clock: TestClock()))")
            return
        }
        let target = clock.now.advanced(by: duration)
        while true {
            await waitUntilEffectsPark(on: clock)
            guard let next = clock.nextDeadline, next <= target else { break }
            await clock.advance(to: next)
        }
        await clock.advance(to: target)
    }

    /// Waits until every running effect sleeps on `clock` or has finished, at most ``timeout`` of real time.
    /// Waits until every running effect sleeps on the clock or has finished — woken by each new sleeper and each
    /// finished effect, never by polling — or until ``timeout`` of real time.
    private func waitUntilEffectsPark(on clock: TestClock) async {
        let deadline = ContinuousClock().now.advanced(by: timeout)
        let activity = self.activity
        let observation = clock.observeSleepers { Task { @MainActor in activity.signal() } }
        defer { clock.stopObservingSleepers(observation) }
        // Tasks, not effects: a store's delayed sends all wait on one clock task.
        while clock.sleeperCount < store.effectTaskCount {
            let parked = await activity.wait(until: deadline) { clock.sleeperCount >= store.effectTaskCount }
            if !parked { return }
        }
    }
}
