import Foundation
import Switchyard
import SwitchyardDiagrams
import Testing

/// What `generate swift` writes runs as `trace` runs the chart it was generated from: every compiled reference in
/// this folder is run against the engine's run of its chart (``StatechartTracer`` on the drawing's ``DiagramChart``
/// or the SCXML document's chart) under the same event sequences — every path `paths --cover transitions` plans (a
/// wait becomes the time before the next event), and seeded random walks that let time pass so delayed sends fall
/// due — and the configurations must agree after the start, after every event and once the clock ran out.
struct BehaviourTests {
    /// A run of a script as `trace` makes it.
    typealias Runner = @Sendable ([TraceEvent]) -> TraceResult

    /// A compiled chart or machine and the names of its events (raw values: the names the engine takes them on).
    struct Subject {
        var run: Runner
        var events: [String]
    }

    /// The generated Swift of each chart, compiled into this target (`--choices-as-states` leaves the choice to the
    /// app, so `Registration` is not the engine's chart and is not compared).
    static func subject(_ type: String) throws -> Subject? {
        switch type {
        case "Onboarding": try chart(Onboarding.statechart(), context: Onboarding.Context())
        case "Process": table(Process.machine)
        case "Navigation": table(Navigation.machine)
        case "Edit": table(Edit.machine)
        case "EditMermaid": table(EditMermaid.machine)
        case "MediaPlayer": try chart(MediaPlayer.statechart(), context: MediaPlayer.Context())
        case "Request": try chart(Request.statechart(), context: Request.Context())
        case "CompletionOnDone": try chart(CompletionOnDone.statechart(), context: CompletionOnDone.Context())
        case "GuardedLock": table(GuardedLock.machine)
        case "GuardsMermaid": try chart(GuardsMermaid.statechart(), context: GuardsMermaid.Context())
        case "StartStates": table(StartStates.machine)
        case "FirstChild": table(FirstChild.machine)
        case "InnerFinal": try chart(InnerFinal.statechart(), context: InnerFinal.Context())
        case "Playback": try chart(Playback.statechart(), context: Playback.Context())
        case "SCXMLFeatures": try chart(SCXMLFeatures.statechart(), context: SCXMLFeatures.Context())
        case "Player": try chart(Player.statechart(), context: Player.Context())
        case "Tcp": table(Tcp.machine)
        case "Shapes": try chart(Shapes.statechart(), context: Shapes.Context())
        case "Awkward": try chart(Awkward.statechart(), context: Awkward.Context())
        case "Oneline": try chart(Oneline.statechart(), context: Oneline.Context())
        default: nil
        }
    }

    /// The engine's run of the chart's file, as `switchyard trace` makes it.
    static func engine(_ chart: GeneratedFilesTests.Chart) throws -> Runner {
        if chart.isSCXML {
            let scxml = try GeneratedFilesTests.scxml(chart).chart
            return { StatechartTracer<SCXMLDataModel>().trace(scxml.makeInterpreter(), events: $0) }
        }
        let drawing = try DiagramChart(try GeneratedFilesTests.graph(chart))
        return { StatechartTracer<[Int]>().trace(drawing.makeInterpreter(), events: $0) }
    }

