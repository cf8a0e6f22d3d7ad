import Switchyard

extension TestStore {
    /// Moves the store's ``TestClock`` forward, first waiting (at most ``timeout`` of real time) until every running
    /// effect has reached a sleep on the clock or finished — so time never passes before the work that should see it
    /// has started. Fails when the store's clock is not a ``TestClock``.
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
        guard let clock = store.options.clock as? TestClock else {
            SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
                .report("advance(by:) needs a TestClock in the store's options (StoreOptions(clock: TestClock()))")
            return
        }
        let realClock = ContinuousClock()
        let deadline = realClock.now.advanced(by: timeout)
        while clock.sleeperCount < store.runningEffectCount, realClock.now < deadline {
            await Yielding.settle(rounds: 1)
        }
        await clock.advance(by: duration)
    }
}
