import Foundation
import Switchyard
import Testing

/// Saving a running chart as a ``StatechartSnapshot`` and restoring it: the restored interpreter runs on exactly as
/// the saved one would have, and a snapshot that does not fit the chart is a typed error.
struct StatechartSnapshotTests {
    struct Counters: Codable, Hashable, Sendable {
        var entries = 0
        var volume = 0
    }

    typealias Chart = Statechart<String, String, Counters>
    typealias Interpreter = StatechartInterpreter<String, String, Counters>

    /// A player: a parallel state with a deep history, a guard on the context, delayed sends with and without an
    /// id, a cancel, and an entry action that counts every entry (so a restore that re-ran one would show).
    static func chart(playing: String = "playing") throws -> Chart {
        let count: Chart.Action = { $0.context.entries += 1 }
        return try Chart(
            initial: "off",
            [
                .atomic("off", [.onEntry(count), .on("power", to: "on")]),
                .parallel(
                    "on",
                    [
                        .onEntry(count),
                        .compound(
                            "deck", initial: "stopped",
                            [
                                .onEntry(count),
                                .atomic("stopped", [.onEntry(count), .on("play", to: playing)]),
                                .compound(
                                    playing, initial: "normal",
                                    [
                                        .onEntry { scope in
                                            scope.context.entries += 1
                                            scope.send("tick", after: .milliseconds(1500), id: "tick")
                                            scope.send("timeout", after: .seconds(10))
                                            scope.perform(.run(id: "stream") { _ in })
                                        },
                                        .onExit { $0.cancelSend(id: "tick") },
                                        .atomic("normal", [.onEntry(count), .on("faster", to: "fast")]),
                                        .atomic("fast", [.onEntry(count)]),
                                        .on("tick", to: playing),
                                        .on("stop", to: "stopped"),
                                    ]),
                                .history("resume", deep: true, default: "stopped"),
                            ]),
                        .compound(
                            "sound", initial: "quiet",
                            [
                                .onEntry(count),
                                .atomic(
                                    "quiet",
                                    [
                                        .onEntry(count),
                                        .on("louder", to: "loud", guard: { $0.context.volume < 3 }) {
                                            $0.context.volume += 1
                                        },
                                    ]),
                                .atomic("loud", [.onEntry(count), .on("softer", to: "quiet")]),
                            ]),
                        .on("power", to: "off"),
                        .on("resume", to: "resume"),
                    ]),
            ])
    }

    static let events = ["power", "play", "faster", "louder", "softer", "power", "resume", "louder", "stop", "play"]

    static func roundTrip(_ interpreter: Interpreter) throws -> Interpreter {
        let bytes = try JSONEncoder().encode(interpreter.snapshot())
        let snapshot = try JSONDecoder().decode(Interpreter.Snapshot.self, from: bytes)
        return try Interpreter(interpreter.runChart, restoring: snapshot)
    }

    @Test func restoringThroughTheBytesAfterEveryStepRunsOnLikeTheOriginal() throws {
        let chart = try Self.chart()
        var original = Interpreter(chart, context: Counters())
        var restored = Interpreter(chart, context: Counters())
        original.start()
        restored.start()
        for event in Self.events {
            restored = try Self.roundTrip(restored)
            #expect(restored.snapshot() == original.snapshot())
            let expected = original.send(event)
            let step = restored.send(event)
            #expect(step == expected, "\(event)")
            #expect(restored.configuration == original.configuration)
            #expect(restored.context == original.context)
            #expect(restored.pendingSends == original.pendingSends)
        }
        #expect(restored.snapshot() == original.snapshot())
        #expect(original.snapshot().history.map(\.history) == ["resume"])
    }

