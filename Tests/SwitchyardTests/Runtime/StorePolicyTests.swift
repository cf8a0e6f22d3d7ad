import Foundation
import Switchyard
import Testing

@MainActor
struct StorePolicyTests {
    @Test func ignoredEventsAreIgnoredByDefaultButObservable() {
        let sink = DiagnosticSink()
        let store = Store(machine: turnstile, options: StoreOptions(onDiagnostic: sink.handler))
        let recorder = Recorder(store)
        store.send(.push)
        #expect(store.state == .locked)
        #expect(recorder.notifications == [.ignored(state: .locked, event: .push)])
        #expect(sink.all.isEmpty)
    }

    @Test func logPolicyReportsIgnoredEvents() {
        let sink = DiagnosticSink()
        let store = Store(machine: turnstile, options: StoreOptions(ignoredEvents: .log, onDiagnostic: sink.handler))
        store.send(.push)
        #expect(sink.all == [StoreDiagnostic(kind: .ignoredEvent, message: "ignored event push in state locked")])
    }

    @Test func failPolicyReportsAFailure() {
        let sink = DiagnosticSink()
        let store = Store(machine: turnstile, options: StoreOptions(ignoredEvents: .fail, onDiagnostic: sink.handler))
        store.send(.coin)
        store.send(.push)
        store.send(.push)
        #expect(sink.all.map(\.kind) == [.failure])
        #expect(sink.all.first?.message == "event push is not accepted in state locked")
    }

    @Test func eventLogExportsAndReplaysToTheSameState() throws {
        let store = Store(machine: counters, options: StoreOptions(eventLogCapacity: 1_000))
        for value in 0..<50 {
            store.send(value.isMultiple(of: 3) ? .incrementFirst : .record(value))
        }
        let log = try #require(store.eventLog)
        let data = try JSONEncoder().encode(log)
        let decoded = try JSONDecoder().decode(EventLog<Counters, CounterEvent>.self, from: data)
        #expect(decoded == log)
        #expect(counters.replay(decoded) == store.state)
    }

    @Test func boundedLogKeepsTheLatestEntriesAndStillReplays() throws {
        let store = Store(machine: turnstile, options: StoreOptions(eventLogCapacity: 3))
        let events: [TurnstileEvent] = [.coin, .push, .push, .coin, .coin, .push, .coin]
        for event in events { store.send(event) }
        let log = try #require(store.eventLog)
        #expect(log.loggedEvents == [.coin, .push, .coin])
        #expect(log.droppedEntries == 4)
        #expect(log.entries.map(\.accepted) == [true, true, true])
        #expect(turnstile.replay(log) == store.state)
        #expect(log.lastState == store.state)
        let decoded = try JSONDecoder().decode(
            EventLog<Turnstile, TurnstileEvent>.self, from: JSONEncoder().encode(log))
        #expect(decoded == log)
    }

    @Test func ignoredEventsAreLoggedAsNotAccepted() throws {
        let store = Store(machine: turnstile, options: StoreOptions(eventLogCapacity: 10))
        store.send(.push)
        #expect(try #require(store.eventLog).entries.map(\.accepted) == [false])
    }

    @Test func logIsOffByDefault() {
        #expect(Store(machine: turnstile).eventLog == nil)
    }
}
