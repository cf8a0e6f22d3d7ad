import Switchyard
import SwitchyardDiagrams
import Testing

/// The one wait of a model whose timers are inputs (`SteppedModel.firingTimers`), as a drawing used as a model
/// makes it: timers fire in due order, a wait stops at its target, and a timer that re-arms at once is bounded.
struct ModelWaitTests {
    static func model(_ body: String, timers: [String: Duration]) throws -> DrawingModel {
        DrawingModel(
            chart: try DiagramChart(try PlantUMLReader().read("@startuml\n" + body + "@enduml\n")), timers: timers)
    }

    @Test func timersFireInDueOrderUpToTheWaitsEnd() throws {
        let model = try Self.model(
            "[*] --> a\na --> b : first\nb --> c : second\n", timers: ["first": .seconds(1), "second": .seconds(2)])
        let start = model.start(data: [:]).cursor
        let short = model.wait(.milliseconds(999), from: start)
        #expect(model.name(of: short.cursor) == "a")
        #expect(short.cursor.now == .milliseconds(999))
        // `first` falls due at 1 s and enters b; b's own `second` is due 2 s after that, at 3 s.
        let long = model.wait(.seconds(2), from: start)
        #expect(model.name(of: long.cursor) == "b")
        #expect(long.cursor.now == .seconds(2))
        let all = model.wait(.seconds(3), from: start)
        #expect(model.name(of: all.cursor) == "c")
        #expect(all.arrows.count == 2)
    }

    @Test func aTimerThatReArmsAtOnceFiresAtMostTheBoundInOneWait() throws {
        // `tick` re-enters its own state after zero time: due again at the same instant, for ever.
        let model = try Self.model("[*] --> a\na --> a : tick\n", timers: ["tick": .zero])
        let waited = model.wait(.seconds(1), from: model.start(data: [:]).cursor)
        #expect(waited.arrows.count == DrawingModel.deliveriesPerWait)
        #expect(waited.cursor.now == .seconds(1))
    }
}
