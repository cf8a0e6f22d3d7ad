import Switchyard
import SwitchyardDiagrams
import Testing

@Suite struct PlantUMLReaderTests {
    private func read(_ text: String) throws -> StateGraph {
        try PlantUMLReader().read(text)
    }

    private func arrows(_ graph: StateGraph) -> [String] {
        graph.transitions.map { "\(CheckReport.name($0.from))->\(CheckReport.name($0.to)):\($0.label ?? "")" }
    }

    @Test func readsSeedOne() throws {
        let graph = try read(
            """
            @startuml
            [*] --> root
            root --> checkingLogin : next
            checkingLogin --> showingTutorialModal : login
            checkingLogin --> showingLoginModal : notLogin
            showingLoginModal --> showingTutorialModal : tappedLogin
            showingLoginModal --> finish : tappedNoLogin
            showingTutorialModal --> finish : tappedOk
            finish --> [*]
            @enduml
            """)
        #expect(
            graph.states.map(\.id) == [
                "root", "checkingLogin", "showingTutorialModal", "showingLoginModal", "finish",
            ])
        #expect(graph.transitions.count == 8)
        #expect(graph.transitions[0].from == .initial(scope: nil, region: 0))
        #expect(graph.transitions[7].to == .final(scope: nil, region: 0))
        #expect(graph.transitions[1].label == "next")
        #expect(graph.transitions[1].textPosition == TextPosition(line: 3, column: 1))
    }

    @Test func startAndEndMarkersAreOptional() throws {
        let graph = try read("[*] --> a\na --> b : go\n")
        #expect(arrows(graph) == ["[*]->a:", "a->b:go"])
    }

    @Test func ignoresCommentsSkinparamsAndDecorations() throws {
        let graph = try read(
            """
            @startuml diagram-name
            ' a line comment
            /' a block
               comment a --> b '/
            /' one line '/ a --> b
            skinparam backgroundColor #EEEBDC
            skinparam state {
              BackgroundColor<<Warning>> Olive
              FontName Impact
            }
            hide empty description
            show state
            state a
            scale 600 width
            left to right direction
            !theme plain
            title The title
            caption a caption
            header
              page header
            endheader
            footer the footer
            legend top left
              a --> legend
            endlegend
            <style>
              state { BackgroundColor lightblue }
            </style>
            note left of a : a note with an arrow a --> z
            note right of b
              x --> y
            end note
            note "floating" as N1
            note as N2
              block text
            endnote
            N1 .. a
            @enduml
            """)
        #expect(graph.title == "The title")
        #expect(graph.states.map(\.id) == ["a", "b"])
        #expect(arrows(graph) == ["a->b:"])
    }

    @Test func readsEveryArrowForm() throws {
        let graph = try read(
            """
            state a
            a -> b
            a --> b
            a ---> b
            a -right-> b
            a -r-> b
            a -up-> b
            a -do-> b
            a -[#red,dashed]-> b
            a -[bold]-> b
            a -left[#blue]-> b
            a -[#green]right-> b
            a-->b
            b <-- a
            b <- a : back
            b <-up- a
            """)
        #expect(graph.transitions.count == 15)
        #expect(graph.transitions.allSatisfy { $0.from == .state("a") && $0.to == .state("b") })
        #expect(graph.transitions[3].arrowStyle == "right")
        #expect(graph.transitions[4].arrowStyle == "right")
        #expect(graph.transitions[7].arrowStyle == "[#red,dashed]")
        #expect(graph.transitions[9].arrowStyle == "left[#blue]")
        #expect(graph.transitions[13].label == "back")
    }

    @Test func readsStateDeclarations() throws {
        let graph = try read(
            """
            state plain
            state "Long name" as L
            state M as "Long M"
            state described : first line
            described : second line
            state described: third line
            state c <<choice>>
            state f <<fork>>
            state j <<join>>
            state s <<start>>
            state e <<end>>
            state p <<entryPoint>>
            state pink #pink
            state dashed ##[dashed]red
            state both #lightblue ##[bold]blue : with text
            state "Dashed" as D ##[dashed] <<sdl>>
            """)
        let byID = Dictionary(uniqueKeysWithValues: graph.states.map { ($0.id, $0) })
        #expect(byID["L"]?.longName == "Long name")
        #expect(byID["M"]?.longName == "Long M")
        #expect(byID["described"]?.descriptionLines == ["first line", "second line", "third line"])
        #expect(byID["c"]?.kind == .choice)
        #expect(byID["f"]?.kind == .fork)
        #expect(byID["j"]?.kind == .join)
        #expect(byID["s"]?.kind == .start)
        #expect(byID["e"]?.kind == .end)
        #expect(byID["p"]?.stereotypeText == "entryPoint")
        #expect(byID["pink"]?.colorText == "#pink")
        #expect(byID["dashed"]?.colorText == "##[dashed]red")
        #expect(byID["both"]?.descriptionLines == ["with text"])
        #expect(byID["D"]?.stereotypeText == "sdl")
        #expect(graph.states.count == 14)
    }

    @Test func readsCompositesRegionsAndHistory() throws {
        let graph = try read(
            """
            [*] --> Outer
            state Outer {
              [*] --> a
              a --> Inner
              state Inner {
                [*] --> deep
                deep --> [*]
              }
              --
              [*] --> r1
              ||
              r2 --> [H]
            }
            Outer[H*] --> a
            Outer --> [*]
            """)
        let byID = Dictionary(uniqueKeysWithValues: graph.states.map { ($0.id, $0) })
        #expect(byID["Outer"]?.kind == .composite)
        #expect(byID["Inner"]?.kind == .composite)
        #expect(byID["Inner"]?.parent == "Outer")
        #expect(byID["deep"]?.parent == "Inner")
        #expect(byID["r1"]?.regionIndex == 1)
        #expect(byID["r2"]?.regionIndex == 2)
        #expect(graph.transitions[1].from == .initial(scope: "Outer", region: 0))
        #expect(graph.transitions[4].to == .final(scope: "Inner", region: 0))
        #expect(graph.transitions[5].from == .initial(scope: "Outer", region: 1))
        #expect(graph.transitions[6].to == .history(scope: "Outer", deep: false))
        #expect(graph.transitions[7].from == .history(scope: "Outer", deep: true))
        #expect(graph.transitions[7].enclosingScope == nil)
    }

    @Test func keepsGuardsActionsAndUnicode() throws {
        let graph = try read(
            """
            [*] --> 待機中
            待機中 --> 通信中 : 実行 [ログイン済み] / 通信開始
            state "長い名前" as 完了
            通信中 --> 完了 : success / failure
            "quoted name" --> 完了
            """)
        #expect(graph.transitions[1].label == "実行 [ログイン済み] / 通信開始")
        #expect(graph.transitions[2].label == "success / failure")
        #expect(graph.states.map(\.id) == ["待機中", "通信中", "完了", "quoted name"])
        #expect(graph.transitions[3].textPosition?.column == 1)
    }

    @Test func acceptsWindowsLineEndingsAndByteOrderMark() throws {
        let text = "\u{FEFF}@startuml\r\n[*] --> a\r\na --> b : go\r\n@enduml\r\n"
        let graph = try DiagramReader.read(bytes: Array(text.utf8), format: .plantuml)
        #expect(arrows(graph) == ["[*]->a:", "a->b:go"])
        #expect(graph.transitions[1].textPosition == TextPosition(line: 3, column: 1))
    }

    @Test func ignoresTextOutsideStartAndEnd() throws {
        let graph = try read("some prose\n@startuml\nstate a\na --> b\n@enduml\nmore prose --> x\n")
        #expect(arrows(graph) == ["a->b:"])
    }

    @Test func aStateStaysWhereItWasFirstSeenAndIsLocatedAtItsDeclaration() throws {
        let graph = try read(
            """
            [*] --> idle
            idle --> inner : jump
            idle --> outside
            state Box {
              state inner : declared here
              inner --> outside
            }
            """)
        #expect(graph.state(named: "inner")?.parent == nil)
        #expect(graph.state(named: "inner")?.textPosition == TextPosition(line: 5, column: 3))
        #expect(graph.state(named: "idle")?.textPosition == TextPosition(line: 1, column: 1))
        #expect(graph.state(named: "outside")?.parent == nil)
    }

    @Test func keywordsCanBeStateNamesInArrows() throws {
        let graph = try read(
            "state show\nshow --> hide : toggle\nstate --> note\nlegend : a state's description\ntitle: T\n")
        #expect(arrows(graph) == ["show->hide:toggle", "state->note:"])
        #expect(graph.state(named: "legend")?.descriptionLines == ["a state's description"])
        // plantuml 1.2020.02 draws `title: T` as a state `title` described `T`, as it draws `legend : …`.
        #expect(graph.state(named: "title")?.descriptionLines == ["T"])
        #expect(graph.title == nil)
    }

    @Test func acceptsOtherPlantUMLDirectives() throws {
        let graph = try read(
            """
            @startuml
            !pragma layout smetana
            allowmixing
            mainframe This is a mainframe
            sprite $foo [4x4/16] {
              0123
            }
            right header
              text
            endheader
            note top of a : top
            note bottom of a : bottom
            a --> b
            note on link
              on the link
            end note
            a -[hidden]-> c
            a -> b #red
            a #red --> c
            state c
            @enduml
            """)
        // `a -[hidden]-> c` is a layout hint, not a transition.
        #expect(arrows(graph) == ["a->b:", "a->b:", "a->c:"])
    }

    @Test func readsTheExampleDiagrams() throws {
        let graph = try read(
            """
            @startuml
            state NotShooting {
              [*] --> Idle
              Idle --> Configuring : EvConfig
              Configuring --> Idle : EvConfig
            }
            state Configuring {
              [*] --> NewValueSelection
              NewValueSelection --> NewValuePreview : EvNewValue
              state NewValuePreview {
                 State1 -> State2
              }
            }
            state A {
              state X {
              }
              state Y {
              }
            }
            X --> Y
            @enduml
            """)
        #expect(graph.state(named: "Configuring")?.kind == .composite)
        #expect(graph.state(named: "Configuring")?.parent == "NotShooting")
        #expect(graph.state(named: "State1")?.parent == "NewValuePreview")
        #expect(graph.state(named: "X")?.parent == "A")
    }
}
