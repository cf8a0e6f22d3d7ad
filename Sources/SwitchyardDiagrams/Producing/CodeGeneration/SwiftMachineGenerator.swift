public import Switchyard

/// Generates Swift source for a diagram: `State` and `Event` enums and a Switchyard table machine or a typed
/// `Statechart`, nested in one namespace enum so several diagrams can live in one module. What it writes runs as
/// ``DiagramChart`` (and `switchyard trace`) runs the drawing, or it refuses at a diagram position.
///
/// ```swift
/// let source = try SwiftMachineGenerator(typeName: "Edit", sourceName: "edit.puml").generate(graph)
/// ```
///
/// The table follows flat reading of a diagram: an arrow from a composite becomes a rule for the composite and for every
/// state inside it (after the states' own rules, so their own arrows win); an arrow to a composite goes where the
/// engine enters it: the state its inner `[*]` leads to, or its first child when it has no inner `[*]`. Guards and
/// actions are kept as comments (and the guard as the rule's `guardName`).
///
/// Events follow one rule in every notation: an arrow's event is its label's event part (`play` for
/// `play [hasDisc]`), else its guard text (`[authenticated]` → `authenticated`), else the label; unlabelled arrows
/// use `completion`. When labels share an event but differ in guard or action, each whole label gets a case of its
/// own (`failed [attempts == 3]` → `failedAttemptsEquals3`), taken only by that arrow, as sending the label is for
/// the engine; the bare event takes the first arrow drawn.
///
/// A diagram with concurrent regions, a history or an arrow to a `[*]` (at the top level the engine stops there; an
/// inner one completes its composite, whose unlabelled arrows the engine then takes), which a table machine cannot
/// run as drawn, generates a typed `Statechart` instead: `static func statechart()` built with the element builder
/// from the diagram's ``DiagramChart``, nested as drawn, with the same `State` and `Event` enums and an empty
/// `Hashable` `Context` (so a `TestStore` can assert its states). The states the chart adds are named after their
/// composite: `xFinal` for `x[*]`, `final` for the top-level `[*]`, `xHistory`, `xDeepHistory`, `xRegion1`.
/// An SCXML document generates a statechart from the document itself (`generate(_:)` with an ``SCXMLChart``).
public struct SwiftMachineGenerator: Sendable {
    /// The namespace enum's name.
    public var typeName: String
    /// The diagram's file name, for the header comment.
    public var sourceName: String?
    /// An access modifier for the generated declarations (`"public"`), or `nil` for internal.
    public var accessModifier: String?
    /// Whether a `<<choice>>` node becomes a state whose branches are events (its guards), for an app whose state
    /// function decides which to send on entering it. `false` (the default) refuses a choice: a table machine has
    /// no choice points, so anything generated would differ from the drawing unless the app plays its part.
    public var choicesAsStates = false

    /// Creates a generator.
    /// - Parameters:
    ///   - typeName: The namespace enum's name (sanitised to an identifier).
    ///   - sourceName: The diagram's file name.
    ///   - accessModifier: `"public"`, `"package"` or `nil`.
    public init(typeName: String, sourceName: String? = nil, accessModifier: String? = nil) {
        self.typeName = SwiftIdentifier.upperCamelCase(typeName)
        self.sourceName = sourceName
        self.accessModifier = accessModifier
    }

    /// The namespace name for a diagram file: its base name in upper camel case (`edit.puml` → `Edit`).
    /// - Parameter path: The file path.
    public static func typeName(forFile path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let base = name.split(separator: ".").first.map(String.init) ?? name
        return SwiftIdentifier.upperCamelCase(base.isEmpty || base == "-" ? "Diagram" : base)
    }

