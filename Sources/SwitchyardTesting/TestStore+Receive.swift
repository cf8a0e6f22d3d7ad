import CustomDump
import Switchyard

extension TestStore {
    /// Asserts that effects produced `event` next, and states how it changed the state.
    ///
    /// Waits (at most ``timeout`` of real time) for the event when no event is waiting yet and effects are running.
    /// Under ``Exhaustivity/off``, events before the matching one are skipped.
    /// - Parameters:
    ///   - event: The expected event.
    ///   - timeout: How long to wait; ``timeout`` when `nil`.
    ///   - assert: Changes the state before the event into the expected one; `nil` when it must not change.
    ///   - fileID: The file of the call, where failures are reported.
    ///   - filePath: The file path of the call.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    public func receive(
        _ event: Event,
        timeout: Duration? = nil,
        assert: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async where Event: Equatable {
        await receive(
            matching: { $0 == event }, describedAs: String(customDumping: event), expected: event, timeout: timeout,
            assert: assert, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that effects produced an event matching `predicate` next (for events that are not `Equatable`, or
    /// to match only an enum case), and states how it changed the state.
    /// - Parameters:
    ///   - predicate: Whether a received event is the expected one.
    ///   - timeout: How long to wait; ``timeout`` when `nil`.
    ///   - assert: Changes the state before the event into the expected one; `nil` when it must not change.
    ///   - fileID: The file of the call, where failures are reported.
    ///   - filePath: The file path of the call.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    public func receive(
        where predicate: (Event) -> Bool,
        timeout: Duration? = nil,
        assert: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await receive(
            matching: predicate, describedAs: "an event matching the predicate", expected: nil, timeout: timeout,
            assert: assert, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func receive(
        matching predicate: (Event) -> Bool, describedAs description: String, expected: Event?, timeout: Duration?,
        assert: ((inout State) throws -> Void)?, at here: SourceSite
    ) async {
        site.current = here
        defer { site.current = nil }
        let found = await waitForEvent(timeout: timeout ?? self.timeout) { received in
            exhaustivity == .on ? !received.isEmpty : received.contains { predicate($0.event) }
        }
        guard found else {
            let running = store.runningEffectCount
            let skipped = recorder.received.isEmpty ? "" : "\n\n" + unreceivedMessage()
            here.report(
                "expected to receive \(description), but "
                    + (running == 0
                        ? "no effect is running"
                        : "none arrived within \(timeout ?? self.timeout) (\(running) effect(s) still running)")
                    + skipped)
            return
        }
        if exhaustivity == .off {
            let index = recorder.received.firstIndex { predicate($0.event) }!
            recorder.received.removeFirst(index)
        }
        let step = recorder.received.removeFirst()
        guard predicate(step.event) else {
            let actual = String(customDumping: step.event)
            var message = "received an unexpected event: expected \(description), got \(actual)"
            if let expected, let difference = diff(expected, step.event) {
                message += "\n\n(− expected, + received)\n\n\(difference)"
            }
            here.report(message)
            return
        }
        checkState(
            before: step.before, after: step.after, assert: assert,
            what: "receiving \(String(customDumping: step.event))", at: here)
    }

    /// Waits until `isSatisfied` holds for the received events, or no effect is running that could produce more,
    /// or time is up. Event-driven: it wakes when an event is recorded or an effect finishes.
    func waitForEvent(
        timeout: Duration, until isSatisfied: ([RecordedStep<State, Event>]) -> Bool
    ) async -> Bool {
        let deadline = ContinuousClock().now.advanced(by: timeout)
        while !isSatisfied(recorder.received) {
            // An effect delivers its events before it counts as finished, so with nothing running nothing more
            // can arrive.
            if store.runningEffectCount == 0 { return false }
            let woken = await activity.wait(until: deadline) {
                isSatisfied(recorder.received) || store.runningEffectCount == 0
            }
            if !woken { return isSatisfied(recorder.received) }
        }
        return true
    }
}
