import Switchyard

extension TestStore {
    /// Ends the test: under ``Exhaustivity/on``, waits (at most `timeout`, ``timeout`` by default) for running
    /// effects to finish, then fails for every effect still running and every event effects produced that was not
    /// received. Running effects are cancelled afterwards, in either mode.
    /// - Parameters:
    ///   - timeout: How long to wait for effects; ``timeout`` when `nil`.
    ///   - fileID: The file of the call, where failures are reported.
    ///   - filePath: The file path of the call.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    public func finish(
        timeout: Duration? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let here = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        site.current = here
        defer { site.current = nil }
        isFinished = true
        guard exhaustivity == .on else {
            store.cancelAllEffects()
            return
        }
        let deadline = ContinuousClock().now.advanced(by: timeout ?? self.timeout)
        while store.runningEffectCount > 0 {
            if await !activity.wait(until: deadline, unless: { store.runningEffectCount == 0 }) { break }
        }
        let running = store.runningEffectCount
        if running > 0 {
            here.report(
                "\(running) effect(s) still running at the end of the test; receive their events, advance the test "
                    + "clock, or cancel them")
        }
        store.cancelAllEffects()
        if !recorder.received.isEmpty {
            here.report(unreceivedMessage())
        }
    }
}
