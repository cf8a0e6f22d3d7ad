public import Switchyard

/// Writes a `StateGraph` as a PlantUML state diagram that the real `plantuml` accepts.
///
/// Every node is declared (`state X`) before the arrows, so PlantUML always reads the text as a state diagram.
/// Composites become `state X { … }` blocks with `--` between concurrent regions, and each arrow is written in the
/// block (composite and region) it belongs to. An identifier PlantUML cannot take as written (spaces, `.`, `/`,
/// brackets, a leading digit) becomes an alias made of its letters and digits, with the original shown as the
/// display name and recorded in a `' switchyard-id ALIAS "identifier"` comment, which ``PlantUMLReader`` reads
/// back, so the identifiers survive a round trip; a double quote in a display name becomes a single quote, since
/// PlantUML strings cannot escape it.
///
/// ```swift
/// let text = PlantUMLWriter().write(graph)
/// ```
public struct PlantUMLWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// Whether PlantUML accepts `id` as a state name as written: letters and digits of any script and `_`.
    /// - Parameter id: An identifier.
    /// - Returns: `true` when no alias is needed.
    public static func isValidIdentifier(_ id: String) -> Bool {
        !id.isEmpty && id.unicodeScalars.allSatisfy(IdentifierAliases.isWordScalar)
    }

    /// What PlantUML refuses to draw: an arrow that links a state inside a concurrent region with anything outside
    /// that region (PlantUML: "created in a concurrent state: it cannot be used here"), with its line. The engine runs
    /// such an arrow (it leaves the parallel state), so ``write(_:)`` writes it, and `render --to plantuml` refuses
    /// the graph with this error.
    /// - Parameter graph: The graph.
    /// - Returns: The error naming the first such arrow, or `nil`.
    public static func refusal(for graph: StateGraph) -> RenderError? {
        guard let arrow = ConcurrentRegionLinks.first(in: graph) else { return nil }
        return RenderError(
            message: "PlantUML refuses the arrow \(EndpointName.name(arrow.from)) --> "
                + "\(EndpointName.name(arrow.to)): it links a state inside a concurrent region with one outside it; "
                + "render to scxml instead",
            at: arrow.textPosition)
    }

    /// The diagram text, `@startuml` to `@enduml`, ending with a newline; a graph cut short (its `truncation` set)
    /// carries a `' incomplete: …` comment saying why.
    /// - Parameter graph: The graph to write.
    /// - Returns: PlantUML source.
    /// - Complexity: O(*n* + *m*) in nodes and arrows.
    public func write(_ graph: StateGraph) -> String {
        var output = PlantUMLOutput(graph: graph)
        output.line("@startuml")
        for (alias, id) in output.names.aliased {
            output.line("' switchyard-id \(alias) \"\(IdentifierComment.escaped(id))\"")
        }
        // An explored graph cut at a limit says so in the text too (`StateGraph.truncation`).
        if let truncation = graph.truncation { output.line("' incomplete: " + IdentifierAliases.oneLine(truncation)) }
        if let title = graph.title, !title.isEmpty {
            // PlantUML reads `title TEXT` as a title only when TEXT cannot start an arrow from a state named `title`
            // (`title --> X`, `title x--> X`) and `title: TEXT` as a state `title` described; a title that starts
            // otherwise is written as a block, which is always a title.
            let text = PlantUMLOutput.text(title)
            let bytes = Array(text.utf8.prefix(2))
            let plain =
                !PlantUMLArrow.isDecoratedTail(bytes.first, bytes.dropFirst().first)
                && (text.unicodeScalars.first.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) } ?? false)
            if plain {
                output.line("title " + text)
            } else {
                output.line("title")
                output.line(text)
                output.line("end title")
            }
        }
        output.body()
        output.line("@enduml")
        return output.text
    }
}

/// The text being written and what it needs to know about the graph.
private struct PlantUMLOutput {
    var text = ""
    let layout: GraphLayout
    let names: IdentifierAliases

    init(graph: StateGraph) {
        layout = GraphLayout(graph)
        names = IdentifierAliases(graph, isValid: PlantUMLWriter.isValidIdentifier)
    }

    mutating func line(_ content: String, depth: Int = 0) {
        text += GraphLayout.indentation(depth, unit: "  ") + content + "\n"
    }

    /// Writes every block: each region's nodes, then its arrows.
    mutating func body() {
        layout.walk { event in
            switch event {
            case .state(let state, let depth):
                line(head(state), depth: depth)
                describe(state, depth: depth)
            case .open(let state, let depth):
                line(head(state) + " {", depth: depth)
            case .close(let state, let depth):
                line("}", depth: depth)
                describe(state, depth: depth)
            case .separator(let depth):
                line("--", depth: depth)
            case .arrow(let transition, let scope, let depth):
                arrow(transition, in: scope, depth: depth)
            }
        }
    }

    func head(_ state: GraphState) -> String {
        var head = "state "
        let shown = state.longName ?? (names.isAliased(state.id) ? state.id : nil)
        if let shown, !shown.isEmpty {
            let quoted = PlantUMLOutput.text(shown).replacingQuotes()
            head += "\"\(quoted)\" as "
        }
        head += names.name(state.id)
        if let stereotype = Self.stereotype(of: state) { head += " <<\(stereotype)>>" }
        if let color = state.colorText, Self.isSafeColor(color) { head += " " + color }
        return head
    }

