import Switchyard

/// Generates Swift source for a diagram that a table machine cannot run as drawn (concurrent regions, history, an
/// arrow to a `[*]`): `State` and `Event` enums, an empty `Context` and a typed `Statechart` written with the
/// element builder, nested the way the drawing is, in one namespace enum.
///
/// The chart is the diagram's ``DiagramChart`` written out: the same states (with the region, final and history
/// states it adds, whose raw values are their synthetic names and whose cases are named as ``Names`` says), the same
/// initial states and the same transitions, taken on the same events (``DrawnEventNames``): an unlabelled arrow on
/// `completion` and, from a composite, when the composite completes (`.done`); a choice's or a fork's unlabelled
/// arrows at once (`.always`).
struct StatechartSwiftGenerator {
    var typeName: String
    var sourceName: String?
    var accessModifier: String?

    /// Whether `graph` needs a statechart: it has a history, a composite with concurrent regions, or an arrow to a
    /// `[*]` — at top level the engine stops there, which a table machine cannot; inside a composite the engine
    /// completes the composite and takes its unlabelled arrows, which a table cannot either.
    static func needsStatechart(_ graph: StateGraph) -> Bool {
        graph.states.contains { $0.regionIndex > 0 }
            || graph.transitions.contains { arrow in
                if arrow.regionIndex > 0 { return true }
                if case .final = arrow.to { return true }
                if case .history = arrow.to { return true }
                if case .history = arrow.from { return true }
                return false
            }
    }

    func generate(_ graph: StateGraph) throws(CodeGenerationError) -> String {
        let chart: DiagramChart
        do {
            chart = try DiagramChart(graph)
        } catch {
            throw CodeGenerationError(message: error.message, line: error.line, column: error.column)
        }
        let statechart = chart.statechart
        let states = statechart.stateList
        let names = Names(chart)
        let stateCases = names.states
        let eventCases = names.events.cases
        let eventOrder = names.events.order
        let access = accessModifier.map { $0 + " " } ?? ""
        var out = ""
        func line(_ text: String, _ depth: Int = 0) { out += String(repeating: "    ", count: depth) + text + "\n" }
        func state(_ id: String) -> String { "." + SwiftIdentifier.escaped(stateCases[id] ?? id) }
        out += Self.prologue.text(
            typeName: typeName, sourceName: sourceName, access: access,
            states: states.map { (stateCases[$0.id] ?? $0.id, $0.id) },
            events: eventOrder.map { (eventCases[$0] ?? $0, $0) })
        var children: [String?: [ChartStateInfo<String>]] = [:]
        var infos: [String: ChartStateInfo<String>] = [:]
        for info in states {
            children[info.parent, default: []].append(info)
            infos[info.id] = info
        }
        var outgoing: [String: [ChartTransitionInfo<String>]] = [:]
        for transition in statechart.transitionList { outgoing[transition.source, default: []].append(transition) }
        let initial = statechart.defaultTargets(of: nil).map(state).joined(separator: ", ")
        line("try Statechart(", 2)
        line("initial: [\(initial)],", 3)
        line("elements: [", 3)
        // Iterative, depth-first, in document order: (state, depth, closing?) entries.
        var stack: [(id: String?, depth: Int, closing: Bool)] = (children[nil] ?? []).reversed().map {
            ($0.id, 4, false)
        }
        while let entry = stack.popLast() {
            guard let id = entry.id else { continue }
            let depth = entry.depth
            if entry.closing {
                line("]),", depth)
                continue
            }
            let info = infos[id]
            let kids = children[id] ?? []
            let calls = (outgoing[id] ?? []).map { transitionCall($0, names: names) }
            let body = calls.map { $0.open + $0.arguments.joined(separator: ", ") + ")," }
            /// The body's elements one per line, each wrapped as swift-format wraps a call when it is too long.
            func bodyLines(_ depth: Int) {
                for call in calls {
                    for text in SwiftMachineGenerator.wrapped(call.open, call.arguments, "),", indent: depth * 4) {
                        line(text)
                    }
                }
            }
            switch info?.kind {
            case .history(let deep):
                let defaults = statechart.defaultTargets(of: id).map(state)
                let tail = defaults.isEmpty ? "" : ", default: " + defaults.joined(separator: ", ")
                line(".history(\(state(id)), deep: \(deep)\(tail)),", depth)
                continue
            case .parallel:
                break
            default:
                guard kids.isEmpty else { break }
                // A leaf: `.atomic(.x)` or `.final(.x)`, its transitions on the same line when they fit.
                let form = info?.kind == .final ? ".final(" : ".atomic("
                if body.isEmpty {
                    line(form + "\(state(id))),", depth)
                    continue
                }
                let items = body.map { String($0.dropLast()) }.joined(separator: ", ")
                let single = form + "\(state(id)), [\(items)]),"
                if depth * 4 + single.count <= 120 {
                    line(single, depth)
                    continue
                }
                line(form, depth)
                line("\(state(id)),", depth + 1)
                line("[", depth + 1)
                bodyLines(depth + 2)
                line("]),", depth + 1)
                continue
            }
            let parallel = info?.kind == .parallel
            let defaults = parallel ? [] : statechart.defaultTargets(of: id).map(state)
            let pad = String(repeating: "    ", count: depth)
            for text in Self.compositeOpening(state(id), parallel: parallel, defaults: defaults, pad: pad) {
                line(text)
            }
            bodyLines(depth + 2)
            stack.append((id, depth + 1, true))
            for kid in kids.reversed() { stack.append((kid.id, depth + 2, false)) }
        }
        line("]", 3)
        line(")", 2)
        line("}", 1)
        line("}")
        return Self.collapsingSingleElementLists(out)
    }

