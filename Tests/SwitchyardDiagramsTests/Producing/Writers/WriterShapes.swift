import Switchyard
import SwitchyardDiagrams

/// Hand-made graphs covering the shapes writers must handle, named for test output.
enum WriterShapes {
    static func state(
        _ id: String, _ kind: GraphState.Kind = .simple, in parent: String? = nil, region: Int = 0
    ) -> GraphState {
        GraphState(id: id, kind: kind, parent: parent, region: region)
    }

    static func arrow(
        _ from: GraphTransition.Endpoint, _ to: GraphTransition.Endpoint, _ label: String? = nil,
        in scope: String? = nil, region: Int = 0
    ) -> GraphTransition {
        GraphTransition(from: from, to: to, label: label, scope: scope, region: region)
    }

    /// Every shape, by name.
    static let all: [(name: String, graph: StateGraph)] = [
        (
            "simple",
            StateGraph(
                states: [state("a"), state("b")],
                transitions: [
                    arrow(.initial(scope: nil, region: 0), .state("a")), arrow(.state("a"), .state("b"), "go"),
                    arrow(.state("b"), .final(scope: nil, region: 0)),
                ])
        ),
        ("nested composites", nested),
        ("regions", regions),
        ("pseudo-states", pseudo),
        ("history", history),
        ("labels", labels),
        ("unicode", unicode),
        ("names needing aliases", aliases),
        ("decorations", decorations),
        ("self loops and styles", styles),
    ]

    static let nested = StateGraph(
        title: "Nested",
        states: [
            state("Outer", .composite), state("Inner", .composite, in: "Outer"), state("leaf", in: "Inner"),
            state("after"),
        ],
        transitions: [
            arrow(.initial(scope: nil, region: 0), .state("Outer")),
            arrow(.initial(scope: "Outer", region: 0), .state("Inner"), in: "Outer"),
            arrow(.initial(scope: "Inner", region: 0), .state("leaf"), in: "Inner"),
            arrow(.state("leaf"), .final(scope: "Inner", region: 0), "finish", in: "Inner"),
            arrow(.state("Outer"), .state("after"), "leave"),
        ])

    static let regions = StateGraph(
        states: [
            state("Active", .composite), state("numLock", in: "Active"), state("capsLock", in: "Active", region: 1),
            state("scrollLock", in: "Active", region: 2),
        ],
        transitions: [
            arrow(.initial(scope: nil, region: 0), .state("Active")),
            arrow(.initial(scope: "Active", region: 0), .state("numLock"), in: "Active"),
            arrow(.state("numLock"), .state("numLock"), "EvNumLock", in: "Active"),
            arrow(.initial(scope: "Active", region: 1), .state("capsLock"), in: "Active", region: 1),
            arrow(.initial(scope: "Active", region: 2), .state("scrollLock"), in: "Active", region: 2),
        ])

    static let pseudo = StateGraph(
        states: [
            state("check", .choice), state("split", .fork), state("merge", .join), state("a"), state("b"),
            state("c"), state("begin", .start), state("stop", .end),
        ],
        transitions: [
            arrow(.state("begin"), .state("check")),
            arrow(.state("check"), .state("split"), "[ok]"), arrow(.state("check"), .state("c"), "[else]"),
            arrow(.state("split"), .state("a")), arrow(.state("split"), .state("b")),
            arrow(.state("a"), .state("merge")), arrow(.state("b"), .state("merge")),
            arrow(.state("merge"), .state("stop")),
        ])

    static let history = StateGraph(
        states: [
            state("Player", .composite), state("playing", in: "Player"), state("paused", in: "Player"), state("off"),
        ],
        transitions: [
            arrow(.initial(scope: "Player", region: 0), .state("playing"), in: "Player"),
            arrow(.state("playing"), .state("paused"), "pause", in: "Player"),
            arrow(.state("paused"), .history(scope: "Player", deep: false), "resume", in: "Player"),
            arrow(.state("Player"), .state("off"), "power"),
            arrow(.state("off"), .history(scope: "Player", deep: false), "power"),
        ])

    static let labels = StateGraph(
        states: [state("idle"), state("busy")],
        transitions: [
            arrow(.state("idle"), .state("busy"), "start [ready && count > 0] / run()"),
            arrow(.state("busy"), .state("idle"), "success / failure"),
            arrow(.state("busy"), .state("busy"), "tick : again"),
            arrow(.state("busy"), .state("idle"), "\"quoted\" 'text' (parens) {braces} <angles> #hash"),
        ])

    static let unicode = StateGraph(
        title: "編集フロー",
        states: [state("編集中"), state("確認中"), state("保存済み"), state("état")],
        transitions: [
            arrow(.initial(scope: nil, region: 0), .state("編集中")),
            arrow(.state("編集中"), .state("確認中"), "保存"), arrow(.state("確認中"), .state("保存済み"), "確認 OK"),
            arrow(.state("保存済み"), .state("état"), "→ ✓"),
        ])

    static let aliases = StateGraph(
        states: [
            state("waiting for server"), state("done!"), state("a-b"), state("1st"), state("a_b"), state(""),
            state("Group with space", .composite), state("inner-most", in: "Group with space"),
        ],
        transitions: [
            arrow(.state("waiting for server"), .state("done!"), "ok"), arrow(.state("a-b"), .state("a_b")),
            arrow(.state("1st"), .state("")), arrow(.state("done!"), .state("Group with space")),
            arrow(.initial(scope: "Group with space", region: 0), .state("inner-most"), in: "Group with space"),
            arrow(.state("inner-most"), .history(scope: "Group with space", deep: false)),
        ])

    static let decorations = StateGraph(
        states: [
            GraphState(id: "a", displayName: "A \"long\" name", descriptions: ["first line", "second: line"]),
            GraphState(id: "b", stereotype: "entry point", color: "#pink"),
            GraphState(id: "C", kind: .composite, displayName: "Composite C", color: "#FF8800"),
            GraphState(id: "d", descriptions: ["multi\nline"], parent: "C"),
        ],
        transitions: [arrow(.state("a"), .state("b"), "go\nnow"), arrow(.state("b"), .state("d"))])

    static let styles = StateGraph(
        states: [state("a"), state("b")],
        transitions: [
            GraphTransition(from: .state("a"), to: .state("b"), label: "right", style: "right"),
            GraphTransition(from: .state("b"), to: .state("a"), label: "styled", style: "[#red,dashed]"),
            GraphTransition(from: .state("a"), to: .state("a"), label: "again", style: "up"),
            GraphTransition(from: .state("b"), to: .state("b"), style: "bad style -> here"),
        ])
}
