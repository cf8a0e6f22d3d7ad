import Switchyard
import Testing

/// The one hand-off of a macrostep's delayed sends to a host (`DelayedSendHandOff`, the rule in `DelayedSendHost`):
/// cancels first, then the sends made and not cancelled, in the order they were made, each named by the one timer-id
/// rule; the interpreter forgets what it handed over.
@Suite
struct DelayedSendHandOffTests {
    typealias Command = DelayedSendHandOff<String>.Command

    static func chart() throws -> Statechart<String, String, Int> {
        try Statechart([
            .atomic(
                "idle",
                [
                    .on(
                        "arm",
                        action: { scope in
                            scope.send("a", after: .seconds(1), id: "x")
                            scope.send("b", after: .seconds(2))
                        }),
                    // A send cancelled in its own macrostep is never handed over; the one after the cancel is.
                    .on(
                        "rearm",
                        action: { scope in
                            scope.send("c", after: .seconds(1), id: "x")
                            scope.cancelSend(id: "x")
                            scope.send("d", after: .seconds(3), id: "x")
                        }),
                    .on("quiet", action: { scope in scope.context += 1 }),
                ])
        ])
    }

    static func commands(_ handOff: DelayedSendHandOff<String>) -> [String] {
        handOff.map { command in
            switch command {
            case .cancel(let id): "cancel \(id.rawValue)"
            case .schedule(let send, let id): "schedule \(send.event) after \(send.delay) as \(id.rawValue)"
            case .cancelAll: "cancel all"
            }
        }
    }

    @Test func cancelsComeFirstThenTheSendsLeftInTheOrderTheyWereMade() throws {
        var interpreter = StatechartInterpreter(try Self.chart(), context: 0)
        interpreter.start()
        let arm = interpreter.send("arm")
        #expect(
            Self.commands(interpreter.handOffDelayedSends(of: arm)) == [
                "schedule a after 1.0 seconds as statechart.send.x",
                "schedule b after 2.0 seconds as statechart.send.#1",
            ])
        #expect(interpreter.pendingSends.isEmpty)

        let rearm = interpreter.send("rearm")
        #expect(rearm.scheduled.map(\.event) == ["c", "d"])
        #expect(
            Self.commands(interpreter.handOffDelayedSends(of: rearm)) == [
                "cancel statechart.send.x",
                "schedule d after 3.0 seconds as statechart.send.x",
            ])
        #expect(interpreter.pendingSends.isEmpty)
    }

    @Test func aMacrostepWithoutSendsHandsOverNothing() throws {
        var interpreter = StatechartInterpreter(try Self.chart(), context: 0)
        let start = interpreter.start()
        #expect(interpreter.handOffDelayedSends(of: start).isEmpty)
        let quiet = interpreter.send("quiet")
        let handOff = interpreter.handOffDelayedSends(of: quiet)
        #expect(handOff.isEmpty)
        #expect(Array(handOff).isEmpty)
    }

    @Test func theTimerIDIsTheChartsIdOrTheToken() {
        #expect(DelayedSendHandOff<String>.timerID(sendID: "x", token: 4) == EffectID("statechart.send.x"))
        #expect(DelayedSendHandOff<String>.timerID(sendID: nil, token: 4) == EffectID("statechart.send.#4"))
    }
}
