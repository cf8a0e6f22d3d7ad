import Foundation

/// The events of a drawing as generated Swift names them: one rule for every notation, the engine's
/// (``DiagramChart``).
///
/// The engine takes a labelled arrow on its label as drawn and on its event (the event part of `event [guard] /
/// action`, or the guard text of a label that is only a guard, ``EventLabel``). So:
/// - each event is one case, whose raw value is the event's name (`play` for `play [hasDisc]`, `authenticated` for
///   `[authenticated]`, `completion` for unlabelled arrows);
/// - a label that says more than its event (a guard or an action) gets a case of its own, named after the whole
///   label, only when another label has the same event (`failed [attempts < 3]` and `failed [attempts == 3]`):
///   sending the whole label is then how the sender picks an arrow, as it is for `trace`; sending the event takes
///   the first arrow drawn. Otherwise sending the event is the same as sending the label, and one case is enough;
/// - a label that is only an action (`/ start`) is its own event (the engine takes it on nothing else).
struct DrawnEventNames {
    /// The case name of each engine event name.
    private(set) var cases: [String: String] = [:]
    /// Engine event names, in case order.
    private(set) var order: [String] = []
    /// The labels that have a case of their own.
    private var ownCase: Set<String> = []

    /// Names the events of `labels` (in document order; `nil` is an unlabelled arrow).
    /// - Parameter labels: Every arrow's label that takes an event.
    init(labels: [String?]) {
        var labelsByEvent: [String: Set<String>] = [:]
        for label in labels { if let label { labelsByEvent[Self.event(of: label), default: []].insert(label) } }
        var used: Set<String> = []
        func add(_ name: String, spellingOperators: Bool = false) {
            guard cases[name] == nil else { return }
            let base = SwiftIdentifier.lowerCamelCase(spellingOperators ? Self.spellingOperators(name) : name)
            cases[name] = SwiftNames.unique(base.isEmpty ? "event" : base, &used)
            order.append(name)
        }
        for label in labels {
            guard let label else {
                add(DiagramChart.completionEvent)
                continue
            }
            let event = Self.event(of: label)
            add(event)
            if label != event, (labelsByEvent[event]?.count ?? 0) > 1 {
                ownCase.insert(label)
                add(label, spellingOperators: true)
            }
        }
    }

    /// A whole label with its comparison and logic operators as words, so labels that differ only in them get
    /// different names (`failed [attempts < 3]` → `failedAttemptsLessThan3`, `failed [attempts == 3]` →
    /// `failedAttemptsEquals3`).
    static func spellingOperators(_ label: String) -> String {
        var text = label
        let words: [(String, String)] = [
            ("===", " equals "), ("!==", " not equals "), ("==", " equals "), ("!=", " not equals "),
            ("<=", " at most "), (">=", " at least "), ("<", " less than "), (">", " greater than "),
            ("&&", " and "), ("||", " or "), ("!", " not "),
        ]
        for (symbol, word) in words { text = text.replacingOccurrences(of: symbol, with: word) }
        return text
    }

    /// The event the engine takes `label`'s arrow on besides the label itself: its event part, else its guard
    /// text, else (a label that is only an action) the label (``EventLabel/event(of:)``).
    static func event(of label: String) -> String {
        EventLabel.event(of: label)
    }

    /// The case a path or a user sends for an arrow labelled `label`: its own case when it has one, else its event's.
    /// - Parameter label: The arrow's label; `nil` for an unlabelled arrow.
    func primaryCase(for label: String?) -> String? {
        primaryEvent(for: label).flatMap { cases[$0] }
    }

    /// The engine event name of ``primaryCase(for:)`` (its raw value): sending it takes the same arrows as sending
    /// `label`.
    /// - Parameter label: The arrow's label; `nil` for an unlabelled arrow.
    func primaryEvent(for label: String?) -> String? {
        guard let label else { return DiagramChart.completionEvent }
        if ownCase.contains(label) { return label }
        let event = Self.event(of: label)
        return cases[event] == nil ? nil : event
    }

    /// Every case an arrow labelled `label` is taken on: its event's, and its own when it has one.
    /// - Parameter label: The arrow's label; `nil` for an unlabelled arrow.
    func allCases(for label: String?) -> [String] {
        guard let label else { return cases[DiagramChart.completionEvent].map { [$0] } ?? [] }
        var result: [String] = []
        if let event = cases[Self.event(of: label)] { result.append(event) }
        if ownCase.contains(label), let own = cases[label] { result.append(own) }
        return result
    }
}
