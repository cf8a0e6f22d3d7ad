import Foundation
import Switchyard
import Testing

struct EventLogDecodingTests {
    typealias Log = EventLog<Turnstile, TurnstileEvent>

    func decode(_ json: String) throws -> Log {
        try JSONDecoder().decode(Log.self, from: Data(json.utf8))
    }

    @Test func aWrittenLogDecodesToExactlyWhatWasWritten() throws {
        var log = Log(startingAt: .locked, capacity: 2)
        log.append(.coin, accepted: true, state: .unlocked)
        log.append(.coin, accepted: true, state: .unlocked)
        log.append(.push, accepted: true, state: .locked)
        let decoded = try JSONDecoder().decode(Log.self, from: JSONEncoder().encode(log))
        #expect(decoded == log)
        #expect(decoded.droppedEntries == 1)
    }

    @Test func aNegativeDroppedCountIsAnError() {
        #expect(throws: DecodingError.self) {
            try decode(
                #"{"version":1,"capacity":2,"droppedCount":-1,"initialState":"locked","entries":[]}"#)
        }
    }

    @Test func aCapacityOfZeroIsAnErrorNotOne() {
        #expect(throws: DecodingError.self) {
            try decode(#"{"version":1,"capacity":0,"droppedCount":0,"initialState":"locked","entries":[]}"#)
        }
    }

    @Test func droppedEntriesInALogThatIsNotFullAreAnError() {
        #expect(throws: DecodingError.self) {
            try decode(#"{"version":1,"capacity":4,"droppedCount":3,"initialState":"locked","entries":[]}"#)
        }
    }

    @Test func moreEntriesThanTheCapacityAreAnError() {
        let entry = #"{"event":"coin","accepted":true,"state":"unlocked"}"#
        #expect(throws: DecodingError.self) {
            try decode(
                #"{"version":1,"capacity":1,"droppedCount":0,"initialState":"locked","entries":[\#(entry),\#(entry)]}"#)
        }
    }
}
