import Switchyard

extension PathFormatter {
    /// A Swift Testing suite that drives the statechart `generate swift` writes for an SCXML document along every
    /// path: each path is replayed on the document's own chart (the run `switchyard trace` makes), and written as a
    /// test that starts a `StatechartInterpreter` of `Type.statechart()`, sends each event, and compares the active
    /// atomic states after each step. A wait delivers the delayed sends that fall due, by their tokens (the
    /// generated chart makes the same sends in the same order), after checking the chart made each of them.
    /// - Parameters:
    ///   - plan: The plan made from `diagram` by ``PathPlanner``.
    ///   - diagram: The chart the plan was made from.
    ///   - typeName: The namespace of the generated chart.
    /// - Returns: Swift source ending with a newline.
    /// - Throws: ``CodeGenerationError`` when `generate swift` refuses the chart (the tests would have nothing to
    ///   drive), at the same line and column.
    public static func swiftTesting(
        _ plan: PathPlan, diagram: SCXMLDiagram, typeName: String
    ) throws(CodeGenerationError) -> String {
        let type = SwiftIdentifier.upperCamelCase(typeName)
        guard let document = diagram.chart.document else {
            throw CodeGenerationError(message: "the chart was made in code, not read from a document")
        }
        var generator = SCXMLSwiftGenerator(
            typeName: type, sourceName: nil, accessModifier: nil, document: document)
        _ = try generator.generate()
        let states = generator.stateCases
        let events = generator.eventCases
        func expectation(_ run: SCXMLDiagram.Run) -> String {
            guard run.interpreter.isStillRunning else {
                return stoppedExpectation(finished: run.interpreter.isFinished)
            }
            let cases = run.interpreter.configuration.atomicStates.map {
                "." + SwiftIdentifier.escaped(states[$0] ?? $0)
            }
            return "        #expect(Set(chart.configuration.atomicStates) == [\(cases.joined(separator: ", "))])\n"
        }
        var out = suiteHeader(plan, type: type, driven: "\(type).statechart()")
        for (number, path) in plan.paths.enumerated() {
            out += testHeader(path, number: number)
            out += "        var chart = StatechartInterpreter(try \(type).statechart(), context: \(type).Context())\n"
            out += "        chart.start()\n"
            var run = diagram.startRun().run
            out += expectation(run)
            for step in path.steps.dropFirst() {
                if step.wait != nil {
                    guard let due = run.nextDue else { continue }
                    let time = ClockText.text(due - run.now)
                    out += "        // \(time) pass: the delayed sends due then are delivered\n"
                    var lines = ""
                    run.advance(to: due) { delivery, _ in
                        let event = "." + SwiftIdentifier.escaped(events[delivery.timer.event] ?? delivery.timer.event)
                        let token = delivery.timer.token
                        lines +=
                            "        #expect(chart.pendingSends.contains { $0.token == \(token) && $0.event == \(event) })\n"
                        lines += "        _ = chart.deliver(\(token))\n"
                    }
                    out += lines
                } else if let event = step.event {
                    run.send(event)
                    guard let eventCase = events[event] else {
                        out += "        // \(comment(event)) is not an event of the generated chart\n"
                        continue
                    }
                    out += "        chart.send(.\(SwiftIdentifier.escaped(eventCase)))\n"
                } else {
                    continue
                }
                out += expectation(run)
            }
            out += "    }\n"
            if number + 1 < plan.paths.count { out += "\n" }
        }
        out += "}\n"
        return out
    }
}
