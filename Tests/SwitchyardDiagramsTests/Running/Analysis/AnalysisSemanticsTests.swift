import Switchyard
import SwitchyardDiagrams
import Testing

/// Each rule of DESIGN.md "Meaning of the fields", one diagram per rule.
@Suite struct AnalysisSemanticsTests {
    private func analyse(_ text: String) throws -> GraphAnalysis {
        GraphAnalysis(try PlantUMLReader().read(text))
    }

    @Test func statesExcludePseudoStatesAndUseAliases() throws {
        let analysis = try analyse(
            """
            state "Long name" as L
            state c <<choice>>
            state f <<fork>>
            state j <<join>>
            [*] --> L
            L --> c
            c --> f
            f --> j
            j --> [H]
            note "n" as N
            """)
        #expect(analysis.states == ["L"])
    }

    @Test func sortingIsByCodePoint() throws {
        let analysis = try analyse(
            "[*] --> CLOSE_WAIT\nCLOSE_WAIT --> CLOSED : b\nCLOSED --> alpha : a\nalpha --> Zed : Z\n")
        #expect(analysis.states == ["CLOSED", "CLOSE_WAIT", "Zed", "alpha"])
        #expect(analysis.events == ["Z", "a", "b"])
    }

    @Test func initialIsTopLevelOnlyAndFinalIsAnyLevel() throws {
        let analysis = try analyse(
            """
            [*] --> A
            state A {
              [*] --> a1
              a1 --> [*]
            }
            A --> B
            B --> [*]
            """)
        #expect(analysis.initial == ["A"])
        #expect(analysis.final == ["B", "a1"])
    }

    @Test func enteringACompositeEntersEachRegionsInitialState() throws {
        let analysis = try analyse(
            """
            [*] --> idle
            idle --> Active : start
            state Active {
              [*] --> left1
              left1 --> left2 : l
              --
              [*] --> right1
              ||
              orphan --> orphan2
            }
            """)
        #expect(analysis.reachable == ["idle", "Active", "left1", "left2", "right1"])
        #expect(analysis.unreachable == ["orphan", "orphan2"])
    }

    @Test func targetingAnInnerStateDoesNotFollowTheInnerInitial() throws {
        let analysis = try analyse(
            """
            state Box {
              [*] --> inner1
              inner1 --> inner2
              inner2 --> [*]
            }
            [*] --> idle
            idle --> inner2 : jump
            """)
        #expect(analysis.reachable.contains("Box"))
        #expect(analysis.reachable.contains("inner2"))
        #expect(analysis.unreachable == ["inner1"])
    }

    @Test func compositeArrowsLeaveFromEveryInnerStateAndPreventDeadEnds() throws {
        let analysis = try analyse(
            """
            [*] --> Box
            state Box {
              [*] --> a
              a --> b
            }
            Box --> after : cancel
            after --> [*]
            """)
        #expect(analysis.reachable.contains("after"))
        #expect(analysis.deadEnds.isEmpty)
        let stuck = try analyse("[*] --> Box\nstate Box {\n  [*] --> a\n  a --> b\n}\n")
        #expect(stuck.deadEnds == ["b"])
    }

    @Test func anEnclosingCompositesArrowToFinalCounts() throws {
        let analysis = try analyse("[*] --> Box\nstate Box {\n  [*] --> a\n}\nBox --> [*]\n")
        #expect(analysis.deadEnds.isEmpty)
        #expect(analysis.final == ["Box"])
    }

    @Test func choicePassesReachabilityToEveryBranch() throws {
        let analysis = try analyse(
            """
            state c <<choice>>
            [*] --> check
            check --> c : validate
            c --> ok : [valid]
            c --> bad : [invalid]
            ok --> [*]
            bad --> [*]
            """)
        #expect(analysis.unreachable.isEmpty)
        #expect(analysis.events == ["[invalid]", "[valid]", "validate"])
        #expect(analysis.nondeterministic.isEmpty)
    }

    @Test func deadEndsAreReachableNonFinalLeavesOnly() throws {
        let analysis = try analyse(
            """
            [*] --> a
            a --> stuck : go
            a --> done : finish
            done --> [*]
            island --> stuck2
            state EmptyComposite {
            }
            a --> EmptyComposite : empty
            """)
        #expect(analysis.deadEnds == ["stuck"])
        #expect(analysis.unreachable == ["island", "stuck2"])
    }

    @Test func nondeterminismCountsOwnArrowsWithTheSameLabel() throws {
        let analysis = try analyse(
            """
            [*] --> a
            a --> b : go
            a --> c : go
            a --> b : go
            a --> a : stay
            a --> a : stay
            b --> d
            b --> e
            state Box {
              [*] --> x
            }
            Box --> b : tick
            x --> c : tick
            [*] --> b : start
            [*] --> c : start
            """)
        #expect(analysis.nondeterministic == [NondeterministicChoice(state: "a", event: "go")])
        #expect(analysis.diagnostics.contains { $0.code == "nondeterministic" && $0.line == 3 })
    }

    @Test func eventsKeepGuardAndActionTextAndIncludeInitialArrows() throws {
        let analysis = try analyse("[*] --> a : boot\na --> b : tap [enabled] / send()\na --> c : success / failure\n")
        #expect(analysis.events == ["boot", "success / failure", "tap [enabled] / send()"])
    }

    @Test func noInitialStateMeansNothingIsReachable() throws {
        let analysis = try analyse("state a\na --> b\n")
        #expect(analysis.unreachable == ["a", "b"])
        #expect(analysis.deadEnds.isEmpty)
        #expect(analysis.diagnostics.map(\.code) == ["no-initial"])
    }

    @Test func historyTargetsEnterTheirComposite() throws {
        let analysis = try analyse(
            """
            [*] --> paused
            paused --> Player[H] : resume
            state Player {
              [*] --> playing
              playing --> paused2
            }
            """)
        #expect(analysis.reachable.contains("playing"))
        #expect(analysis.reachable.contains("paused2"))
    }

    /// A history's default arrow (`[H] --> X`) is taken only when the composite is entered through that history:
    /// an arrow to the composite itself enters its inner `[*]` target alone (DESIGN.md), and a default of the top
    /// level's history makes no initial state.
    @Test(arguments: [("C", ["C3"]), ("C[H]", [])])
    func aHistoryDefaultIsFollowedOnlyThroughTheHistory(target: String, unreachable: [String]) throws {
        let analysis = try analyse(
            """
            [*] --> A
            A --> \(target) : go
            state C {
              [*] --> C1
              [H] --> C3
              C3 --> C1 : m
            }
            C --> A : back
            [H] --> B
            """)
        #expect(analysis.initial == ["A"])
        #expect(analysis.unreachable == ["B"] + unreachable)
    }
}
