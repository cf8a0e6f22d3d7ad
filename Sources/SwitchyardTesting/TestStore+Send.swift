import CustomDump
import Switchyard

extension TestStore {
    /// Sends an event and states how it changes the state.
    ///
    /// ```swift
    /// await store.send(.submit) { $0.registration = .submitting }
    /// ```
    ///
    /// Fails when the state after the event differs from the state before it with `assert` applied (exhaustive), or
    /// when a field `assert` sets has another value (non-exhaustive). Under ``Exhaustivity/on`` it also fails when
    /// events produced by effects are still waiting to be received. Events the step sends right away (`.send`
    /// effects) are applied too and must be received.
    /// - Parameters:
    ///   - event: The event.
    ///   - assert: Changes the previous state into the expected one; `nil` when the state must not change.
    ///   - fileID: The file of the call, where failures are reported.
    ///   - filePath: The file path of the call.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    public func send(
        _ event: Event,
        assert: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let here = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        site.current = here
        defer { site.current = nil }
        if exhaustivity == .on, !recorder.received.isEmpty {
            here.report(
                "must handle received events before sending \(String(customDumping: event)): "
                    + unreceivedMessage())
        } else if exhaustivity == .off {
            recorder.received.removeAll()
        }
        let before = store.state
        recorder.expectingTestEvent = true
        recorder.testStep = nil
        store.send(event)
        recorder.expectingTestEvent = false
        let after = recorder.testStep?.after ?? store.state
        recorder.testStep = nil
        checkState(
            before: before, after: after, assert: assert, what: "sending \(String(customDumping: event))", at: here)
    }

    /// Runs code that sends events to the store itself — an event handler calling a `Router`, a view model —
    /// and states how the state changes over the whole call.
    ///
    /// ```swift
    /// await store.perform { handler.tapGoToB() } assert: { $0.screenA.navigation.stack.push(.b) }
    /// ```
    ///
    /// Every event applied while `body` runs, including the ones its steps send right away (`.send` effects),
    /// belongs to this call and is not to be received; events that async effects send later must be received as
    /// usual. Checks as ``send(_:assert:fileID:filePath:line:column:)`` does.
    /// - Parameters:
    ///   - body: The code under test.
    ///   - assert: Changes the state before `body` into the expected one; `nil` when it must not change.
    ///   - fileID: The file of the call, where failures are reported.
    ///   - filePath: The file path of the call.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    /// - Returns: The events applied while `body` ran, in order, so a test can check what the code under test sent.
    @discardableResult
    public func perform(
        _ body: () -> Void,
        assert: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> [Event] {
        let here = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        site.current = here
        defer { site.current = nil }
        if exhaustivity == .on, !recorder.received.isEmpty {
            here.report("must handle received events before perform: " + unreceivedMessage())
        } else if exhaustivity == .off {
            recorder.received.removeAll()
        }
        let before = store.state
        recorder.performed = []
        recorder.isPerforming = true
        body()
        recorder.isPerforming = false
        checkState(before: before, after: store.state, assert: assert, what: "perform", at: here)
        return recorder.performed
    }

    /// Sends an event the machine must ignore — the second tap on a button whose work is already running — and
    /// fails when the machine accepted it, even with a transition that leaves the state as it was.
    ///
    /// ```swift
    /// await store.send(.execute) { $0 = .doing }
    /// await store.sendIgnored(.execute)   // a second tap while doing: no doing -> doing restart
    /// ```
    /// - Parameters:
    ///   - event: The event.
    ///   - fileID: The file of the call, where failures are reported.
    ///   - filePath: The file path of the call.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    public func sendIgnored(
        _ event: Event,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let ignoredBefore = recorder.ignoredCount
        await send(event, assert: nil, fileID: fileID, filePath: filePath, line: line, column: column)
        if recorder.ignoredCount == ignoredBefore {
            SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
                .report("expected \(String(customDumping: event)) to be ignored, but the machine accepted it")
        }
    }

    /// Compares the actual change with the asserted one and reports a diff when they differ.
    func checkState(
        before: State, after: State, assert: ((inout State) throws -> Void)?, what: String, at here: SourceSite
    ) {
        var expected = exhaustivity == .on ? before : after
        do {
            try assert?(&expected)
        } catch {
            here.report("the assertion closure threw \(error)")
            return
        }
        guard expected != after else { return }
        let difference = diff(expected, after, format: .proportional) ?? "(no readable difference)"
        if assert == nil {
            here.report(
                "state was not expected to change after \(what), but it did: (− expected, + actual)\n\n\(difference)")
        } else {
            here.report("state after \(what) does not match the expectation: (− expected, + actual)\n\n\(difference)")
        }
    }
}
