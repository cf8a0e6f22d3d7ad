import Foundation
public import Switchyard

/// Prints a ``PathPlan`` as text, JSON, or Swift Testing source.
public enum PathFormatter {
    /// One line per path: `target: event -> event -> …`, then what is not reached.
    ///
    /// Unlabelled arrows show as `(to X)`; an arrow to `[*]` shows as `[*]`; a wait as `wait 2s (timeout)`: the time
    /// that passes and the delayed events it delivers. A path whose last step left the chart stopped at the step
    /// limit is followed by `  stopped: ` and the `StatechartStepLimit` description.
    /// - Parameter plan: The plan.
    /// - Returns: Text ending with a newline.
    public static func text(_ plan: PathPlan) -> String {
        var out = ""
        let what = plan.coverage == .states ? "states" : "transitions"
        let start = plan.initial.map { " from \($0)" } ?? ""
        out += "\(plan.file.map { $0 + ": " } ?? "")\(plan.paths.count) paths cover the \(what)\(start)\n"
        for path in plan.paths {
            let events = path.steps.dropFirst().map(label)
            out +=
                "\(path.target ?? "[*]"): " + (events.isEmpty ? "(initial)" : events.joined(separator: " -> ")) + "\n"
            // A path that ends where the chart never settled says so, in the words `simulate` and `trace` use.
            if let stop = path.steps.last?.stepLimit { out += "  stopped: \(stop)\n" }
        }
        if !plan.unreachable.isEmpty { out += "unreachable: " + plan.unreachable.joined(separator: ", ") + "\n" }
        if plan.isTruncated {
            out +=
                "search stopped before it saw every configuration (100,000, or more than 64 delayed sends pending): "
                + "a longer run may reach more\n"
        }
        if plan.coverage == .transitions {
            if !plan.untakenTransitions.isEmpty {
                out += "arrows never taken: " + plan.untakenTransitions.joined(separator: ", ") + "\n"
            } else if !plan.untakenTransitionLines.isEmpty {
                out += "arrows never taken, at lines: "
                out += plan.untakenTransitionLines.map(String.init).joined(separator: ", ") + "\n"
            }
        }
        return out
    }

    /// The plan as JSON, written by ``CommandJSON``, ending with a newline.
    /// - Parameter plan: The plan.
    public static func json(_ plan: PathPlan) -> String { CommandJSON.text(plan) }

    /// A Swift Testing suite that drives the machine generated for the diagram (``SwiftMachineGenerator``) along
    /// every path, checking each step is accepted and lands where the diagram says: `Type.machine` and its states
    /// for a table machine; for a diagram generated as a statechart (regions, history), a `StatechartInterpreter`
    /// of `Type.statechart()` and its active atomic states after each step.
    /// - Parameters:
    ///   - plan: The plan.
    ///   - graph: The diagram the plan was made from (for the Swift names).
    ///   - typeName: The namespace of the generated machine (`Edit` for `Edit.machine`, `Edit.State`).
    /// - Returns: Swift source ending with a newline.
    public static func swiftTesting(_ plan: PathPlan, graph: StateGraph, typeName: String) -> String {
        let type = SwiftIdentifier.upperCamelCase(typeName)
        if StatechartSwiftGenerator.needsStatechart(graph), let chart = try? DiagramChart(graph) {
            return swiftTesting(plan, chart: chart, type: type)
        }
        let names = SwiftNames(graph)
        var out = suiteHeader(plan, type: type, driven: "\(type).machine")
        for (number, path) in plan.paths.enumerated() {
            out += testHeader(path, number: number)
            out += "        let machine = \(type).machine\n"
            let mutates =
                path.steps.dropFirst().contains { $0.to != nil && $0.wait?.events.isEmpty != true }
                || path.steps.first?.to != plan.initial
            out += "        \(mutates ? "var" : "let") state: \(type).State = machine.initialState\n"
            if let first = path.steps.first, first.from == nil, let to = first.to, first.to == plan.initial {
                out += "        #expect(state == .\(SwiftIdentifier.escaped(names.states[to] ?? to)))\n"
            } else if let first = path.steps.first, let to = first.to {
                out += "        state = .\(SwiftIdentifier.escaped(names.states[to] ?? to))\n"
            }
            for step in path.steps.dropFirst() {
                if let wait = step.wait {
                    out += waiting(wait, to: step.to, names: names)
                    continue
                }
                guard let to = step.to else {
                    out += "        // then \(comment(step.event ?? "an unlabelled arrow")) leads to [*]\n"
                    continue
                }
                let event = SwiftIdentifier.escaped(names.events[step.event] ?? "completion")
                out += "        state = try #require(machine.nextState(from: state, on: .\(event)))\n"
                out += "        #expect(state == .\(SwiftIdentifier.escaped(names.states[to] ?? to)))\n"
            }
            out += "    }\n"
            if number + 1 < plan.paths.count { out += "\n" }
        }
        out += "}\n"
        return out
    }

