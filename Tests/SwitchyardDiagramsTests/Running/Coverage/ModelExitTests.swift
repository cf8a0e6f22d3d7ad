import Switchyard
import SwitchyardDiagrams
import Testing

/// The states a drawing model's step exits are the engine's (`StatechartMicrostep.exited`), not a difference of
/// configurations: an arrow into a composite that is already active exits and re-enters the descendants too, so
/// their work ends and their timers restart.
struct ModelExitTests {
    /// `again` leaves the composite `P` and enters it anew, and with it its first child `C` (P draws no initial
    /// arrow, so no arrow taken names `C`); `tick` is `C`'s timer.
    static func model() throws -> DrawingModel {
        try ModelWaitTests.model(
            """
            [*] --> P
            state P {
              C --> D : tick
            }
            P --> P : again

            """, timers: ["tick": .seconds(1)])
    }

    @Test func aCompositeTargetExitsTheDescendantItEntersAgain() throws {
        let model = try Self.model()
        let start = model.start(data: [:]).cursor
        #expect(model.name(of: start) == "C")
        let move = try #require(model.send("again", to: start).move)
        #expect(model.name(of: move.cursor) == "C")
        #expect(move.exited.isSuperset(of: ["P", "C"]), "\(move.exited)")
    }

    @Test func theDescendantEnteredAgainRestartsItsTimer() throws {
        let model = try Self.model()
        var cursor = model.start(data: [:]).cursor
        cursor = model.wait(.milliseconds(500), from: cursor).cursor
        cursor = try #require(model.send("again", to: cursor).move).cursor
        let timer = try #require(model.nextTimer(in: cursor))
        #expect(timer.label == "tick")
        #expect(timer.due == .milliseconds(1_500))
    }
}
