import Switchyard
import SwitchyardDiagrams
import Testing

/// Diagrams run on the statechart engine: composites, regions, history, finals, choices and forks.
struct DiagramChartTests {
    static func chart(_ text: String) throws -> DiagramChart {
        try DiagramChart(DiagramReader.read(text, format: .plantuml))
    }

    static func run(_ chart: DiagramChart, _ events: [String]) -> [String] {
        var interpreter = chart.start()
        for event in events { interpreter.send(event) }
        return chart.activeStates(interpreter)
    }

    static let player = """
        @startuml
        [*] --> off
        off --> on : powerOn
        state on {
          state player {
            [*] --> stopped
            stopped --> playing : play
            playing --> paused : pause
            --
            [*] --> normal
            normal --> muted : mute
          }
        }
        on --> off : powerOff
        off --> on[H*] : resume
        @enduml
        """

    @Test func aCompositeIsEnteredAtItsStartStateAsAtItsInitialArrow() throws {
        // PlantUML's `<<start>>` is the initial pseudo-state drawn another way; `check` follows its arrow on entry.
        let chart = try Self.chart(
            "[*] --> A\nA --> C : go\nstate C {\n  state Y\n  state s <<start>>\n  s --> X\n  X --> Y : next\n}\n")
        #expect(Self.run(chart, ["go"]) == ["X"])  // was ["Y"]: the first child, as if nothing were drawn
        #expect(Self.run(chart, ["go", "next"]) == ["Y"])
        // A `[*]` arrow drawn in the same composite comes first, wherever it is written.
        let both = try Self.chart(
            "[*] --> A\nA --> C : go\nstate C {\n  state s <<start>>\n  s --> X\n  [*] --> Y\n}\n")
        #expect(Self.run(both, ["go"]) == ["Y"])
    }

    @Test func regionsAreParallelWithDiagramIdentifiers() throws {
        let chart = try Self.chart(Self.player)
        #expect(Self.run(chart, []) == ["off"])
        #expect(Self.run(chart, ["powerOn"]) == ["stopped", "normal"])
        #expect(Self.run(chart, ["powerOn", "play", "mute"]) == ["playing", "muted"])
        #expect(chart.syntheticStates == ["player[1]", "player[2]", "on[H*]"])
        let kinds = Dictionary(uniqueKeysWithValues: chart.statechart.stateList.map { ($0.id, $0.kind) })
        #expect(kinds["player"] == .parallel)
        #expect(kinds["on"] == .compound)
    }

    @Test func deepHistoryResumesEveryRegion() throws {
        let chart = try Self.chart(Self.player)
        #expect(Self.run(chart, ["powerOn", "play", "pause", "mute", "powerOff", "resume"]) == ["paused", "muted"])
        #expect(Self.run(chart, ["powerOn", "play", "powerOff", "powerOn"]) == ["stopped", "normal"])
        #expect(Self.run(chart, ["resume"]) == ["stopped", "normal"])
    }

    @Test func enabledEventsAreInnermostFirst() throws {
        let chart = try Self.chart(Self.player)
        var interpreter = chart.start()
        interpreter.send("powerOn")
        #expect(chart.enabledEvents(interpreter) == ["play", "mute", "powerOff"])
    }

    @Test func arrowsTakenAreRecorded() throws {
        let chart = try Self.chart(Self.player)
        var interpreter = chart.start()
        #expect(chart.takenArrows(&interpreter) == [0])
        interpreter.send("powerOn")
        let lines = chart.takenArrows(&interpreter).map { chart.graph.transitions[$0].textPosition?.line }
        #expect(lines == [3, 6, 10])
        #expect(chart.takenArrows(&interpreter).isEmpty)
    }

    @Test func finalsCompleteCompositesAndUnlabelledArrowsWaitForCompletion() throws {
        let chart = try Self.chart(
            """
            @startuml
            [*] --> job
            state job {
              [*] --> working
              working --> [*] : finish
            }
            job --> done
            done --> [*]
            @enduml
            """)
        #expect(Self.run(chart, []) == ["working"])
        var interpreter = chart.start()
        interpreter.send("finish")
        #expect(chart.activeStates(interpreter) == ["done"])
        #expect(chart.enabledEvents(interpreter) == ["completion"])
        interpreter.send("completion")
        #expect(chart.activeStates(interpreter) == ["[*]"])
        #expect(interpreter.isFinished)
        #expect(chart.syntheticStates == ["job[*]", "[*]"])
    }

    @Test func guardedBranchesAreChosenByTheirLabel() throws {
        let text = """
            @startuml
            [*] --> idle
            state check <<choice>>
            idle --> check : submit
            check --> accepted : [valid]
            check --> rejected : [else]
            @enduml
            """
        let chart = try Self.chart(text)
        #expect(Self.run(chart, ["submit"]) == ["check"])
        #expect(Self.run(chart, ["submit", "valid"]) == ["accepted"])
        #expect(Self.run(chart, ["submit", "[else]"]) == ["rejected"])
        var interpreter = chart.start()
        interpreter.send("submit")
        #expect(chart.enabledEvents(interpreter) == ["[valid]", "[else]"])
    }

    @Test func forkEntersEveryTarget() throws {
        let chart = try Self.chart(
            """
            @startuml
            state fork1 <<fork>>
            [*] --> fork1
            fork1 --> a
            fork1 --> b
            state both {
              state a
              --
              state b
            }
            @enduml
            """)
        #expect(Self.run(chart, []) == ["a", "b"])
    }

    @Test func joinIsRefusedWithItsPosition() throws {
        let text = """
            @startuml
            state join1 <<join>>
            [*] --> a
            a --> join1
            join1 --> b
            @enduml
            """
        #expect(
            throws: DiagramParseError(
                message: "join 'join1' cannot run: a transition has one source", line: 4, column: 1)
        ) {
            try Self.chart(text)
        }
    }

    @Test func syntheticNamesAvoidDiagramIdentifiers() throws {
        let graph = StateGraph(
            states: [GraphState(id: "a"), GraphState(id: "[*]")],
            transitions: [
                GraphTransition(from: .initial(scope: nil, region: 0), to: .state("a")),
                GraphTransition(from: .state("a"), to: .final(scope: nil, region: 0), label: "stop"),
            ])
        let named = try DiagramChart(graph)
        #expect(named.syntheticStates == ["[*]'"])
        var interpreter = named.start()
        interpreter.send("stop")
        #expect(interpreter.isFinished)
    }
}
