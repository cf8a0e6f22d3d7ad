import Foundation
import Switchyard
import SwitchyardDiagrams
import SwitchyardFixtures
import Testing

/// `diff` never says "no differences" after a behaviour search that stopped at its limit.
struct BehaviourDiffTruncationTests {
    /// `a --go--> b --go--> c`: three pairs of configurations when compared with itself.
    static func chain() throws -> StateGraph {
        try DiagramReader.read(
            """
            @startuml
            [*] --> a
            a --> b : go
            b --> c : go
            @enduml
            """, format: .plantuml)
    }

    static func diff(limit: Int) throws -> DiagramDiff {
        let graph = try chain()
        let chart = Result { () throws(DiagramParseError) in BehaviourChart(try DiagramChart(graph)) }
        return DiagramDiff(from: graph, to: graph, oldChart: chart, newChart: chart, limit: limit)
    }

    @Test func aSearchStoppedAtItsLimitIsNotNoDifferences() throws {
        let cut = try Self.diff(limit: 2)
        #expect(cut.behaviour == nil)
        #expect(!cut.isEmpty, "a cut search does not say the charts run the same")
        #expect(cut.behaviourIncomplete?.contains("limit of 2 pairs") == true)
        #expect(!cut.text.contains("no differences\n"), "\(cut.text)")
        #expect(cut.text.hasPrefix("no differences found within the limit\nnote: behaviour incompletely compared: "))
        let json = String(decoding: try JSONEncoder().encode(cut), as: UTF8.self)
        #expect(json.contains("\"behaviourIncomplete\""))
        #expect(try JSONDecoder().decode(DiagramDiff.self, from: Data(json.utf8)) == cut)
    }

    @Test func aSearchThatComparedEveryPairSaysNoDifferences() throws {
        let whole = try Self.diff(limit: 3)
        #expect(whole.behaviourIncomplete == nil)
        #expect(whole.isEmpty)
        #expect(whole.text == "no differences\n")
        let json = String(decoding: try JSONEncoder().encode(whole), as: UTF8.self)
        #expect(!json.contains("behaviourIncomplete"))
    }

    @Test func searchSaysWhetherItWasCut() throws {
        let chart = BehaviourChart(try DiagramChart(try Self.chain()))
        #expect(BehaviourDiff.search(between: chart, and: chart, limit: 2).truncation != nil)
        #expect(BehaviourDiff.search(between: chart, and: chart, limit: 3).truncation == nil)
    }

    /// Pending sends that pile up past what the search follows are a cut, not "no difference".
    @Test func aRunWithTooManyPendingSendsIsACut() throws {
        let chart = BehaviourChart(try SCXMLReader().read(SCXMLCharts.uncancelledTicks))
        let result = BehaviourDiff.search(between: chart, and: chart, limit: 20_000)
        #expect(result.difference == nil)
        #expect(result.truncation?.contains("delayed sends pending was not followed further") == true)
    }
}
