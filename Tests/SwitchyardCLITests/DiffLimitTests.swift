import Foundation
import ProcessTestSupport
import SwitchyardFixtures
import Testing

/// End-to-end: `switchyard diff` never prints "no differences" after a behaviour search that stopped early.
@Suite(.timeLimit(.minutes(5)))
struct DiffLimitTests {
    /// A chart whose search ends: no pending sends.
    static let settled = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="s">
          <state id="s"><transition event="go" target="t"/></state>
          <state id="t"/>
        </scxml>

        """

    static func file(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString).scxml")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func aCutSearchIsNotNoDifferences() async throws {
        let chart = try Self.file(SCXMLCharts.uncancelledTicks)
        defer { try? FileManager.default.removeItem(at: chart) }
        let result = try await CLIRunner.run(["diff", chart.path, chart.path])
        #expect(result.status == 0)
        #expect(
            result.stdout.hasPrefix("no differences found within the limit\nnote: behaviour incompletely compared: "))
        #expect(result.stderr.hasPrefix("warning: a run with more than 64 delayed sends pending"), "\(result.stderr)")
        let strict = try await CLIRunner.run(["diff", "--exit-code", chart.path, chart.path])
        #expect(strict.status == 1)
        let json = try await CLIRunner.run(["diff", "--format", "json", chart.path, chart.path])
        #expect(json.stdout.contains("\"behaviourIncomplete\""))
    }

    @Test func aCompleteSearchSaysNoDifferences() async throws {
        let chart = try Self.file(Self.settled)
        defer { try? FileManager.default.removeItem(at: chart) }
        let result = try await CLIRunner.run(["diff", "--exit-code", chart.path, chart.path])
        #expect(result.status == 0)
        #expect(result.stdout == "no differences\n")
        #expect(result.stderr == "")
    }
}