    /// The Swift source, ending with a newline.
    /// - Parameter graph: The diagram.
    /// - Returns: Source that compiles against the `Switchyard` module.
    /// - Throws: ``CodeGenerationError``, at a diagram position, when the diagram has no named state or draws what the
    ///   generated machine would not run as the engine runs it: a choice (unless ``choicesAsStates``), a join, a fork
    ///   in a table machine, no top-level initial state or more than one. Both the table machine and the statechart
    ///   refuse the same diagrams.
    public func generate(_ graph: StateGraph) throws(CodeGenerationError) -> String {
        let needsStatechart = StatechartSwiftGenerator.needsStatechart(graph)
        let initialArrow = try GenerationChecks.check(
            graph, choicesAsStates: choicesAsStates, forksRun: needsStatechart)
        if needsStatechart {
            return try StatechartSwiftGenerator(
                typeName: typeName, sourceName: sourceName, accessModifier: accessModifier
            )
            .generate(graph)
        }
        // The engine's chart says how entering a composite goes on: by its inner `[*]` or `<<start>>` arrow, or to
        // its first child.
        let chart: DiagramChart
        do {
            chart = try DiagramChart(graph)
        } catch {
            throw CodeGenerationError(message: error.message, line: error.line, column: error.column)
        }
        let machine = FlatTableReading(
            graph, entryArrows: chart.entryArrows, defaultEntry: { chart.statechart.defaultTargets(of: $0).first })
        let names = SwiftNames(graph)
        guard !machine.states.isEmpty else {
            throw CodeGenerationError(message: "the diagram has no named state to generate a State enum from")
        }
        let initial = try initialState(graph, machine, initialArrow: initialArrow)
        let access = accessModifier.map { $0 + " " } ?? ""
        var out = ""
        func line(_ text: String, _ depth: Int = 0) { out += String(repeating: "    ", count: depth) + text + "\n" }
        line("// Generated by `switchyard generate swift`" + (sourceName.map { " from \($0)" } ?? "") + ".")
        line("// Do not edit: change the diagram and generate again.")
        line("")
        line("import Switchyard")
        line("")
        line("/// The machine drawn in " + (sourceName.map { "`\($0)`" } ?? "the diagram") + ".")
        line("\(access)enum \(typeName) {")
        line("/// The states of the diagram.", 1)
        line("\(access)enum State: String, Hashable, Sendable, CaseIterable {", 1)
        for id in names.stateOrder { line(Self.caseLine(names.states[id] ?? id, rawValue: id), 2) }
        line("}", 1)
        line("")
        line("/// The events of the diagram.", 1)
        line("\(access)enum Event: String, Hashable, Sendable, CaseIterable {", 1)
        if names.eventOrder.isEmpty { line("/// The diagram has no labelled arrow; this event is never used.", 2) }
        for name in names.eventOrder { line(Self.caseLine(names.eventCases[name] ?? name, rawValue: name), 2) }
        if names.eventOrder.isEmpty { line("case none", 2) }
        line("}", 1)
        line("")
        line("/// The transitions, state by state; for one state and event the first rule wins.", 1)
        line("\(access)static let table = TransitionTable<State, Event>([", 1)
        var seen: Set<String> = []
        var labels: [String: EventLabel] = [:]
        var notInTable: [String] = []
        for state in machine.states {
            for move in machine.moves(from: state) {
                let arrow = graph.transitions[move.transition]
                guard let to = move.to else {
                    if move.from == Self.ownSource(arrow) { notInTable.append(Self.describe(arrow, graph)) }
                    continue
                }
                let from = names.states[state] ?? state
                let label = move.event.map { text in
                    if let cached = labels[text] { return cached }
                    let parsed = EventLabel(text)
                    labels[text] = parsed
                    return parsed
                }
                // One rule per event the engine takes the arrow on (its event, and its whole label when that has a
                // case of its own).
                for event in names.cases(for: move.event) {
                    var arguments = [
                        ".\(SwiftIdentifier.escaped(from))", "on: .\(SwiftIdentifier.escaped(event))",
                        "to: .\(SwiftIdentifier.escaped(names.states[to] ?? to))",
                    ]
                    if let guardText = label?.guardText, !guardText.isEmpty, label?.event.isEmpty == false {
                        arguments.append("guardName: " + SwiftIdentifier.stringLiteral(guardText))
                    }
                    var notes: [String] = []
                    if let text = move.event, label?.event != text { notes.append(text) }
                    if move.from != Self.ownSource(arrow) {
                        notes.append("inherited from " + (Self.ownSource(arrow) ?? ""))
                    }
                    if !seen.insert(from + "\u{0}" + event).inserted {
                        notes.append("never taken: an earlier rule wins")
                    }
                    if !notes.isEmpty { line("// " + Self.comment(notes.joined(separator: "; ")), 2) }
                    for text in Self.wrapped(".from(", arguments, "),", indent: 8) { line(text) }
                }
            }
        }
        line("])", 1)
        line("")
        line("/// The machine, starting in the diagram's initial state.", 1)
        let start = SwiftIdentifier.escaped(names.states[initial] ?? initial)
        let declaration = "\(access)static let machine = Machine<State, Event>.table("
        let arguments = "initial: .\(start), table)"
        if 4 + declaration.count + arguments.count <= 120 {
            line(declaration + arguments, 1)
        } else {
            line(declaration, 1)
            line(arguments, 2)
        }
        if !notInTable.isEmpty {
            line("")
            line(
                "// Arrows with no rule (they end the machine): " + Self.comment(notInTable.joined(separator: ", ")), 1)
        }
        line("}")
        return out
    }

