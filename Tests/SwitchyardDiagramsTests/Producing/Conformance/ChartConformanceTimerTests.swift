import Switchyard
import SwitchyardDiagrams
import Testing

/// `ChartConformance` steps the drawing by its chart's one adjacency, which for a drawing has no move that lets
/// time pass (a drawing makes no delayed sends); so a typed chart's timer is not delivered by a clock, and its event
/// is sent to both like any other: an arrow taken on a timer's event is compared as if the timer had fired then.
struct ChartConformanceTimerTests {
    enum State: String, Hashable, Sendable {
        case idle, waiting, failed
    }

    enum Event: String, CaseIterable, Sendable {
        case start, timeout
    }

    /// `waiting` sends itself `timeout` after a second.
    static func chart() throws -> Statechart<State, Event, Int> {
        try Statechart(
            initial: .idle,
            [
                .atomic(.idle, [.on(.start, to: .waiting)]),
                .atomic(
                    .waiting,
                    [.onEntry { $0.send(.timeout, after: .seconds(1), id: "deadline") }, .on(.timeout, to: .failed)]),
                .atomic(.failed, [.on(.start, to: .waiting)]),
            ])
    }

    static func drawing(_ timeoutTarget: String) throws -> StateGraph {
        try PlantUMLReader().read(
            """
            @startuml
            [*] --> idle
            idle --> waiting : start
            waiting --> \(timeoutTarget) : timeout
            failed --> waiting : start
            @enduml
            """)
    }

    @Test func anArrowTakenOnATimersEventIsCompared() throws {
        #expect(try ChartConformance.mismatches(of: Self.chart(), context: 0, to: Self.drawing("failed")).isEmpty)
        let mismatches = try ChartConformance.mismatches(of: Self.chart(), context: 0, to: Self.drawing("idle"))
        #expect(
            mismatches.first?.description == "after start -> timeout: the diagram is in idle, the chart in failed")
    }
}

/// A chart comparison that stopped at its limit says so and does not conform.
struct ChartConformanceTruncationTests {
    @Test func aSearchStoppedAtItsLimitDoesNotConform() throws {
        let drawing = try ChartConformanceTimerTests.drawing("failed")
        let chart = try ChartConformanceTimerTests.chart()
        let cut = try ChartConformance.compare(chart, context: 0, to: drawing, limit: 2)
        #expect(cut.mismatches.isEmpty)
        #expect(!cut.conforms)
        #expect(cut.truncation?.contains("limit of 2 pairs") == true)
        #expect(cut.description.hasPrefix("incomplete comparison: "))
        let whole = try ChartConformance.compare(chart, context: 0, to: drawing, limit: 3)
        #expect(whole.truncation == nil)
        #expect(whole.conforms, "\(whole)")
    }
}
