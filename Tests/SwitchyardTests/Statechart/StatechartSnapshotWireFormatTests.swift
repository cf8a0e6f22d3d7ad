import Foundation
import Switchyard
import Testing

/// A ``StatechartSnapshot`` is a saved format: the bytes it encodes to are pinned here, field by field, so that a
/// change of how the value is kept in memory can never change what is written or what old bytes read back as.
struct StatechartSnapshotWireFormatTests {
    typealias Counters = StatechartSnapshotTests.Counters
    typealias Snapshot = StatechartSnapshot<String, String, Counters>

    /// A snapshot with every field set, `stoppedOn` included.
    static func everyField() -> Snapshot {
        var snapshot = Snapshot(
            configuration: ["on", "deck", "playing", "fast"],
            history: [.init(history: "resume", states: ["playing", "fast"])],
            internalQueue: [.event("raised"), .done("deck"), .executionError("boom")],
            externalQueue: ["louder", "softer"],
            pendingSends: [
                StatechartDelayedSend(token: 1, sendID: "tick", event: "tick", delay: .milliseconds(1500)),
                StatechartDelayedSend(token: 2, sendID: nil, event: "timeout", delay: .seconds(10)),
            ],
            nextSendToken: 3, hasStarted: true, isRunning: false, hasExited: true, exceededStepLimit: true,
            tiedEffects: [.init(state: "playing", ids: ["stream", "poll"])],
            context: Counters(entries: 7, volume: 2))
        snapshot.stoppedOn = .done("playing")
        return snapshot
    }

    /// `everyField()` as this library wrote it before its fields were grouped in memory (issue 18, item 4).
    static let everyFieldSorted =
        #"{"b":true,"c":{"entries":7,"volume":2},"e":["louder","softer"],"h":[["resume",["playing","#
        + #""fast"]]],"i":[{"e":"raised"},{"d":"deck"},{"x":"boom"}],"l":true,"n":3,"p":[{"d":[1,"#
        + #"500000000000000000],"e":"tick","i":"tick","t":1},{"d":[10],"e":"timeout","t":2}],"#
        + #""s":["on","deck","playing","fast"],"t":[["playing",["stream","poll"]]],"v":1,"x":true,"#
        + #""z":{"d":"playing"}}"#

    static func encoded(_ snapshot: Snapshot, sorted: Bool) throws -> String {
        let encoder = JSONEncoder()
        if sorted { encoder.outputFormatting = .sortedKeys }
        return String(decoding: try encoder.encode(snapshot), as: UTF8.self)
    }

    @Test func everyFieldIsWrittenAsBefore() throws {
        #expect(try Self.encoded(Self.everyField(), sorted: true) == Self.everyFieldSorted)
    }

    @Test func theBytesReadBackAsTheSameSnapshotAndAreWrittenAgainUnchanged() throws {
        let decoded = try JSONDecoder().decode(Snapshot.self, from: Data(Self.everyFieldSorted.utf8))
        #expect(decoded == Self.everyField())
        #expect(decoded.stoppedOn == .done("playing"))
        #expect(try Self.encoded(decoded, sorted: true) == Self.everyFieldSorted)
        // Written without sorted keys (the order of keys is then the encoder's), read back the same.
        let unsorted = try Self.encoded(Self.everyField(), sorted: false)
        let again = try JSONDecoder().decode(Snapshot.self, from: Data(unsorted.utf8))
        #expect(again == Self.everyField())
    }

    @Test func aSnapshotAtRestWritesOnlyItsVersionAndContext() throws {
        let snapshot = Snapshot(configuration: [], hasStarted: false, isRunning: false, context: Counters())
        #expect(try Self.encoded(snapshot, sorted: true) == #"{"c":{"entries":0,"volume":0},"v":1}"#)
    }

    @Test func aRunningPlayerAfterEveryEventIsWrittenAsBefore() throws {
        var player = StatechartInterpreter(try StatechartSnapshotTests.chart(), context: Counters())
        player.start()
        var lines: [String] = []
        for event in StatechartSnapshotTests.events {
            player.send(event)
            lines.append(try Self.encoded(player.snapshot(), sorted: true))
        }
        #expect(lines == Self.playerLines)
    }

    /// The player's snapshot after each of `StatechartSnapshotTests.events`, as written before.
    static let playerLines: [String] = [
        #"{"b":true,"c":{"entries":6,"volume":0},"r":true,"s":["on","deck","stopped","sound","#
            + #""quiet"],"v":1}"#,
        #"{"b":true,"c":{"entries":8,"volume":0},"n":2,"p":[{"d":[1,500000000000000000],"e":"tick","#
            + #""i":"tick","t":0},{"d":[10],"e":"timeout","t":1}],"r":true,"s":["on","deck","playing","#
            + #""normal","sound","quiet"],"t":[["playing",["stream"]]],"v":1}"#,
        #"{"b":true,"c":{"entries":9,"volume":0},"n":2,"p":[{"d":[1,500000000000000000],"e":"tick","#
            + #""i":"tick","t":0},{"d":[10],"e":"timeout","t":1}],"r":true,"s":["on","deck","playing","#
            + #""fast","sound","quiet"],"t":[["playing",["stream"]]],"v":1}"#,
        #"{"b":true,"c":{"entries":10,"volume":1},"n":2,"p":[{"d":[1,500000000000000000],"#
            + #""e":"tick","i":"tick","t":0},{"d":[10],"e":"timeout","t":1}],"r":true,"s":["on","deck","#
            + #""playing","fast","sound","loud"],"t":[["playing",["stream"]]],"v":1}"#,
        #"{"b":true,"c":{"entries":11,"volume":1},"n":2,"p":[{"d":[1,500000000000000000],"#
            + #""e":"tick","i":"tick","t":0},{"d":[10],"e":"timeout","t":1}],"r":true,"s":["on","deck","#
            + #""playing","fast","sound","quiet"],"t":[["playing",["stream"]]],"v":1}"#,
        #"{"b":true,"c":{"entries":12,"volume":1},"h":[["resume",["fast"]]],"n":2,"p":[{"d":[10],"#
            + #""e":"timeout","t":1}],"r":true,"s":["off"],"v":1}"#,
        #"{"b":true,"c":{"entries":12,"volume":1},"h":[["resume",["fast"]]],"n":2,"p":[{"d":[10],"#
            + #""e":"timeout","t":1}],"r":true,"s":["off"],"v":1}"#,
        #"{"b":true,"c":{"entries":12,"volume":1},"h":[["resume",["fast"]]],"n":2,"p":[{"d":[10],"#
            + #""e":"timeout","t":1}],"r":true,"s":["off"],"v":1}"#,
        #"{"b":true,"c":{"entries":12,"volume":1},"h":[["resume",["fast"]]],"n":2,"p":[{"d":[10],"#
            + #""e":"timeout","t":1}],"r":true,"s":["off"],"v":1}"#,
        #"{"b":true,"c":{"entries":12,"volume":1},"h":[["resume",["fast"]]],"n":2,"p":[{"d":[10],"#
            + #""e":"timeout","t":1}],"r":true,"s":["off"],"v":1}"#,
    ]
}
