import Foundation
import Switchyard
import SwitchyardDiagrams
import Testing

/// `switchyard coverage --format json`'s object, without a process: counts per kind, every item, keys sorted.
struct CoverageReportTests {
    @Test func theReportCountsAndListsEveryItemOfEachKind() throws {
        let coverage = try LogCoverage.coverage(
            of: [["submit", "fail", "submit", "succeed"]], in: LogCoverageTests.graph(), file: "form.puml")
        let report = CoverageReport(coverage, drawing: "form.puml", sequences: 1)
        #expect(report.version == CoverageReport.currentVersion)
        #expect((report.states.exercised, report.states.total) == (3, 4))
        #expect((report.transitions.exercised, report.transitions.total) == (4, 5))
        #expect((report.guardOutcomes.exercised, report.guardOutcomes.total) == (2, 4))
        #expect(report.transitions.items.map(\.name) == coverage.transitions.map(\.name))
        let locked = try #require(report.states.items.first { $0.name == "state locked" })
        #expect((locked.name, locked.location, locked.exercised) == ("state locked", "form.puml:5:1", false))
        let decoded = try JSONDecoder().decode(CoverageReport.self, from: Data(report.json.utf8))
        #expect(decoded == report)
        #expect(report.json.hasPrefix("{\n  \"drawing\" : \"form.puml\",\n  \"guardOutcomes\" : {"))
    }

    @Test func anItemWithNoPlaceInADrawingHasNoLocationKey() throws {
        let coverage = ModelCoverage(
            states: [ModelCoverage.Item(name: "state idle", location: nil, isExercised: true)], transitions: [],
            guardOutcomes: [], transitionPairs: [])
        let json = CoverageReport(coverage, drawing: "-", sequences: 0).json
        #expect(json.contains("\"name\" : \"state idle\""))
        #expect(!json.contains("location"))
    }
}
