import Foundation
import Switchyard
import Testing

@testable import SwitchyardDiagrams

/// The one adjacency of a running chart (`ExecutableDiagram.moves(from:offering:)`): `paths`, `diff` and conformance
/// all step runs by it, so they agree on which moves leave a run, in which order, and where a search stops.
struct ChartAdjacencyTests {
    static func diagram(_ text: String) throws -> SCXMLDiagram {
        try SCXMLReader().readDiagram(bytes: Array(text.utf8))
    }

    @Test func waitingComesFirstThenEachEventThatChangesSomething() throws {
        let diagram = try Self.diagram(SCXMLDelayedSendTests.request)
        let start = diagram.startRun().run
        let idle = try #require(diagram.moves(from: start))
        #expect(idle.map(\.event) == ["submit"])
        let waiting = try #require(diagram.move(sending: "submit", from: start)).run
        let moves = try #require(diagram.moves(from: waiting))
        #expect(moves.map(\.event) == [nil, "slow", "reply", "timeout"])
        #expect(moves[0].waited == .milliseconds(500))
        #expect(moves[0].deliveries.map(\.event) == ["slow"])
        #expect(diagram.name(of: moves[0].run) == "stalled")
        // Offered events that change nothing are no moves.
        #expect(
            try #require(diagram.moves(from: waiting, offering: ["submit", "reply"])).map(\.event) == [nil, "reply"])
    }

    @Test func aDrawingHasNoWaitMove() throws {
        let chart = try DiagramChart(try PlantUMLReader().read("@startuml\n[*] --> a\na --> b : go\n@enduml\n"))
        let start = chart.startRun().run
        #expect(chart.waitMove(from: start) == nil)
        #expect(chart.waitMove(from: start, until: .seconds(1)) == nil)
        #expect(try #require(chart.moves(from: start)).map(\.event) == ["go"])
    }

    /// Past the one pending limit a run has no moves for any search: `paths` says its plan is cut short there.
    @Test func aRunCarryingMoreSendsThanThePendingLimitIsNotSearched() throws {
        let diagram = try Self.diagram(SCXMLDelayedSendTests.pileUp)
        var run = diagram.startRun().run
        for _ in 0..<SCXMLDiagram.pendingLimit {
            run = try #require(diagram.move(sending: "go", from: run)).run
            run = try #require(diagram.move(sending: "back", from: run)).run
        }
        #expect(diagram.moves(from: run) != nil)
        run = try #require(diagram.move(sending: "go", from: run)).run
        #expect(diagram.clock(of: run)?.pending.count == SCXMLDiagram.pendingLimit + 1)
        #expect(diagram.moves(from: run) == nil)
        #expect(PathPlanner.plan(diagram, cover: .states).isTruncated)
    }

    /// `diff` lets time pass by the same moves: two charts that differ only after a delay differ after a wait, and
    /// a chart compared with itself never differs, its pending sends piling up or not.
    @Test func diffWaitsAsPathsDo() throws {
        let later = SCXMLDelayedSendTests.request.replacingOccurrences(of: "delay=\"2s\"", with: "delay=\"3s\"")
        let old = BehaviourChart(try Self.diagram(SCXMLDelayedSendTests.request).chart)
        let new = BehaviourChart(try Self.diagram(later).chart)
        let found = try #require(BehaviourDiff.first(between: old, and: new))
        #expect(found.steps.map(\.event) == [nil, "submit", nil, nil])
        #expect(found.steps.compactMap(\.waited) == [500, 1500])
        #expect(found.steps.last?.old == ["failed"] && found.steps.last?.new == ["stalled"])
        let pileUp = BehaviourChart(try Self.diagram(SCXMLDelayedSendTests.pileUp).chart)
        #expect(BehaviourDiff.first(between: pileUp, and: pileUp) == nil)
    }
}
