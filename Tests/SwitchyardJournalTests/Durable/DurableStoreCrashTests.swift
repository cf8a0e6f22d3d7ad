import Foundation
import ProcessTestSupport
import Testing

/// A server killed with SIGKILL at random instants, a hundred times over one journal: after each restart every
/// event whose `send` returned is applied exactly once, and every timer those events started is pending. The child
/// writes a snapshot every 7 events (and compacts on half the runs), so restarts replay a tail of events.
@Suite(.timeLimit(.minutes(5)))
struct DurableStoreCrashTests {
    /// `journal-crash-child`, built beside the test bundle.
    static let child: URL? = {
        var candidates: [URL] = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])]
        candidates += Bundle.allBundles.map(\.bundleURL)
        for start in candidates {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<3 {
                let candidate = directory.appendingPathComponent("journal-crash-child")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }()

    @Test func everyAcknowledgedEventSurvivesAHundredKillsExactlyOnce() async throws {
        let executable = try #require(Self.child, "journal-crash-child is built with the tests")
        let file = JournalFile()
        var acknowledged: Set<Int> = []
        var killed = 0
        var replayedTails = 0
        for run in 0..<100 {
            let result = try await ChildProcess.run(executable, [file.path, "run", "\(run * 1_000)", "\(run + 1)"])
            if result.status != 0 { killed += 1 }
            for line in result.stdout.split(separator: "\n") where line.hasPrefix("ack ") {
                acknowledged.insert(Int(line.dropFirst(4))!)
            }
            let check = try await ChildProcess.run(executable, [file.path, "check"])
            #expect(check.status == 0, "\(check.stderr)")
            let lines = check.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let applied =
                lines.first { $0.hasPrefix("applied") }?.split(separator: " ").dropFirst().compactMap {
                    Int($0)
                } ?? []
            let timers = Set(
                lines.first { $0.hasPrefix("timers") }?.split(separator: " ").dropFirst().map(String.init) ?? [])
            if let tail = lines.first(where: { $0.hasPrefix("tail ") }).flatMap({ Int($0.dropFirst(5)) }), tail > 0 {
                replayedTails += 1
            }
            #expect(Set(applied).count == applied.count, "an event was applied twice after run \(run)")
            let missing = acknowledged.subtracting(applied)
            #expect(missing.isEmpty, "acknowledged but lost after run \(run): \(missing.sorted().prefix(10))")
            let missingTimers = applied.filter { $0 % 10 == 0 }.map { "t\($0)" }.filter { !timers.contains($0) }
            #expect(missingTimers.isEmpty, "timers lost after run \(run): \(missingTimers.prefix(10))")
            if !missing.isEmpty || !missingTimers.isEmpty { return }
        }
        // The kills must have happened (not every run finished its thousand sends first), and sends acknowledged.
        #expect(killed > 50)
        #expect(acknowledged.count > 100)
        // Snapshots every 7 events: restarts replay the events after the latest one, not only restore it.
        #expect(replayedTails > 20)
    }
}
