import FlowPlayerKit
import Foundation
import Testing

/// The flow player's transcript is exactly the committed `expected-output.txt`.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct FlowPlayerTests {
    static let expectedURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("expected-output.txt")

    @Test func theTranscriptMatchesTheCommittedOutput() async throws {
        let expected = try String(contentsOf: Self.expectedURL, encoding: .utf8)
        let actual = await FlowPlayer.transcript()
        #expect(actual == expected)
    }

    @Test func theTranscriptIsTheSameEveryTime() async {
        let first = await FlowPlayer.transcript()
        for _ in 0..<20 {
            #expect(await FlowPlayer.transcript() == first)
        }
    }
}