    /// How generated Swift opens a composite state, in the public forms a user writes: `.compound(.x, initial: .y,`
    /// or `.parallel(.x,`, then `[`, and several default targets (in parallel regions) as an `.initial(to:)` element;
    /// the lines start with `pad`, one level (four spaces) more per nesting. Its elements and `]),` follow.
    static func compositeOpening(_ id: String, parallel: Bool, defaults: [String], pad: String) -> [String] {
        var lines = [
            pad + (parallel ? ".parallel(" : ".compound("),
            pad + "    " + id + "," + (defaults.count == 1 ? " initial: " + defaults[0] + "," : ""),
            pad + "    [",
        ]
        if defaults.count > 1 {
            lines.append(pad + "        .initial(to: [" + defaults.joined(separator: ", ") + "]),")
        }
        return lines
    }

    /// `elements: [` + one element on one line + `]),` as `elements: [element]),` when that fits in 120 columns, and a
    /// state's element list that holds one element on one line (`[` + element + `]),`, after `.compound(.x,`)
    /// without the element's trailing comma: what swift-format does with a one-element list, so the generated file
    /// passes its lint as printed.
    static func collapsingSingleElementLists(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index + 2 < lines.count {
            let open = lines[index]
            let item = lines[index + 1].drop { $0 == " " }
            let close = lines[index + 2].drop { $0 == " " }
            let itemIndent = lines[index + 1].prefix { $0 == " " }.count
            let openIndent = open.prefix { $0 == " " }.count
            if open.hasSuffix("elements: ["), close == "]),", item.hasSuffix(","), itemIndent == openIndent + 4,
                !item.hasSuffix("(,"), !item.hasSuffix("[,"), open.count + item.count - 1 + "]),".count <= 120,
                Self.isBalanced(item.dropLast())
            {
                lines[index] = open + item.dropLast() + "]),"
                lines.removeSubrange(index + 1...index + 2)
                continue
            }
            if open.drop(while: { $0 == " " }) == "[", close == "]),", item.hasSuffix(","),
                itemIndent == openIndent + 4, !item.hasSuffix("(,"), !item.hasSuffix("[,"),
                Self.isBalanced(item.dropLast())
            {
                lines[index + 1].removeLast()
            }
            index += 1
        }
        return lines.joined(separator: "\n")
    }

