import Switchyard

extension PathFormatter {
    /// The Swift Testing suite for a diagram `generate swift` writes as a statechart: each path replayed on the
    /// diagram's chart (the one engine), so the expected configurations are the engine's, then written as a test
    /// that starts a `StatechartInterpreter` of `Type.statechart()`, sends each event and compares the active
    /// atomic states, named as the generated `State` enum names them.
    static func swiftTesting(_ plan: PathPlan, chart: DiagramChart, type: String) -> String {
        let names = StatechartSwiftGenerator.Names(chart)
        func states(_ run: DiagramChart.Interpreter) -> String {
            let cases = chart.activeStates(run).map { "." + SwiftIdentifier.escaped(names.states[$0] ?? $0) }
            return "[" + cases.joined(separator: ", ") + "]"
        }
        func expectation(_ run: DiagramChart.Interpreter) -> String {
            guard run.isStillRunning else { return stoppedExpectation(finished: run.isFinished) }
            return "        #expect(Set(chart.configuration.atomicStates) == \(states(run)))\n"
        }
        var out = suiteHeader(plan, type: type, driven: "\(type).statechart()")
        for (number, path) in plan.paths.enumerated() {
            out += testHeader(path, number: number)
            out += "        var chart = StatechartInterpreter(try \(type).statechart(), context: \(type).Context())\n"
            out += "        chart.start()\n"
            var run = chart.start()
            out += expectation(run)
            for step in path.steps.dropFirst() {
                let sent: [String]
                if let wait = step.wait {
                    let time = ClockText.text(ClockText.duration(milliseconds: wait.milliseconds))
                    guard !wait.events.isEmpty else {
                        out += "        // \(time) pass: no delayed event is taken\n"
                        continue
                    }
                    out +=
                        "        // \(time) pass: the delayed events fall due: \(comment(wait.events.joined(separator: ", ")))\n"
                    sent = wait.events
                } else if let event = step.event {
                    sent = [event]
                } else {
                    out += "        // then an unlabelled arrow is taken by itself\n"
                    continue
                }
                for event in sent {
                    guard let name = names.events.primaryEvent(for: event), let eventCase = names.events.cases[name]
                    else {
                        out += "        // \(comment(event)) is not an event of the generated chart\n"
                        continue
                    }
                    _ = run.send(name)
                    out += "        chart.send(.\(SwiftIdentifier.escaped(eventCase)))\n"
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
