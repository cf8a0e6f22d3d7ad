import Switchyard
import SwitchyardDiagrams
import Testing

/// A chart that never settles is reported by `simulate` and `paths` in the words of `StatechartStepLimit`, for a
/// drawing (a loop of choice points) as for SCXML (a loop of eventless transitions) — never "finished in [*]".
struct StepLimitOutcomeTests {
    static let drawing = """
        @startuml
        [*] --> a
        state c1 <<choice>>
        state c2 <<choice>>
        a --> c1 : go
        c1 --> c2
        c2 --> c1
        @enduml
        """

    /// (An SCXML chart stops at 100,000 microsteps, which takes seconds in a debug build: the CLI snapshots
    /// `trace-step-limit` covers it; the simulation and the search are one code for both kinds of chart.)
    static func sessions() throws -> [SimulationSession] {
        [try SimulationSession(try PlantUMLReader().read(Self.drawing))]
    }

    @Test func simulateShowsWhereTheChartWasStoppedAndWhy() throws {
        for var session in try Self.sessions() {
            let (output, _) = session.handle("go")
            let stop = try #require(session.simulation.stepLimitStop)
            #expect(output.contains("stopped: \(stop)\n"))
            #expect(output.hasPrefix("a --go--> \(stop.stateNames.joined(separator: ", "))\n"))
            #expect(!output.contains("finished"))
            #expect(!output.contains("[*]"))
            #expect(output.contains("accepts: (nothing)"))
            let (later, _) = session.handle("go")
            #expect(later.contains("stopped: \(stop)\n"))
        }
    }

    @Test func pathsEndAPathWhereTheChartWasStoppedAndSayWhy() throws {
        let plans = [
            try PathPlanner.plan(try PlantUMLReader().read(Self.drawing), cover: .states),
            try PathPlanner.plan(try PlantUMLReader().read(Self.drawing), cover: .transitions),
        ]
        for plan in plans {
            let stopped = plan.paths.filter { $0.steps.last?.stepLimit != nil }
            #expect(!stopped.isEmpty)
            for path in stopped {
                let stop = try #require(path.steps.last?.stepLimit)
                #expect(stop.hasPrefix(StatechartStepLimit.headline + ": "))
                #expect(path.target != nil)
                #expect(path.events == ["go"])
                #expect(PathFormatter.text(plan).contains("  stopped: \(stop)\n"))
            }
            #expect(PathFormatter.json(plan).contains("\"stepLimit\" : \"the chart did not settle"))
        }
    }
}