    mutating func describe(_ state: GraphState, depth: Int) {
        for description in state.descriptionLines {
            // `title : text` would be the diagram's title; `state title : text` describes the state.
            let name = names.name(state.id)
            let head = name.lowercased() == "title" ? "state " + name : name
            var text = PlantUMLOutput.text(description)
            // `state X : text {` opens a composite; PlantUML's `<U+007B>` shows the same brace without opening one.
            if head.hasPrefix("state "), text.hasSuffix("{") { text = String(text.dropLast()) + "<U+007B>" }
            line(head + " : " + text, depth: depth)
        }
    }

    mutating func arrow(_ transition: GraphTransition, in scope: String?, depth: Int) {
        var content = endpoint(transition.from, in: scope) + " " + Self.arrowText(transition.arrowStyle) + " "
        content += endpoint(transition.to, in: scope)
        if let label = transition.label, !label.isEmpty { content += " : " + PlantUMLOutput.text(label) }
        line(content, depth: depth)
    }

    func endpoint(_ endpoint: GraphTransition.Endpoint, in scope: String?) -> String {
        switch endpoint {
        case .state(let id): names.name(id)
        case .initial, .final: "[*]"
        case .history(let owner, let deep):
            (owner == scope ? "" : owner.map(names.name) ?? "") + (deep ? "[H*]" : "[H]")
        }
    }

    static func stereotype(of state: GraphState) -> String? {
        switch state.kind {
        case .simple, .composite:
            // Presentation only: never one that the reader would take for a pseudo-state's kind.
            // Checked as written: writing can drop characters (`choice\` is written `choice`).
            state.stereotypeText.map { PlantUMLOutput.text($0.replacing(">", with: "").replacing("<", with: "")) }
                .flatMap {
                    $0.isEmpty || reservedStereotypes.contains($0.trimmingSpaces().lowercased()) ? nil : $0
                }
        case .choice: "choice"
        case .fork: "fork"
        case .join: "join"
        case .start: "start"
        case .end: "end"
        }
    }

    /// Stereotypes that make a node a pseudo-state when read.
    static let reservedStereotypes: Set<String> = ["choice", "fork", "join", "start", "end", "history", "history*"]

    /// A colour such as `#pink` or `#FF0000;line:red`, without spaces or braces that would change the line's meaning.
    static func isSafeColor(_ color: String) -> Bool {
        color.hasPrefix("#") && color.count > 1
            && color.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || $0.properties.numericType != nil
                    || "#;:.,_-[]".unicodeScalars.contains($0)
            }
    }

    /// `-->`, or a direction and bracketed styles kept from the source (`-right->`, `-[#red,dashed]->`,
    /// `-up[#blue]->`, `-[#red]up->`): only forms the reader reads back as the same arrow (`-d-up->` becomes `-->`).
    static func arrowText(_ style: String?) -> String {
        guard let style, !style.isEmpty else { return "-->" }
        var rest = Substring(style)
        var sawDirection = false
        while !rest.isEmpty {
            if !sawDirection, let direction = ["left", "right", "up", "down"].first(where: { rest.hasPrefix($0) }) {
                rest = rest.dropFirst(direction.count)
                sawDirection = true
                continue
            }
            guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return "-->" }
            let inner = rest[rest.index(after: rest.startIndex)..<close]
            let allowed = inner.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || $0.properties.numericType != nil || "#,_.".unicodeScalars.contains($0)
            }
            guard allowed else { return "-->" }
            rest = rest[rest.index(after: close)...]
        }
        return "-\(style)->"
    }
}

extension PlantUMLOutput {
    /// Text on one line that reads back as written wherever it is put: text ending in `/' … '/` (which would read as
    /// a comment closing the line) is followed by an empty comment, `/''/`, which is read as that comment instead;
    /// a trailing `\` (which would join the next line) is left out, which is rare in labels and visible rather than
    /// a lost line.
    static func text(_ text: String) -> String {
        var result = IdentifierAliases.oneLine(text)
        // Spaces, tabs, vertical tabs and form feeds are trimmed by the reader. A line that ends in a single `\`
        // continues on the next line, so such a backslash cannot be written and is dropped; two or more are kept
        // (PlantUML joins only after a lone one).
        let trimmed: Set<Unicode.Scalar> = [" ", "\t", "\u{B}", "\u{C}"]
        while true {
            while let last = result.unicodeScalars.last, trimmed.contains(last) { result.unicodeScalars.removeLast() }
            let backslashes = result.unicodeScalars.reversed().prefix { $0 == "\\" }.count
            guard backslashes == 1 else { break }
            result.unicodeScalars.removeLast()
        }
        if result.hasSuffix("'/"), result.dropLast(2).contains("/'") { result += " /''/" }
        return result
    }
}

extension String {
    /// The text with `"` replaced by `'`, for a PlantUML quoted string.
    fileprivate func replacingQuotes() -> String { replacing("\"", with: "'") }
}
