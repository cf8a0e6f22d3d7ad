extension CheckReport {
    /// Whether reading failed or a finding is at error level.
    public var hasErrors: Bool { error != nil || diagnostics.contains { $0.severity == .error } }

    /// Whether a finding is at warning level.
    public var hasWarnings: Bool { diagnostics.contains { $0.severity == .warning } }

    /// The `check` exit status for this file: 2 unreadable, 1 errors (or warnings when `strict`), 0 otherwise.
    /// - Parameter strict: Whether warnings fail.
    /// - Returns: 0, 1 or 2.
    public func exitStatus(strict: Bool) -> Int32 {
        if error != nil { return 2 }
        if hasErrors || (strict && hasWarnings) { return 1 }
        return 0
    }

    /// The findings as `FILE:LINE:COL: error|warning: message [code]` lines, the form editors and Xcode pick
    /// up; a read failure is one `error` line with code `syntax`.
    public var diagnosticLines: [String] {
        if let error {
            return ["\(file):\(error.line):\(error.column): error: \(error.message) [syntax]"]
        }
        return diagnostics.map { diagnostic in
            "\(file):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): "
                + "\(diagnostic.message) [\(diagnostic.code)]"
        }
    }

    /// The JSON array `check --format json` prints: one object per report, keys in the contract's order.
    /// - Parameter reports: The reports, in command-line order.
    /// - Returns: JSON text ending with a newline.
    /// - Complexity: O(size of the output).
    public static func json(_ reports: [CheckReport]) -> String {
        var json = JSONText()
        json.raw("[\n")
        for (index, report) in reports.enumerated() {
            report.write(to: &json)
            json.raw(index == reports.count - 1 ? "\n" : ",\n")
        }
        json.raw("]\n")
        return json.text
    }

    /// This report as one JSON object, keys in the contract's order.
    public var json: String {
        var json = JSONText()
        write(to: &json)
        return json.text
    }

    private func write(to json: inout JSONText) {
        json.raw("  {\n")
        json.key("file", indent: 4)
        json.string(file)
        if let diagram {
            json.raw(",\n")
            json.key("diagram", indent: 4)
            json.raw(String(diagram.index))
            if let name = diagram.name {
                json.raw(",\n")
                json.key("name", indent: 4)
                json.string(name)
            }
        }
        if let error {
            json.raw(",\n")
            json.key("error", indent: 4)
            json.raw("{\"message\": ")
            json.string(error.message)
            json.raw(", \"line\": \(error.line), \"column\": \(error.column)}\n  }")
            return
        }
        json.raw(",\n")
        json.key("format", indent: 4)
        json.string(format?.rawValue ?? "")
        for (name, values) in [("states", states), ("initial", initial), ("final", final), ("events", events)] {
            json.raw(",\n")
            json.key(name, indent: 4)
            json.strings(values)
        }
        json.raw(",\n")
        json.key("transitions", indent: 4)
        json.objects(transitions, indent: 4) { json, transition in
            json.raw("\"from\": ")
            json.string(transition.from)
            json.raw(", \"to\": ")
            json.string(transition.to)
            json.raw(", \"event\": ")
            json.string(transition.event)
            json.raw(", \"line\": \(transition.line)")
        }
        for (name, values) in [("unreachable", unreachable), ("deadEnds", deadEnds)] {
            json.raw(",\n")
            json.key(name, indent: 4)
            json.strings(values)
        }
        json.raw(",\n")
        json.key("nondeterministic", indent: 4)
        json.raw("[")
        for (index, pair) in nondeterministic.enumerated() {
            if index > 0 { json.raw(", ") }
            json.strings(pair)
        }
        json.raw("],\n")
        json.key("diagnostics", indent: 4)
        json.objects(diagnostics, indent: 4) { json, diagnostic in
            json.raw("\"severity\": ")
            json.string(diagnostic.severity.rawValue)
            json.raw(", \"code\": ")
            json.string(diagnostic.code)
            json.raw(", \"message\": ")
            json.string(diagnostic.message)
            json.raw(", \"line\": \(diagnostic.line), \"column\": \(diagnostic.column)")
        }
        json.raw("\n  }")
    }
}