    @Test func restoringRunsNoEntryActionAndKeepsPendingSendsAndTiedWork() throws {
        var player = Interpreter(try Self.chart(), context: Counters())
        player.start()
        player.send("power")
        player.send("play")
        let entries = player.context.entries
        var restored = try Self.roundTrip(player)
        #expect(restored.context.entries == entries)
        #expect(restored.pendingSends.map(\.event) == ["tick", "timeout"])
        #expect(player.snapshot().tiedEffects == [.init(state: "playing", ids: ["stream"])])
        // The restored chart delivers the saved send by its token, and cancels the saved work on exit.
        let tick = try #require(restored.pendingSends.first)
        #expect(restored.deliver(tick.token) == player.deliver(tick.token))
        let stop = restored.send("stop")
        #expect(stop == player.send("stop"))
        #expect(stop.effects == [.cancelEffects(tiedTo: "playing", ids: ["stream"])])
        #expect(stop.cancelledSendIDs == ["tick"])
    }

    @Test func eventsQueuedBeforeTheSnapshotAreProcessedAfterTheRestore() throws {
        let chart = try Chart(
            initial: "a",
            [
                .atomic("a", [.onEntry { $0.send("go") }, .on("go", to: "b")]),
                .atomic("b"),
            ])
        var interpreter = Interpreter(chart, context: Counters())
        interpreter.start(processingQueuedEvents: false)
        let snapshot = interpreter.snapshot()
        #expect(snapshot.externalQueue == ["go"])
        var restored = try Self.roundTrip(interpreter)
        restored.takeQueuedEvents()
        #expect(Array(restored.configuration) == ["b"])
    }

    @Test func aChartStoppedByTheStepLimitStaysStopped() throws {
        let chart = try Chart(
            initial: "a",
            [
                .atomic("a", [.always(to: "b")]),
                .atomic("b", [.always(to: "a")]),
            ])
        var interpreter = Interpreter(chart, context: Counters())
        interpreter.stepLimit = 50
        interpreter.start()
        #expect(interpreter.stepLimitWasExceeded)
        let snapshot = interpreter.snapshot()
        #expect(snapshot.exceededStepLimit && !snapshot.isRunning && snapshot.hasExited)
        let restored = try Self.roundTrip(interpreter)
        #expect(restored.stepLimitWasExceeded)
        #expect(!restored.isFinished)  // stopped, not finished: no top-level final state was reached
        #expect(!restored.isStillRunning)
        #expect(restored.stepLimitStop?.eventText == nil)
        #expect(restored.stepLimitStop?.stateNames == interpreter.stepLimitStop?.stateNames)

        // Stopped on an event: the restored chart names that event in its stop, as the saved one does.
        let looping = try Chart(
            initial: "a",
            [
                .atomic("a", [.on("go", to: "b")]), .atomic("b", [.on("loop", to: "b"), .always(to: "c")]),
                .atomic("c", [.always(to: "b")]),
            ])
        var onEvent = Interpreter(looping, context: Counters())
        onEvent.stepLimit = 50
        onEvent.start()
        onEvent.send("go")
        #expect(onEvent.stepLimitStop?.eventText == "go")
        // (The limit is the restoring interpreter's setting; the event and states are the saved chart's.)
        #expect(try Self.roundTrip(onEvent).stepLimitStop?.eventText == "go")
        #expect(try Self.roundTrip(onEvent).stepLimitStop?.stateNames == onEvent.stepLimitStop?.stateNames)
    }

    @Test func aSnapshotBeforeTheStartRestoresAnUnstartedChart() throws {
        let chart = try Self.chart()
        var restored = try Self.roundTrip(Interpreter(chart, context: Counters(volume: 2)))
        #expect(restored.configuration.containsNothing)
        #expect(restored.context.volume == 2)
        restored.start()
        #expect(Array(restored.configuration) == ["off"])
    }

    @Test func stateStoresItsChartAsASnapshot() throws {
        let chart = try Self.chart()
        let machine = chart.machine(context: Counters())
        var state = machine.initialState
        state.context.volume = 1
        let snapshot = state.snapshot()
        let restored = try StatechartState(chart, restoring: snapshot)
        #expect(restored == state)
        #expect(restored.snapshot() == snapshot)
    }

