import Switchyard

/// The SCXML events a drawing's arrows are taken on, so the SCXML written for a drawing runs as the drawing does.
///
/// A drawing's arrow is taken on its label as drawn, on the label's event part (`go` for `go [ready] / start`) and,
/// for a label that is only a guard, on the guard text; an unlabelled arrow on ``DiagramChart/completionEvent``.
/// Each of those names gets one SCXML event token ("its token"), made with ``SCXMLNames/eventName(_:)`` and kept
/// distinct from every other name's token (`_2`, `_3`, … appended), so two names the drawing tells apart are never
/// one SCXML event. An arrow's `event` attribute lists the tokens of every name that takes it: sending a name to the
/// drawing and its token to the SCXML takes the same arrows.
struct DrawingEventTokens {
    /// Each name a drawing's arrow is taken on, and its SCXML token.
    private(set) var tokens: [String: String] = [:]

    init(_ graph: StateGraph) {
        let completion = DiagramChart.completionEvent
        tokens[completion] = completion
        var used: Set<String> = [completion]
        // The dot-prefixes of the tokens used (`a` and `a.b` for `a.b.c`): SCXML's descriptor `a` takes `a.b`.
        var prefixes: Set<String> = []
        for arrow in graph.transitions {
            guard let label = arrow.label, !label.isEmpty else { continue }
            for name in Self.names(taking: label) where tokens[name] == nil {
                let base = SCXMLNames.eventName(name)
                var token = base
                var suffix = 2
                // The suffix goes on the first dot-segment (`a_2.b`), so every try changes the token's prefixes too:
                // a clash on a prefix (`a.b` when `a` is taken) or with a platform event (`done.x`, `error.*`)
                // is resolved like any other, and the loop ends.
                while used.contains(token) || prefixes.contains(token) || Self.isPlatformEvent(token)
                    || Self.dotPrefixes(token).contains(where: used.contains)
                {
                    token = Self.suffixing(base, suffix)
                    suffix += 1
                }
                used.insert(token)
                prefixes.formUnion(Self.dotPrefixes(token))
                tokens[name] = token
            }
        }
    }

    /// The names that take an arrow labelled `label` in a drawing's chart, the label itself first
    /// (``EventLabel/names(taking:)``).
    static func names(taking label: String) -> [String] {
        EventLabel.names(taking: label)
    }

    /// The `event` attribute of an arrow labelled `label`: the tokens of the names that take it.
    func descriptors(for label: String) -> String {
        Self.names(taking: label).compactMap { tokens[$0] }.joined(separator: " ")
    }

    /// `base` with `_suffix` after its first dot-segment: `a_2` for `a`, `a_2.b.c` for `a.b.c`.
    static func suffixing(_ base: String, _ suffix: Int) -> String {
        guard let dot = base.firstIndex(of: ".") else { return base + "_\(suffix)" }
        return base[..<dot] + "_\(suffix)" + base[dot...]
    }

    /// `a` and `a.b` for `a.b.c`.
    private static func dotPrefixes(_ token: String) -> [String] {
        var result: [String] = []
        var current = ""
        for part in token.split(separator: ".", omittingEmptySubsequences: false).dropLast() {
            current += (current.isEmpty && result.isEmpty ? "" : ".") + part
            result.append(current)
        }
        return result
    }

    /// Events the SCXML platform raises itself, which a token must not be (nor be under).
    private static func isPlatformEvent(_ token: String) -> Bool {
        ["done", "error"].contains { token == $0 || token.hasPrefix($0 + ".") }
    }
}