    /// The top of a generated suite, up to its opening brace.
    /// The expectation after a step that left a chart stopped: it finished (a top-level final state) or was stopped
    /// at the step limit, each said with public API, for the file is compiled in a user's package.
    static func stoppedExpectation(finished: Bool) -> String {
        finished ? "        #expect(chart.isFinished)\n" : "        #expect(chart.stepLimitStop != nil)\n"
    }

    static func suiteHeader(_ plan: PathPlan, type: String, driven: String) -> String {
        var out = "// Generated by `switchyard paths --format swift-testing`"
        out += (plan.file.map { " from \($0)" } ?? "") + " (covering \(plan.coverage.rawValue)).\n"
        out += "\nimport Switchyard\nimport Testing\n\n"
        out += "/// Drives `\(driven)` along event paths of the diagram.\n"
        return out + "struct \(type)PathTests {\n"
    }

    /// A path's `@Test` attribute (named by its target and steps) and function line.
    static func testHeader(_ path: EventPath, number: Int) -> String {
        let events = path.steps.dropFirst().map(label)
        let title =
            "\(path.target ?? "[*]") via " + (events.isEmpty ? "the initial arrow" : events.joined(separator: " → "))
        // A title that would make the line longer than swift-format allows is shortened, ending in `…`.
        var shown = title
        while 4 + "@Test()".count + SwiftIdentifier.stringLiteral(shown).count > 120, shown.count > 1 {
            shown = String(shown.dropLast(shown.hasSuffix("…") ? 2 : 1)) + "…"
        }
        return "    @Test(\(SwiftIdentifier.stringLiteral(shown)))\n    func path\(number + 1)() throws {\n"
    }

    /// How a step reads in text and test names.
    static func label(_ step: PathStep) -> String {
        if let wait = step.wait {
            let time = ClockText.text(ClockText.duration(milliseconds: wait.milliseconds))
            return "wait \(time)" + (wait.events.isEmpty ? "" : " (" + wait.events.joined(separator: ", ") + ")")
        }
        return step.event ?? "(to \(step.to ?? "[*]"))"
    }

    /// A wait in a generated test: the machine `generate swift` writes has no clock (a delayed send is the chart's
    /// action, not a transition), so the test takes each delayed event the chart took, as the clock would deliver it.
    private static func waiting(_ wait: PathWait, to: String?, names: SwiftNames) -> String {
        let time = ClockText.text(ClockText.duration(milliseconds: wait.milliseconds))
        guard !wait.events.isEmpty else { return "        // \(time) pass: no delayed event is taken\n" }
        var out =
            "        // \(time) pass: \(wait.events.count == 1 ? "the delayed event" : "the delayed events") \(comment(wait.events.joined(separator: ", "))) \(wait.events.count == 1 ? "falls" : "fall") due\n"
        guard let to else { return out + "        // and leads to [*]\n" }
        for event in wait.events {
            let name = SwiftIdentifier.escaped(names.events[event] ?? "completion")
            out += "        state = try #require(machine.nextState(from: state, on: .\(name)))\n"
        }
        return out + "        #expect(state == .\(SwiftIdentifier.escaped(names.states[to] ?? to)))\n"
    }

    static func comment(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}