    @Test func aRenamedStateIsMigratedBeforeTheRestore() throws {
        var player = Interpreter(try Self.chart(), context: Counters())
        player.start()
        for event in ["power", "play"] { player.send(event) }
        let saved = player.snapshot()
        let renamedChart = try Self.chart(playing: "running")
        #expect(throws: StatechartSnapshotError.unknownState("playing")) {
            try Interpreter(renamedChart, restoring: saved)
        }
        var restored = try Interpreter(
            renamedChart, restoring: saved.mappingStates { $0 == "playing" ? "running" : $0 })
        #expect(restored.configuration.states == ["on", "deck", "running", "normal", "sound", "quiet"])
        restored.send("faster")
        #expect(Array(restored.configuration) == ["fast", "quiet"])
        #expect(restored.send("stop").effects == [.cancelEffects(tiedTo: "running", ids: ["stream"])])
    }

    @Test func aSnapshotThatDoesNotFitTheChartIsATypedError() throws {
        let chart = try Self.chart()
        var player = Interpreter(chart, context: Counters())
        player.start()
        for event in ["power", "play", "power"] { player.send(event) }
        let saved = player.snapshot()
        func rejects(_ error: StatechartSnapshotError, _ change: (inout Interpreter.Snapshot) -> Void) {
            var snapshot = saved
            change(&snapshot)
            #expect(throws: error) { try Interpreter(chart, restoring: snapshot) }
        }
        rejects(.unsupportedVersion(2)) { $0.version = 2 }
        rejects(.unknownState("gone")) { $0.configuration.append("gone") }
        rejects(.invalidConfiguration("'normal' is active but its parent 'playing' is not")) {
            $0.configuration = ["normal"]
        }
        rejects(.invalidConfiguration("parallel state 'on' is active but its region 'sound' is not")) {
            $0.configuration = ["on", "deck", "stopped"]
        }
        rejects(.invalidConfiguration("'deck' is active but none of its children is")) {
            $0.configuration = ["on", "deck", "sound", "quiet"]
        }
        rejects(.invalidConfiguration("'resume' is a history state, which is never active")) {
            $0.configuration = ["on", "deck", "resume", "sound", "quiet"]
        }
        rejects(.notAHistoryState("deck")) { $0.history = [.init(history: "deck", states: ["stopped"])] }
        rejects(.historyValueOutsideParent(history: "resume", state: "quiet")) {
            $0.history = [.init(history: "resume", states: ["quiet"])]
        }
        rejects(.invalidHistoryValue(history: "resume", reason: "restores no state")) {
            $0.history = [.init(history: "resume", states: [])]
        }
        rejects(.invalidHistoryValue(history: "resume", reason: "names history state 'resume'")) {
            $0.history = [.init(history: "resume", states: ["resume"])]
        }
        rejects(.unknownState("nowhere")) { $0.internalQueue = [.done("nowhere")] }
        rejects(.invalidPendingSend(token: 7)) {
            $0.pendingSends = [StatechartDelayedSend(token: 7, sendID: nil, event: "x", delay: .seconds(1))]
        }
        rejects(.invalidSendCounter(-1)) { $0.nextSendToken = -1 }
        rejects(.inconsistentStatus("a chart that has not started is neither running nor stopped")) {
            $0.hasStarted = false
        }
        rejects(.inconsistentStatus("a running chart has not stopped")) { $0.exceededStepLimit = true }
        rejects(.effectsTiedToInactiveState("playing")) { $0.tiedEffects = [.init(state: "playing", ids: [])] }
        // A failed restore leaves the interpreter as it was.
        var snapshot = saved
        snapshot.configuration = ["normal"]
        let before = player.snapshot()
        #expect(throws: StatechartSnapshotError.self) { try player.restore(snapshot) }
        #expect(player.snapshot() == before)
    }

    @Test func aNewerVersionIsRejectedWhenDecoded() throws {
        let bytes = Data(#"{"v":2,"c":{"entries":0,"volume":0}}"#.utf8)
        #expect(throws: StatechartSnapshotError.unsupportedVersion(2)) {
            try JSONDecoder().decode(Interpreter.Snapshot.self, from: bytes)
        }
    }

    @Test func theEncodingIsCompact() throws {
        var player = Interpreter(try Self.chart(), context: Counters())
        player.start()
        for event in ["power", "play"] { player.send(event) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(player.snapshot()), as: UTF8.self)
        #expect(
            text
                == #"{"b":true,"c":{"entries":8,"volume":0},"n":2,"p":[{"d":[1,500000000000000000],"e":"tick","i":"tick","t":0},"#
                + #"{"d":[10],"e":"timeout","t":1}],"r":true,"s":["on","deck","playing","normal","sound","quiet"],"#
                + #""t":[["playing",["stream"]]],"v":1}"#)
    }

    @Test func truncatedOrDamagedBytesAreDecodingErrorsNeverACrash() throws {
        var player = Interpreter(try Self.chart(), context: Counters())
        player.start()
        for event in ["power", "play", "faster", "power"] { player.send(event) }
        let bytes = Array(try JSONEncoder().encode(player.snapshot()))
        for length in 0..<bytes.count {
            #expect(throws: (any Error).self) {
                try JSONDecoder().decode(Interpreter.Snapshot.self, from: Data(bytes[..<length]))
            }
        }
        // Each byte replaced by each of a few others: decoded and restored, or an error; never a crash.
        for position in bytes.indices {
            for replacement in Array("0-9\"[]{},:aZ".utf8) where replacement != bytes[position] {
                var damaged = bytes
                damaged[position] = replacement
                guard let snapshot = try? JSONDecoder().decode(Interpreter.Snapshot.self, from: Data(damaged)),
                    var restored = try? Interpreter(player.runChart, restoring: snapshot)
                else { continue }
                for event in Self.events { restored.send(event) }
            }
        }
    }
}

