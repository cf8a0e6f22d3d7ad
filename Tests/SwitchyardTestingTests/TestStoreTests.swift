import Switchyard
import SwitchyardTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct TestStoreTests {
    @Test func assertedSendsAndReceivesPass() async {
        let store = TestStore(machine: CounterMachine.machine)
        await store.send(.rename("a")) { $0.label = "a" }
        await store.send(.ping)
        await store.receive(.pong) { $0.count = 100 }
        await store.send(.load)
        await store.receive(.loaded(42)) { $0.count = 42 }
        #expect(store.state.count == 42)
        #expect(store.pendingEvents.isEmpty)
        await store.finish()
    }

    @Test func timeAdvancesOnlyWithTheTestClock() async {
        let clock = TestClock()
        let store = TestStore(machine: CounterMachine.machine, options: StoreOptions(clock: clock))
        await store.send(.start) { $0.isRunning = true }
        await store.advance(by: .seconds(1))
        await store.receive(.tick) { $0.count = 1 }
        await store.advance(by: .seconds(2))
        await store.receive(.tick) { $0.count = 2 }
        await store.receive(.tick) { $0.count = 3 }
        await store.send(.stop) { $0.isRunning = false }
        await store.finish()
        #expect(clock.now == TestClock.Instant(offset: .seconds(3)))
    }

    @Test func aWrongExpectationIsReportedWithADiffAtTheSendLine() async {
        let store = TestStore(machine: CounterMachine.machine)
        let line = #line + 2
        await withKnownIssue {
            await store.send(.rename("b")) { $0.label = "c" }
        } matching: { issue in
            issue.sourceLocation?.line == line && "\(issue)".contains("does not match")
                && "\(issue)".contains("\"c\"") && "\(issue)".contains("\"b\"")
        }
        await store.finish()
    }

    @Test func anUnassertedStateChangeFails() async {
        let store = TestStore(machine: CounterMachine.machine)
        await withKnownIssue {
            await store.send(.rename("b"))
        } matching: { issue in
            "\(issue)".contains("not expected to change")
        }
    }

    @Test func anEventThatWasNotReceivedFailsTheNextSend() async {
        let store = TestStore(machine: CounterMachine.machine)
        await store.send(.ping)
        await withKnownIssue {
            await store.send(.rename("x")) { $0.label = "x" }
        } matching: { issue in
            "\(issue)".contains("must handle received events") && "\(issue)".contains("pong")
        }
        store.skipReceivedEvents()
        await store.finish()
    }

    @Test func finishFailsForUnreceivedEventsAndRunningEffects() async {
        let clock = TestClock()
        let store = TestStore(machine: CounterMachine.machine, options: StoreOptions(clock: clock))
        store.timeout = .milliseconds(50)
        await store.send(.start) { $0.isRunning = true }
        await store.send(.ping)
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            "\(issue)".contains("still running") || "\(issue)".contains("were not received")
        }
        #expect(store.store.runningEffectCount == 0)
    }

    @Test func releasingWithoutFinishReportsWhatWasLeft() async {
        await withKnownIssue {
            await sendAndRelease()
        } matching: { issue in
            "\(issue)".contains("pong") && "\(issue)".contains("finish()")
        }
    }

    private func sendAndRelease() async {
        let store = TestStore(machine: CounterMachine.machine)
        await store.send(.ping)
    }

    @Test func advancingNeedsATestClock() async {
        let store = TestStore(machine: CounterMachine.machine)
        await withKnownIssue {
            await store.advance(by: .seconds(1))
        } matching: { issue in
            "\(issue)".contains("needs a TestClock")
        }
    }

    @Test func receivingWhenNothingComesFails() async {
        let store = TestStore(machine: CounterMachine.machine)
        await withKnownIssue {
            await store.receive(.tick)
        } matching: { issue in
            "\(issue)".contains("no effect is running")
        }
    }

    @Test func receivingAnotherEventFailsWithTheEventsDiff() async {
        let store = TestStore(machine: CounterMachine.machine)
        await store.send(.load)
        await withKnownIssue {
            await store.receive(.loaded(7)) { $0.count = 7 }
        } matching: { issue in
            "\(issue)".contains("unexpected event") && "\(issue)".contains("42")
        }
        await store.finish()
    }

    @Test func receiveWithAPredicateMatchesACase() async {
        let store = TestStore(machine: CounterMachine.machine)
        await store.send(.load)
        await store.receive(where: { if case .loaded = $0 { true } else { false } }) { $0.count = 42 }
        await store.finish()
    }

    @Test func nonExhaustiveModeChecksOnlyWhatIsStated() async {
        let clock = TestClock()
        let store = TestStore(machine: CounterMachine.machine, options: StoreOptions(clock: clock))
        store.exhaustivity = .off
        await store.send(.rename("z"))
        await store.send(.ping)
        await store.send(.load)
        await store.receive(.loaded(42)) { $0.count = 42 }
        await store.send(.start)
        await withKnownIssue {
            await store.send(.rename("q")) { $0.label = "not q" }
        } matching: { issue in
            "\(issue)".contains("does not match")
        }
        await store.finish()
    }

    @Test func storeFailuresAndEffectErrorsAreReportedAsIssues() async {
        let strict = TestStore(machine: CounterMachine.strict, options: StoreOptions(ignoredEvents: .fail))
        await withKnownIssue {
            await strict.send(.tick)
        } matching: { issue in
            "\(issue)".contains("not accepted")
        }
        let store = TestStore(machine: CounterMachine.machine)
        await withKnownIssue {
            await store.send(.fail)
            await store.finish()
        } matching: { issue in
            "\(issue)".contains("LoadError")
        }
    }

    /// `perform` returns every event applied while its body ran, in order — the body's own sends and the events
    /// their steps sent right away — and leaves nothing to receive.
    @Test func performReturnsTheEventsItsBodySent() async {
        let store = TestStore(machine: CounterMachine.machine)
        let events = await store.perform {
            store.store.send(.rename("a"))
            store.store.send(.ping)
        } assert: {
            $0.label = "a"
            $0.count = 100
        }
        #expect(events == [.rename("a"), .ping, .pong])
        #expect(store.pendingEvents.isEmpty)
        #expect(await store.perform {}.isEmpty)
        await store.finish()
    }
}