    /// Whether brackets and parentheses close in `text` (one whole element, not the start of a longer one).
    private static func isBalanced(_ text: Substring) -> Bool {
        var depth = 0
        for character in text {
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth -= 1 }
            if depth < 0 { return false }
        }
        return depth == 0
    }

    /// The header, the enums and the context, worded for a drawing.
    static let prologue = ChartPrologue(
        source: "diagram", made: "drawn", unnamedSource: "the diagram",
        statesDoc: "The states of the diagram, with the region, final and history states the chart adds.",
        eventsDoc: "The events of the diagram.",
        noEventDoc: "The diagram has no labelled arrow; this event is never used.",
        throwsDoc: "Never for a chart generated from a diagram that `switchyard check` accepts.")

    /// One transition of the chart as an element: `.on(.event, to: …)` for one event, `.transition(on: […], to: […])`
    /// for several (an arrow taken on its event and its whole label, or a composite's unlabelled arrow, taken on
    /// `completion` and when the composite completes), `.always(to: …)` for an eventless one.
    private func transitionCall(
        _ transition: ChartTransitionInfo<String>, names: Names
    ) -> (open: String, arguments: [String]) {
        let targets = transition.targets.map { "." + SwiftIdentifier.escaped(names.states[$0] ?? $0) }
        var patterns: [String] = []
        for label in transition.events {
            if label.hasPrefix("done.state.") {
                let id = String(label.dropFirst("done.state.".count))
                patterns.append(".done(." + SwiftIdentifier.escaped(names.states[id] ?? id) + ")")
            } else {
                let drawn = label == DiagramChart.completionEvent ? nil : label
                for event in names.events.allCases(for: drawn) {
                    patterns.append(".event(." + SwiftIdentifier.escaped(event) + ")")
                }
            }
        }
        if patterns.isEmpty { return (".always(", ["to: " + targets.joined(separator: ", ")]) }
        if patterns.count == 1, patterns[0].hasPrefix(".event(") {
            let event = String(patterns[0].dropFirst(".event(".count).dropLast())
            return (".on(", [event, "to: " + targets.joined(separator: ", ")])
        }
        return (
            ".transition(",
            ["on: [" + patterns.joined(separator: ", ") + "]", "to: [" + targets.joined(separator: ", ") + "]"]
        )
    }

    /// The Swift case names of a chart's states and events, as the generated `State` and `Event` enums spell them;
    /// the Swift Testing paths use the same names.
    ///
    /// A state the drawing names is its identifier in lower camel case; the states the chart adds are named after
    /// their composite: `playbackFinal` for `playback[*]` (a composite's `[*]`), `final` for the top-level `[*]`,
    /// `onHistory` and `onDeepHistory` for `on[H]` and `on[H*]`, `playerRegion1` for the first region `player[1]`.
    /// Drawn states are named first, so a synthetic name never takes a drawn state's name; a clash gets `_2`, `_3`, …
    struct Names {
        /// The case of each chart state identifier (synthetic region, final and history states included).
        private(set) var states: [String: String] = [:]
        /// The events (see ``DrawnEventNames``).
        let events: DrawnEventNames

        init(_ chart: DiagramChart) {
            var used: Set<String> = []
            let all = chart.statechart.stateList
            for state in all where !chart.syntheticStates.contains(state.id) {
                states[state.id] = SwiftNames.unique(SwiftIdentifier.lowerCamelCase(state.id), &used)
            }
            for state in all where chart.syntheticStates.contains(state.id) {
                states[state.id] = SwiftNames.unique(Self.syntheticName(state.id), &used)
            }
            var labels: [String?] = []
            for transition in chart.statechart.transitionList {
                for label in transition.events where !label.hasPrefix("done.state.") {
                    labels.append(label == DiagramChart.completionEvent ? nil : label)
                }
            }
            events = DrawnEventNames(labels: labels)
        }

        /// `X[*]` → `xFinal`, `[*]` → `final`, `X[H]` → `xHistory`, `X[H*]` → `xDeepHistory`, `X[n]` → `xRegionN`;
        /// the `'` that keeps a synthetic id unique is dropped (the case gets `_2` instead).
        static func syntheticName(_ id: String) -> String {
            var base = Substring(id)
            while base.hasSuffix("'") { base = base.dropLast() }
            func owner(_ suffix: Int) -> String {
                let name = String(base.dropLast(suffix))
                if name.isEmpty { return "" }
                // A region's final (`p[1][*]`) is named after the region (`pRegion1Final`).
                return name.hasSuffix("]") ? syntheticName(name) : SwiftIdentifier.lowerCamelCase(name)
            }
            func joined(_ owner: String, _ word: String) -> String {
                owner.isEmpty ? word.prefix(1).lowercased() + word.dropFirst() : owner + word
            }
            if base.hasSuffix("[*]") { return joined(owner(3), "Final") }
            if base.hasSuffix("[H*]") { return joined(owner(4), "DeepHistory") }
            if base.hasSuffix("[H]") { return joined(owner(3), "History") }
            if base.hasSuffix("]"), let open = base.lastIndex(of: "[") {
                let number = base[base.index(after: open)..<base.index(before: base.endIndex)]
                return joined(SwiftIdentifier.lowerCamelCase(String(base[..<open])), "Region" + number)
            }
            return SwiftIdentifier.lowerCamelCase(String(base))
        }
    }
}
