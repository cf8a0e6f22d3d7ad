import Foundation
import ProcessTestSupport
import Testing

/// End-to-end: `switchyard coverage DRAWING LOG` replays an exported `EventLog` through the drawing and prints what it
/// never exercised by `FILE:LINE:COL`.
@Suite(.timeLimit(.minutes(5)))
struct CoverageCommandTests {
    /// The door store's `EventLog` JSON the inspect tests load.
    static let doorLog = InspectCommandTests.doorLog
    static let doorDrawing = """
        @startuml
        [*] --> closed
        closed --> open : open
        open --> closed : close
        closed --> locked : lock
        locked --> closed : unlock
        @enduml

        """

    /// A new folder holding the door's drawing (`door.puml`) and log (`door.json`); the caller removes it.
    static func doorFiles() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(doorLog.utf8).write(to: folder.appendingPathComponent("door.json"))
        try Data(doorDrawing.utf8).write(to: folder.appendingPathComponent("door.puml"))
        return folder
    }

    @Test func printsWhatTheLogNeverExercised() async throws {
        let folder = try Self.doorFiles()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("door.json").path
        let drawing = folder.appendingPathComponent("door.puml").path

        let result = try await CLIRunner.run(["coverage", drawing, log])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout.replacingOccurrences(of: folder.path + "/", with: "") == """
                coverage: states 3/3, transitions 4/5, guard outcomes 0/0, transition pairs 3/7
                never exercised:
                  door.puml:6:1: transition locked --> closed : unlock
                  door.puml:4:1: pair open --> closed : close then closed --> open : open
                  door.puml:5:1: pair closed --> locked : lock then locked --> closed : unlock
                  door.puml:6:1: pair locked --> closed : unlock then closed --> open : open
                  door.puml:6:1: pair locked --> closed : unlock then closed --> locked : lock

                """)
    }

    /// The JSON shape `coverage --format json` prints (see `CoverageCommand`'s help).
    struct Report: Decodable {
        struct Item: Decodable, Equatable {
            var name: String
            var location: String?
            var exercised: Bool
        }

        struct Section: Decodable {
            var exercised: Int
            var total: Int
            var items: [Item]
        }

        var version: Int
        var drawing: String
        var sequences: Int
        var states: Section
        var transitions: Section
        var guardOutcomes: Section
        var transitionPairs: Section
    }

    @Test func printsTheCoverageAsVersionedJSON() async throws {
        let folder = try Self.doorFiles()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("door.json").path
        let drawing = folder.appendingPathComponent("door.puml").path

        let result = try await CLIRunner.run(["coverage", "--format", "json", drawing, log])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
        #expect(report.version == 1)
        #expect(report.drawing == drawing)
        #expect(report.sequences == 1)
        #expect((report.states.exercised, report.states.total) == (3, 3))
        #expect((report.transitions.exercised, report.transitions.total) == (4, 5))
        #expect((report.guardOutcomes.exercised, report.guardOutcomes.total) == (0, 0))
        #expect((report.transitionPairs.exercised, report.transitionPairs.total) == (3, 7))
        #expect(
            report.transitions.items.last
                == Report.Item(
                    name: "transition locked --> closed : unlock", location: drawing + ":6:1", exercised: false))
        #expect(report.states.items.map(\.name) == ["state closed", "state open", "state locked"])
        // One writer for every command's JSON: pretty-printed, keys sorted.
        #expect(result.stdout.hasPrefix("{\n  \"drawing\" : "))
        #expect(result.stdout.hasSuffix("\"version\" : 1\n}\n"))
    }

    @Test func aFormatOtherThanTextOrJSONIsBadUsage() async throws {
        let result = try await CLIRunner.run(["coverage", "--format", "swift-testing", "door.puml", "door.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Please provide one of 'text' and 'json'."))
    }

    @Test func aFileThatIsNoLogIsBadInput() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("empty.json").path
        try Data("{}".utf8).write(to: URL(fileURLWithPath: log))

        let result = try await CLIRunner.run(["coverage", "process.puml", log])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("\(log):1:1: error: neither an inspector log"))
        #expect(result.stderr.hasSuffix(" [syntax]\n"))
    }
}
