import Foundation
import ProcessTestSupport
import Testing

/// End-to-end: `switchyard coverage` says when the search for the pairs the drawing can take stopped at its limit.
@Suite(.timeLimit(.minutes(5)))
struct CoverageLimitTests {
    /// A counter without end: every `tick` is a new configuration of the data.
    static let counter = "@startuml\n[*] --> counting\ncounting --> counting : tick / n += 1\n@enduml\n"
    /// The same drawing without the counter: one configuration.
    static let still = "@startuml\n[*] --> counting\ncounting --> counting : tick\n@enduml\n"

    static func files(_ drawing: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(CoverageCommandTests.doorLog.utf8).write(to: folder.appendingPathComponent("log.json"))
        try Data(drawing.utf8).write(to: folder.appendingPathComponent("chart.puml"))
        return folder
    }

    @Test func aCutSearchIsSaid() async throws {
        let folder = try Self.files(Self.counter)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (drawing, log) = (
            folder.appendingPathComponent("chart.puml").path, folder.appendingPathComponent("log.json").path
        )
        let text = try await CLIRunner.run(["coverage", drawing, log])
        #expect(text.status == 0)
        #expect(text.stdout.contains("\nincomplete: the model's configurations were planned up to the limit of 10000"))
        #expect(text.stderr.hasPrefix("\(drawing): warning: the model's configurations"), "\(text.stderr)")
        let json = try await CLIRunner.run(["coverage", "--format", "json", drawing, log])
        #expect(json.stdout.contains("\"truncation\""))
    }

    @Test func aCompleteSearchSaysNothing() async throws {
        let folder = try Self.files(Self.still)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (drawing, log) = (
            folder.appendingPathComponent("chart.puml").path, folder.appendingPathComponent("log.json").path
        )
        let json = try await CLIRunner.run(["coverage", "--format", "json", drawing, log])
        #expect(json.status == 0)
        #expect(json.stderr == "")
        #expect(!json.stdout.contains("truncation"))
    }
}
