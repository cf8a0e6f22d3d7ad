// swift-format-ignore-file
// The snippets of the article *Saving and restoring a running chart* and the README's "Save and restore", as printed
// there (their comments aligned), each completed with what it needs and checked against what the text says.
// `DocumentationSnippetTests` fails when a copy and the text differ.
import Foundation
import Switchyard
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct SavingSnippetTests {
    enum Player: String, Codable { case off, on, stopped, playing, resume }
    enum Input: String, Codable { case power, play, stop, timeout }
    enum NewPlayer: String, Codable { case off, on, stopped, running, resume }
    struct MigrationError: Error {
        var id: String
        init(_ id: String) { self.id = id }
    }

    /// The article's player chart, over either state type (the article renames `playing` to `running`).
    static func chart<State: Hashable & Sendable>(
        _ off: State, _ on: State, _ stopped: State, _ playing: State, _ resume: State
    ) throws -> Statechart<State, Input, Int> {
        try Statechart<State, Input, Int>(initial: off, [
            .atomic(off, [.on(.power, to: on)]),
            .compound(on, initial: stopped, [
                .atomic(stopped, [.on(.play, to: playing)]),
                .atomic(playing, [
                    .onEntry { scope in
                        scope.context += 1
                        scope.send(.timeout, after: .seconds(30), id: "timeout")
                    },
                    .on(.stop, to: stopped),
                    .on(.timeout, to: stopped),
                ]),
                .history(resume),
                .on(.power, to: off),
            ]),
        ])
    }

    @Test func aChartIsSavedAndRestoredWithItsPendingSend() throws {
        enum Player: String, Codable { case off, on, stopped, playing, resume }
        enum Input: String, Codable { case power, play, stop, timeout }
        typealias PlayerChart = Statechart<Player, Input, Int>

        let chart = try PlayerChart(initial: .off, [
            .atomic(.off, [.on(.power, to: .on)]),
            .compound(.on, initial: .stopped, [
                .atomic(.stopped, [.on(.play, to: .playing)]),
                .atomic(.playing, [
                    .onEntry { scope in
                        scope.context += 1
                        scope.send(.timeout, after: .seconds(30), id: "timeout")
                    },
                    .on(.stop, to: .stopped),
                    .on(.timeout, to: .stopped),
                ]),
                .history(.resume),
                .on(.power, to: .off),
            ]),
        ])

        var player = StatechartInterpreter(chart, context: 0)
        player.start()
        player.send(.power)
        player.send(.play)                          // counts 1, schedules `.timeout` in 30 s

        let bytes = try JSONEncoder().encode(player.snapshot())
        // … the process ends; later, elsewhere:
        let saved = try JSONDecoder().decode(PlayerChart.Snapshot.self, from: bytes)
        var restored = try StatechartInterpreter(chart, restoring: saved)
        let isPlaying = restored.configuration.contains(.playing)   // true
        let count = restored.context                                // 1: no entry action ran again
        let pending = restored.pendingSends                         // the `.timeout` send, with its token and delay
        #expect(isPlaying)
        #expect(count == 1)
        #expect(pending.map(\.event) == [.timeout] && pending.map(\.delay) == [.seconds(30)])
        #expect(pending.map(\.token) == [0])
        restored.deliver(0)
        #expect(restored.configuration.contains(.stopped))
    }

    @Test func aStoreInTheMiddleOfARequestIsToldItWasInterrupted() throws {
        enum SignUp: String, Codable { case form, submitting, waitingForEmail, confirmed, failed }
        enum SignUpEvent: String, Codable { case submit, accepted, requestInterrupted, remind, confirm, retry }

        let signUp = Machine<SignUp, SignUpEvent>.stepping(initial: .form, onEnter: { state in
            switch state {
            case .submitting:
                return Effect.run(id: "request") { context in /* … */ }
                    .onRestore(.send(.requestInterrupted))
            case .waitingForEmail:
                return .send(.remind, after: .seconds(60), id: "reminder")
            default:
                return .none
            }
        }) { state, event in
            switch (state, event) {
            case (.form, .submit), (.failed, .retry): Step(.submitting)
            case (.submitting, .accepted): Step(.waitingForEmail)
            case (.submitting, .requestInterrupted): Step(.failed)
            case (.waitingForEmail, .confirm): Step(.confirmed)
            default: nil
            }
        }

        let store = Store(machine: signUp)
        store.send(.submit)   // `submitting`, its request running
        let bytes = try JSONEncoder().encode(store.snapshot())
        let saved = try JSONDecoder().decode(StoreSnapshot<SignUp, SignUpEvent>.self, from: bytes)
        let restored = try Store(machine: signUp, restoring: saved)
        restored.start()   // in `submitting` when saved: the machine is sent `.requestInterrupted`
        #expect(restored.state == .failed)
    }

    @Test func aChartStoreIsSavedAsAChartSnapshot() throws {
        let chart = try Self.chart(Player.off, .on, .stopped, .playing, .resume)
        let store = Store(machine: chart.machine(context: 0))
        store.send(.power)
        store.send(.play)
        let bytes = try JSONEncoder().encode(store.snapshot().mappingState { $0.snapshot() })
        let saved = try JSONDecoder().decode(
            StoreSnapshot<StatechartSnapshot<Player, Input, Int>, Input>.self, from: bytes)
        let restored = try Store(
            machine: chart.machine(context: 0),
            restoring: try saved.mappingState { try StatechartState(chart, restoring: $0) })
        #expect(restored.state.configuration.contains(.playing))
        #expect(restored.state.context == 1)
    }

    @Test func anOldSnapshotIsMigratedToARenamedState() throws {
        let chart = try Self.chart(Player.off, .on, .stopped, .playing, .resume)
        let newChart = try Self.chart(NewPlayer.off, .on, .stopped, .running, .resume)
        var player = StatechartInterpreter(chart, context: 0)
        player.start()
        player.send(.power)
        player.send(.play)
        let bytes = try JSONEncoder().encode(player.snapshot())
        let old = try JSONDecoder().decode(StatechartSnapshot<String, Input, Int>.self, from: bytes)
        let migrated = try old.mappingStates { id in
            guard let state = NewPlayer(rawValue: id == "playing" ? "running" : id) else { throw MigrationError(id) }
            return state
        }
        var restored = try StatechartInterpreter(newChart, restoring: migrated)
        #expect(restored.configuration.contains(.running))
        restored.send(.stop)
        #expect(restored.configuration.contains(.stopped))
    }

    /// README, "Save and restore": the sign-up store restored with the time it spent saved.
    enum SignUp: String, Codable { case form, submitting }
    enum SignUpEvent: String, Codable { case submit }

    @Test func theReadmesStoreIsRestoredWithTheTimeItSpentSaved() throws {
        let signUp = Machine<SignUp, SignUpEvent>.stepping(initial: .form) { state, event in
            state == .form && event == .submit ? Step(.submitting) : nil
        }
        let store = Store(machine: signUp)
        store.send(.submit)
        let savedAt = Date.now
        let bytes = try JSONEncoder().encode(store.snapshot())
        // … the app is terminated in the background; on the next launch:
        let saved = try JSONDecoder().decode(StoreSnapshot<SignUp, SignUpEvent>.self, from: bytes)
        let restored = try Store(machine: signUp, restoring: saved, timeSaved: .seconds(Date.now.timeIntervalSince(savedAt)))
        #expect(restored.state == .submitting)
    }
}
