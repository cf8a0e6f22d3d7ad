import Switchyard
import Testing

/// 0.6's event-log construction, recording and bookkeeping, which 0.7 took off the public surface (README,
/// "Migrating"), keeps deprecated forwards until 0.8: each gives what the package's own replacement gives. The old
/// calls are written in deprecated functions reached through a protocol, so that this target compiles without
/// deprecation warnings.
@Suite struct EventLogMigrationTests {
    typealias Log = EventLog<Int, String>

    struct Readings: Equatable {
        var log: Log
        var capacity: Int
        var droppedCount: Int
        var events: [String]
        var finalState: Int
        var formatVersion: Int
        var entry: Log.Entry
    }

    protocol OldCode {
        static func log(recording events: [(String, Bool, Int)]) -> Readings
    }

    enum ZeroSixCode: OldCode {
        @available(*, deprecated)
        static func log(recording events: [(String, Bool, Int)]) -> Readings {
            var log = Log(initialState: 0, capacity: 2)
            for (event, accepted, state) in events { log.record(event, accepted: accepted, state: state) }
            return Readings(
                log: log, capacity: log.capacity, droppedCount: log.droppedCount, events: log.events,
                finalState: log.finalState, formatVersion: Log.formatVersion,
                entry: Log.Entry(event: "x", accepted: false, state: 9))
        }
    }

    static func check<Code: OldCode>(_: Code.Type) {
        let events = [("a", true, 1), ("b", false, 1), ("c", true, 2)]
        var log = Log(startingAt: 0, capacity: 2)
        for (event, accepted, state) in events { log.append(event, accepted: accepted, state: state) }
        let old = Code.log(recording: events)
        #expect(old.log == log)
        #expect(old.capacity == log.maxEntries && old.capacity == 2)
        #expect(old.droppedCount == log.droppedEntries && old.droppedCount == 1)
        #expect(old.events == log.loggedEvents && old.events == ["b", "c"])
        #expect(old.finalState == log.lastState && old.finalState == 2)
        #expect(old.formatVersion == Log.currentFormatVersion && old.formatVersion == 1)
        #expect(old.entry == Log.Entry(recorded: "x", accepted: false, state: 9))
        #expect(Code.log(recording: []).finalState == 0)
    }

    @Test func theEventLogForwardsGiveWhatTheirReplacementsGive() {
        Self.check(ZeroSixCode.self)
    }
}