    /// The event sequences for a chart: its transition-covering paths, then random walks.
    static func scripts(_ chart: GeneratedFilesTests.Chart, events: [String]) throws -> [[TraceEvent]] {
        let plan =
            chart.isSCXML
            ? PathPlanner.plan(try GeneratedFilesTests.scxml(chart), cover: .transitions)
            : try PathPlanner.plan(try GeneratedFilesTests.graph(chart), cover: .transitions)
        var scripts: [[TraceEvent]] = plan.paths.map { path in
            var script: [TraceEvent] = []
            var waited = 0.0
            for step in path.steps.dropFirst() {
                if let wait = step.wait {
                    waited += wait.milliseconds
                } else if let event = step.event {
                    script.append(TraceEvent(event: event, after: waited))
                    waited = 0
                }
            }
            // A last wait is seen by an event no chart has.
            if waited > 0 { script.append(TraceEvent(event: Self.noEvent, after: waited)) }
            return script
        }
        // Random walks over every name an arrow is taken on: the generated events and the labels as drawn.
        var labels = events
        if !chart.isSCXML {
            for arrow in try GeneratedFilesTests.graph(chart).transitions {
                if let label = arrow.label, !label.isEmpty, !labels.contains(label) { labels.append(label) }
            }
        }
        var random = SplitMix64(seed: UInt64(chart.type.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) }.magnitude))
        for _ in 0..<Self.walks {
            scripts.append(
                (0..<Self.walkLength).map { _ in
                    let after = random.next() % 3 == 0 ? Double(random.next() % 2_600) : 0
                    return TraceEvent(event: labels[Int(random.next() % UInt64(labels.count))], after: after)
                })
        }
        return scripts
    }

    static let walks = 40
    static let walkLength = 24
    static let noEvent = "no event of any chart"

    @Test(arguments: GeneratedFilesTests.charts)
    func theGeneratedChartRunsAsTheEngineRunsItsSource(chart: GeneratedFilesTests.Chart) throws {
        guard let subject = try Self.subject(chart.type) else { return }
        let engine = try Self.engine(chart)
        var sequences = 0
        var divergences: [String] = []
        for script in try Self.scripts(chart, events: subject.events) {
            sequences += 1
            let expected = engine(script)
            let actual = subject.run(script)
            if expected != actual {
                divergences.append(
                    "\(script.map { "\($0.event)@\($0.after)" }.joined(separator: ", "))\n"
                        + "engine:    \(expected.json)generated: \(actual.json)")
            }
        }
        let diverged = divergences.count
        let first = divergences.prefix(2).joined()
        #expect(diverged == 0, "\(chart.file): \(diverged) of \(sequences) diverged; the first:\n\(first)")
        print("BehaviourTests: \(chart.file): \(sequences) event sequences, \(diverged) diverged")
    }

    /// Every chart but `--choices-as-states`' is compared.
    @Test func everyChartButTheChoicesAsStatesOneIsCompared() throws {
        let compared = try GeneratedFilesTests.charts.filter { try Self.subject($0.type) != nil }
        #expect(compared.count == GeneratedFilesTests.charts.count - 1)
        #expect(!compared.contains { $0.choicesAsStates })
    }

    // MARK: Runners

    static func chart<State, Event, Context: Sendable>(
        _ chart: Statechart<State, Event, Context>, context: Context
    ) -> Subject
    where
        State: RawRepresentable & Hashable & Sendable, State.RawValue == String,
        Event: RawRepresentable & CaseIterable & Sendable, Event.RawValue == String
    {
        Subject(
            run: { script in
                var run = TimedChart(interpreter: StatechartInterpreter(chart, context: context))
                run.absorb(run.interpreter.start(processingQueuedEvents: false))
                let initial = sorted(run.interpreter.configuration.atomicStates.map(\.rawValue))
                run.absorb(run.interpreter.takeQueuedEvents())
                var steps: [TraceResult.Step] = []
                for event in script {
                    run.advance(to: run.now + .microseconds(Int64((event.after * 1000).rounded())))
                    if let typed = Self.event(Event.self, named: event.event) {
                        run.absorb(run.interpreter.send(typed))
                    }
                    let configuration = sorted(run.interpreter.configuration.atomicStates.map(\.rawValue))
                    steps.append(TraceResult.Step(event: event.event, configuration: configuration))
                }
                run.advance(to: run.now + .seconds(60))
                return TraceResult(
                    initial: initial, steps: steps,
                    configuration: sorted(run.interpreter.configuration.atomicStates.map(\.rawValue)),
                    done: run.interpreter.isFinished && !run.interpreter.stepLimitWasExceeded)
            }, events: Event.allCases.map(\.rawValue))
    }

    static func table<State, Event>(_ machine: Machine<State, Event>) -> Subject
    where
        State: RawRepresentable & Sendable, State.RawValue == String,
        Event: RawRepresentable & CaseIterable & Sendable, Event.RawValue == String
    {
        Subject(
            run: { script in
                var state = machine.initialState
                var steps: [TraceResult.Step] = []
                for event in script {
                    if let typed = Self.event(Event.self, named: event.event),
                        let next = machine.nextState(from: state, on: typed)
                    {
                        state = next
                    }
                    steps.append(TraceResult.Step(event: event.event, configuration: [state.rawValue]))
                }
                return TraceResult(
                    initial: [machine.initialState.rawValue], steps: steps, configuration: [state.rawValue],
                    done: false)
            }, events: Event.allCases.map(\.rawValue))
    }

    /// The case sent for a name the engine is sent: the case of that name, else (a label as drawn) the case of its
    /// event, as the generated path tests send it.
    static func event<Event: RawRepresentable>(_: Event.Type, named name: String) -> Event?
    where Event.RawValue == String {
        if let exact = Event(rawValue: name) { return exact }
        let parts = EventLabel(name)
        if !parts.event.isEmpty { return Event(rawValue: parts.event) }
        if let guardText = parts.guardText { return Event(rawValue: guardText) }
        return nil
    }

    /// `trace`'s order: by code point.
    static func sorted(_ names: [String]) -> [String] {
        names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

/// A statechart interpreter on a virtual clock, by `trace`'s rule: a send falls due its delay after the macrostep
/// that made it; advancing delivers every send due by then in due order, earlier sends first when due together.
struct TimedChart<State: Hashable & Sendable, Event: Sendable, Context> {
    var interpreter: StatechartInterpreter<State, Event, Context>
    private(set) var now = Duration.zero
    private var timers: [(due: Duration, token: Int)] = []
    private var remainingDeliveries = 100_000

    init(interpreter: StatechartInterpreter<State, Event, Context>) {
        self.interpreter = interpreter
    }

    mutating func absorb(_ step: StatechartMacrostep<State, Event>) {
        for send in step.scheduled { timers.append((now + send.delay, send.token)) }
        timers.sort { ($0.due, $0.token) < ($1.due, $1.token) }
        let cancelled = Set(step.cancelled)
        timers.removeAll { cancelled.contains($0.token) }
    }

    mutating func advance(to time: Duration) {
        while interpreter.isStillRunning, remainingDeliveries > 0, let next = timers.first, next.due <= time {
            timers.removeFirst()
            now = max(now, next.due)
            remainingDeliveries -= 1
            absorb(interpreter.deliver(next.token))
        }
        now = max(now, time)
    }
}

/// A small deterministic generator, so every run walks the same sequences.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
