import Switchyard
import Testing

@testable import SwitchyardDiagrams

/// The events file's timing rule, stated once (``EventsFileRun/play(_:afterEachStep:)``): before each event the clock
/// advances by its `after`, each send falling due on the way delivered as a step of its own, then the event is sent.
/// `trace` and `diff --events` both play files by it.
struct EventsFileRunTests {
    /// A run with sends due at fixed times, recording what it was asked to do.
    private struct Recorder: EventsFileRun {
        var now = Duration.zero
        var due: [Duration]
        var log: [String] = []

        mutating func deliverNextDue(by time: Duration) -> Bool {
            guard let next = due.first, next <= time else { return false }
            due.removeFirst()
            now = next
            log.append("deliver \(ClockText.text(next))")
            return true
        }

        mutating func passTime(to time: Duration) {
            now = time
            log.append("pass \(ClockText.text(time))")
        }

        mutating func sendEvent(_ event: String) {
            log.append("send \(event) at \(ClockText.text(now))")
        }
    }

    @Test func timePassesByAfterDeliveringWhatFallsDueThenTheEventIsSent() {
        var run = Recorder(due: [.milliseconds(100), .milliseconds(250), .milliseconds(400)])
        var waits: [Duration?] = []
        let played = run.play(TraceEvent(event: "go", after: 250)) { _, waited in
            waits.append(waited)
            return true
        }
        #expect(played)
        // A send due exactly when the event is sent is delivered first.
        #expect(run.log == ["deliver 100ms", "deliver 250ms", "pass 250ms", "send go at 250ms"])
        #expect(waits == [.milliseconds(100), .milliseconds(150), nil])
        // The next event's `after` counts from where the clock is.
        run.log = []
        _ = run.play(TraceEvent(event: "stop", after: 0.5)) { _, _ in true }
        #expect(run.log == ["pass 250.5ms", "send stop at 250.5ms"])
    }

    @Test func aStepThatAsksToStopEndsThePlay() {
        var run = Recorder(due: [.milliseconds(1), .milliseconds(2)])
        let played = run.play(TraceEvent(event: "go", after: 5)) { run, _ in run.now < .milliseconds(1) }
        #expect(!played)
        #expect(run.log == ["deliver 1ms"])
    }

    @Test func millisecondsBecomeVirtualTimeToTheMicrosecond() {
        #expect(ClockText.duration(milliseconds: 1.5) == .microseconds(1500))
        #expect(ClockText.duration(milliseconds: 0.0004) == .zero)
        #expect(ClockText.duration(milliseconds: 0.0006) == .microseconds(1))
        #expect(TraceEvent(event: "e", after: 2.25).delay == .microseconds(2250))
        #expect(ClockText.duration("1.5s") == ClockText.duration(milliseconds: 1500))
    }

    private static func chart(goingFromBTo target: String) -> String {
        """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a">
          <state id="a">
            <onentry><send event="tick" delay="100ms"/></onentry>
            <transition event="tick" target="b"/>
            <transition event="go" target="c"/>
          </state>
          <state id="b"><transition event="go" target="\(target)"/></state>
          <state id="c"/>
          <state id="\(target)"/>
        </scxml>
        """
    }

    /// `trace` and `diff --events` play a file alike: an event sent when a delayed send falls due comes after it, on
    /// both (sent first, `go` would lead to `c` in both charts and the diff would find nothing).
    @Test func traceAndDiffPlayAnEventsFileAlike() throws {
        let old = try SCXMLReader().read(Self.chart(goingFromBTo: "d"))
        let new = try SCXMLReader().read(Self.chart(goingFromBTo: "e"))
        let events = [TraceEvent(event: "go", after: 100)]
        let trace = StatechartTracer<SCXMLDataModel>().trace(old.makeInterpreter(), events: events)
        #expect(trace.steps.map(\.configuration) == [["d"]])
        let diff = try #require(
            BehaviourDiff.first(between: BehaviourChart(old), and: BehaviourChart(new), along: events))
        #expect(diff.steps.map(\.event) == [nil, nil, "go"])
        #expect(diff.steps.map(\.waited) == [nil, 100, nil])
        #expect(diff.steps.last?.old == ["d"])
        #expect(diff.steps.last?.new == ["e"])
    }
}