/// The snippets of the article *Saving and restoring a running chart*, as written there.
struct SavingAndRestoringArticleTests {
    enum Player: String, Codable { case off, on, stopped, playing, resume }
    enum Input: String, Codable { case power, play, stop, timeout }
    typealias PlayerChart = Statechart<Player, Input, Int>

    enum NewPlayer: String, Codable { case off, on, stopped, running, resume }
    struct MigrationError: Error {
        var id: String
        init(_ id: String) { self.id = id }
    }

    static func chart<State: Hashable & Sendable>(
        _ off: State, _ on: State, _ stopped: State, _ playing: State, _ resume: State
    ) throws -> Statechart<State, Input, Int> {
        try Statechart<State, Input, Int>(
            initial: off,
            [
                .atomic(off, [.on(.power, to: on)]),
                .compound(
                    on, initial: stopped,
                    [
                        .atomic(stopped, [.on(.play, to: playing)]),
                        .atomic(
                            playing,
                            [
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

    @Test func savingAndRestoringThePlayer() throws {
        let chart: PlayerChart = try Self.chart(.off, .on, .stopped, .playing, .resume)
        var player = StatechartInterpreter(chart, context: 0)
        player.start()
        player.send(.power)
        player.send(.play)
        let bytes = try JSONEncoder().encode(player.snapshot())
        let saved = try JSONDecoder().decode(PlayerChart.Snapshot.self, from: bytes)
        var restored = try StatechartInterpreter(chart, restoring: saved)
        #expect(restored.configuration.contains(.playing))
        #expect(restored.context == 1)
        #expect(
            restored.pendingSends == [
                StatechartDelayedSend(token: 0, sendID: "timeout", event: .timeout, delay: .seconds(30))
            ])
        #expect(bytes.count == 109)
        let keys = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        #expect(Set(keys.keys) == ["v", "s", "p", "n", "b", "r", "c"])
        restored.deliver(0)
        #expect(restored.configuration.contains(.stopped))

        let newChart: Statechart<NewPlayer, Input, Int> = try Self.chart(.off, .on, .stopped, .running, .resume)
        let old = try JSONDecoder().decode(StatechartSnapshot<String, Input, Int>.self, from: bytes)
        let migrated = try old.mappingStates { id in
            guard let state = NewPlayer(rawValue: id == "playing" ? "running" : id) else { throw MigrationError(id) }
            return state
        }
        let moved = try StatechartInterpreter(newChart, restoring: migrated)
        #expect(moved.configuration.contains(.running))
    }
}
