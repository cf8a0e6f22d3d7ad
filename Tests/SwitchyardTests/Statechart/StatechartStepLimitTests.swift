import Switchyard
import Synchronization
import Testing

/// A chart that never settles (an eventless loop) is stopped at the step limit: neither running nor finished,
/// described by one `StatechartStepLimit`, and reported by a store every time, never silently.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StatechartStepLimitTests {
    typealias Chart = Statechart<String, String, Int>

    /// `a --go--> b`, then `b → c → b` forever; `d` is reachable from `a` only.
    static func looping() throws -> Chart {
        try Chart([
            .atomic("a", [.on("go", to: "b"), .on("other", to: "d")]),
            .atomic("b", [.always(to: "c")]),
            .atomic("c", [.always(to: "b")]),
            .atomic("d"),
        ])
    }

    static let expectedMessage =
        "the chart did not settle: more than 1000 microsteps and events on event go (an endless loop of "
        + "eventless transitions or raised events); it was stopped in [b] and ignores every later event"

    @Test func anInterpreterStoppedAtTheLimitIsNotFinished() throws {
        var interpreter = StatechartInterpreter(try Self.looping(), context: 0)
        interpreter.stepLimit = 1_000
        interpreter.recordsMicrosteps = false
        interpreter.start()
        #expect(interpreter.stepLimitStop == nil)
        interpreter.send("go")
        #expect(interpreter.stepLimitWasExceeded)
        #expect(!interpreter.isStillRunning)
        #expect(!interpreter.isFinished)
        let stop = try #require(interpreter.stepLimitStop)
        #expect(stop == StatechartStepLimit(maxSteps: 1_000, eventText: "go", stateNames: ["b"]))
        #expect(stop.description == Self.expectedMessage)
        #expect(interpreter.send("other").microsteps.isEmpty)
        #expect(Array(interpreter.configuration) == ["b"])
    }

    @Test func aLoopInTheInitialMacrostepIsDescribedAsSuch() throws {
        let chart = try Chart([.atomic("b", [.always(to: "c")]), .atomic("c", [.always(to: "b")])])
        var interpreter = StatechartInterpreter(chart, context: 0)
        interpreter.stepLimit = 1_000
        interpreter.recordsMicrosteps = false
        interpreter.start()
        #expect(!interpreter.isFinished)
        #expect(
            interpreter.stepLimitStop?.description
                == "the chart did not settle: more than 1000 microsteps and events in its initial macrostep (an "
                + "endless loop of eventless transitions or raised events); it was stopped in [c] and ignores every "
                + "later event")
    }

    @Test func aStoreReportsTheStopAndEveryEventItIgnoresAfterIt() throws {
        let sink = DiagnosticSink()
        let store = Store(
            machine: try Self.looping().machine(context: 0, stepLimit: 1_000),
            options: StoreOptions(onDiagnostic: sink.handler))
        let recorder = Recorder(store)
        store.send("go")
        #expect(!store.state.isFinished)
        #expect(store.state.exceededStepLimit)
        #expect(store.state.stepLimitReport?.description == Self.expectedMessage)
        #expect(store.state.description == "[b] (stopped: the chart did not settle)")
        #expect(sink.all == [StoreDiagnostic(kind: .stepLimit, message: Self.expectedMessage)])
        store.send("other")
        #expect(Array(store.state.configuration) == ["b"])
        #expect(sink.all.count == 2)
        #expect(sink.all.last == StoreDiagnostic(kind: .stepLimit, message: Self.expectedMessage))
        guard case .ignored(_, let event)? = recorder.notifications.last else {
            Issue.record("the event after the stop is not ignored: \(recorder.notifications)")
            return
        }
        #expect(event == "other")
    }

    @Test func aStoreWhoseChartNeverSettlesFromTheStartReportsItWhenItStarts() throws {
        let chart = try Chart([.atomic("b", [.always(to: "c")]), .atomic("c", [.always(to: "b")])])
        let sink = DiagnosticSink()
        let store = Store(
            machine: chart.machine(context: 0, stepLimit: 1_000), options: StoreOptions(onDiagnostic: sink.handler))
        store.start()
        #expect(sink.all.map(\.kind) == [.stepLimit])
        #expect(store.state.exceededStepLimit && !store.state.isFinished)
    }

    @Test func aStoppedStateIsNotEqualToARunningOneInTheSameStates() throws {
        let machine = try Self.looping().machine(context: 0, stepLimit: 1_000)
        let stopped = try #require(machine.transition(from: machine.initialState, on: "go")).state
        // The same states, one of them active, in a chart where `b` settles.
        let settling = try Chart([.atomic("b"), .atomic("a"), .atomic("c"), .atomic("d")]).machine(
            context: 0, stepLimit: 1_000)
        #expect(stopped.exceededStepLimit)
        #expect(Array(stopped.configuration) == Array(settling.initialState.configuration))
        #expect(stopped != settling.initialState)
    }

    @Test func anActorStoreReportsTheStopToo() async throws {
        let reports = Mutex<[StoreDiagnostic]>([])
        let store = ActorStore(
            machine: try Self.looping().machine(context: 0, stepLimit: 1_000),
            options: StoreOptions(onDiagnostic: { diagnostic in reports.withLock { $0.append(diagnostic) } }),
            runningOn: nil)
        await store.send("go")
        await store.send("other")
        #expect(await store.state.exceededStepLimit)
        #expect(
            reports.withLock { $0 }
                == Array(repeating: StoreDiagnostic(kind: .stepLimit, message: Self.expectedMessage), count: 2))
    }
}
