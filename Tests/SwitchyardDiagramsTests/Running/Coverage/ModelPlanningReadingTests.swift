import Switchyard
import SwitchyardDiagrams
import Testing

/// Model planning steps its model, not a chart run: a drawing used as a model evaluates its guards over the test's
/// data, where `paths` (the chart's one adjacency) takes a guarded arrow by its label whatever the guard says.
struct ModelPlanningReadingTests {
    static let text = "@startuml\n[*] --> a\na --> b : go [n > 5]\n@enduml\n"

    static func planned(data: [String: Int]) throws -> [[PlannedStep]] {
        let model = DrawingModel(chart: try DiagramChart(try PlantUMLReader().read(text)), timers: [:])
        return ModelPlanning(model: model, inputs: [("go", .send(variants: 1))], data: data).plan().sequences
    }

    @Test func aGuardFalseOverTheDataKeepsTheModelWherePathsGoesOn() throws {
        let paths = try PathPlanner.plan(try PlantUMLReader().read(Self.text), cover: .states)
        #expect(paths.unreachable.isEmpty)
        #expect(paths.paths.first { $0.target == "b" }?.events == ["go [n > 5]"])
        let model = try DrawingModel(chart: DiagramChart(PlantUMLReader().read(Self.text)), timers: [:])
        let go = [PlannedStep.send(label: "go", variant: 0)]
        #expect(try Self.planned(data: ["n": 0]) == [go])
        let ignored = model.send("go", to: model.start(data: ["n": 0]).cursor)
        #expect(ignored.move == nil)
        #expect(ignored.guards.map(\.value) == [false])
        let taken = model.send("go", to: model.start(data: ["n": 6]).cursor)
        #expect(taken.move.flatMap { model.name(of: $0.cursor) } == "b")
    }
}

/// The planner says when its search stopped at its configuration limit.
struct ModelPlanningLimitTests {
    static let chain = "@startuml\n[*] --> a\na --> b : go\nb --> c : go\n@enduml\n"

    static func plan(limit: Int) throws -> String? {
        let model = DrawingModel(chart: try DiagramChart(try PlantUMLReader().read(chain)), timers: [:])
        return ModelPlanning(model: model, inputs: [("go", .send(variants: 1))], data: [:], configurationLimit: limit)
            .plan().truncation
    }

    @Test func aSearchStoppedAtTheLimitSaysSo() throws {
        #expect(try Self.plan(limit: 2)?.contains("limit of 2") == true)
        #expect(try Self.plan(limit: 3) == nil)
    }
}
