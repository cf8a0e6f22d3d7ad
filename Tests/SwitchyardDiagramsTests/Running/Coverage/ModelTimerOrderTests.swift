import Switchyard
import SwitchyardDiagrams
import Testing

/// A drawing model's timers fall due in the one order of delayed sends (`DelayedSends`): by due time, and timers due
/// together in the order they were armed — each when its state was entered, a state entered earlier first and, of
/// states entered together, the outer one first — as delayed sends made on entry would be delivered.
struct ModelTimerOrderTests {
    @Test func ofAParentAndAChildEnteredTogetherTheParentsTimerFiresFirst() throws {
        let model = try ModelWaitTests.model(
            """
            [*] --> P
            state P {
              [*] --> C
              C --> D : inner
            }
            P --> Q : outer

            """, timers: ["inner": .seconds(1), "outer": .seconds(1)])
        let start = model.start(data: [:]).cursor
        let timer = try #require(model.nextTimer(in: start))
        #expect(timer.label == "outer")
        #expect(timer.due == .seconds(1))
        // `outer` leaves P and with it C, whose `inner` is disarmed.
        let waited = model.wait(.seconds(1), from: start)
        #expect(model.name(of: waited.cursor) == "Q")
        #expect(waited.arrows.count == 1)
    }

    @Test func ofTimersDueTogetherTheOneArmedEarlierFiresFirst() throws {
        // `long` is armed at the start, `short` when `go` enters Y a second later: both fall due at 2 s.
        let model = try ModelWaitTests.model(
            """
            [*] --> A
            state A {
              [*] --> X
              X --> Y : go
              Y --> Z : short
              --
              [*] --> R
              R --> S : long
            }

            """, timers: ["long": .seconds(2), "short": .seconds(1)])
        var cursor = model.wait(.seconds(1), from: model.start(data: [:]).cursor).cursor
        cursor = try #require(model.send("go", to: cursor).move).cursor
        let timer = try #require(model.nextTimer(in: cursor))
        #expect(timer.label == "long")
        #expect(timer.due == .seconds(2))
        let waited = model.wait(.seconds(1), from: cursor)
        #expect(model.atomicStates(of: waited.cursor).sorted() == ["S", "Z"])
    }
}