    /// The Swift source for an SCXML chart: always a typed `Statechart` (SCXML's final states, eventless
    /// transitions, `done` events and delayed sends are the chart's own), generated from the document the chart was
    /// read from, so it runs as `switchyard trace` runs the document.
    ///
    /// Generated as the engine runs them: states, parallel states, final states, history (with defaults and their
    /// actions), initial states and `<initial>`, transitions with events (a descriptor `a` is taken on `a` and
    /// `a.b`, `done.state.X` on `X`'s completion, `error` on the error events, `*` on everything), eventless,
    /// targetless and internal transitions, conditions made of `In('id')`, `true`, `false`, `!`, `&&` and `||`, and
    /// `<raise>`, `<send>` (literal delay, id), `<cancel>` and `<log>` (no part of a run).
    /// - Parameter chart: A chart read by ``SCXMLReader`` (it keeps its document).
    /// - Returns: Source that compiles against the `Switchyard` module.
    /// - Throws: ``CodeGenerationError`` at the line and column of the first construct generated Swift cannot run
    ///   as the engine does: the data model (`<data>`, `<assign>`, `<if>`, a condition that reads a variable), or an
    ///   event named `done…` or `error…` raised or sent by the chart.
    public func generate(_ chart: SCXMLChart) throws(CodeGenerationError) -> String {
        guard let document = chart.document else {
            throw CodeGenerationError(message: "the chart was made in code, not read from a document")
        }
        var generator = SCXMLSwiftGenerator(
            typeName: typeName, sourceName: sourceName, accessModifier: accessModifier, document: document)
        return try generator.generate()
    }

    /// The one state the machine starts in, or why there is none: what the engine runs must be what is drawn.
    private func initialState(
        _ graph: StateGraph, _ machine: FlatTableReading, initialArrow: Int
    ) throws(CodeGenerationError) -> String {
        let location = graph.transitions[initialArrow].textPosition
        guard let first = machine.initialMoves.first(where: { $0.transition == initialArrow }) else {
            throw CodeGenerationError("the initial arrow leads to no state", at: location)
        }
        guard let state = first.to else {
            throw CodeGenerationError("the initial arrow leads to '[*]', not to a state", at: location)
        }
        return state
    }

    /// `open` + arguments + `close` on one line when it fits in 120 columns, else wrapped the way swift-format
    /// wraps a call: arguments on following lines, four spaces deeper, as many per line as fit.
    static func wrapped(_ open: String, _ arguments: [String], _ close: String, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        let single = pad + open + arguments.joined(separator: ", ") + close
        if single.count <= 120 { return [single] }
        var lines = [pad + open]
        var current = ""
        let inner = pad + "    "
        for (index, argument) in arguments.enumerated() {
            let piece = argument + (index == arguments.count - 1 ? close : ",")
            if current.isEmpty {
                current = inner + piece
            } else if current.count + 1 + piece.count <= 120 {
                current += " " + piece
            } else {
                lines.append(current)
                current = inner + piece
            }
        }
        lines.append(current)
        return lines
    }

    static func caseLine(_ name: String, rawValue: String) -> String {
        let escaped = SwiftIdentifier.escaped(name)
        return name == rawValue ? "case \(escaped)" : "case \(escaped) = \(SwiftIdentifier.stringLiteral(rawValue))"
    }

    private static func ownSource(_ arrow: GraphTransition) -> String? { arrow.from.stateID }

    private static func describe(_ arrow: GraphTransition, _ graph: StateGraph) -> String {
        let from = arrow.from.stateID ?? "[*]"
        return from + " --> [*]" + (arrow.label.map { " : " + $0 } ?? "")
    }

    /// Text safe inside a `//` comment (one line).
    private static func comment(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}
