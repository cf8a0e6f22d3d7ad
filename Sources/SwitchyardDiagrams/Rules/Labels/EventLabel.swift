/// A transition label split the UML way: `event [guard] / action`.
///
/// This is the one reading of a label: the engine that runs a drawing (``DiagramChart``), `check`'s analysis, code
/// generation, conformance and the SCXML writer all split labels here.
/// - The event is the text before the first `[` or `/`, trimmed.
/// - A `[` right after the event opens the guard, which ends at its matching `]` (brackets inside a guard nest:
///   `[list[0] > 1]`). A `[` never closed is part of the event.
/// - A `/` after the event (and guard) starts the action, which is everything after it, brackets and further `/`
///   included: `a / b [c]` has no guard.
/// - Other text after a guard, which UML does not allow, is kept as part of the event: `a [g] x` is event `a x`.
/// - Each part is trimmed of spaces, tabs and PlantUML's written line break `\n` (a backslash and an `n`), which
///   lays a label out over lines and is not part of its text: `go\n[x > 1] / act` is event `go`, guard `x > 1`,
///   action `act`, as plantuml draws it. A `\n` inside a part is kept, as written.
public struct EventLabel: Sendable, Hashable {
    /// The event part (before any `[` or `/`), trimmed; empty when the label is only a guard or action.
    public var event: String
    /// The guard text without brackets, when there is one.
    public var guardText: String?
    /// The action text after `/`, when there is one.
    public var action: String?

    /// Splits `label`.
    /// - Parameter label: The label as written.
    public init(_ label: String) {
        var rest = Substring(label)
        var event = ""
        while let first = rest.first, first != "[", first != "/" {
            event.append(first)
            rest.removeFirst()
        }
        self.event = event.trimmedOfSpaces
        if rest.first == "[", let close = Self.matchingBracket(in: rest) {
            guardText = String(rest[rest.index(after: rest.startIndex)..<close]).trimmedOfSpaces
            rest = rest[rest.index(after: close)...]
        }
        let trimmed = String(rest).trimmedOfSpaces
        if trimmed.hasPrefix("/") {
            action = String(trimmed.dropFirst()).trimmedOfSpaces
        } else if !trimmed.isEmpty {
            self.event = (self.event + " " + trimmed).trimmedOfSpaces
        }
    }

    /// The name the event is known by in code: the event part, else the guard, else the action, else `completion`.
    public var eventName: String {
        if !event.isEmpty { return event }
        if let guardText, !guardText.isEmpty { return guardText }
        if let action, !action.isEmpty { return action }
        return "completion"
    }

    /// Whether a non-empty guard is written (`[]` guards nothing).
    package var isGuarded: Bool { !(guardText ?? "").isEmpty }

    /// The event that takes an arrow with this label besides the whole label, as the engine runs a drawing: the
    /// event part, else the guard text of a label that is only a guard; `nil` for a label that is only an action, or
    /// empty, which only its whole text takes.
    package var shortEvent: String? {
        if !event.isEmpty { return event }
        if let guardText, !guardText.isEmpty { return guardText }
        return nil
    }

    /// The event that takes an arrow labelled `label` besides the label itself, as the engine runs a drawing
    /// (``shortEvent``, else the label). `check` groups arrows by it and code generation names its cases after it.
    /// - Parameter label: The label as written.
    /// - Returns: The event; equal to `label` when only the whole label takes the arrow.
    package static func event(of label: String) -> String {
        EventLabel(label).shortEvent ?? label
    }

    /// The names that take an arrow labelled `label` when the engine runs a drawing: the label itself, then
    /// ``event(of:)`` when it differs.
    /// - Parameter label: The label as written.
    /// - Returns: One or two names, the label first.
    package static func names(taking label: String) -> [String] {
        let event = event(of: label)
        return event == label ? [label] : [label, event]
    }

    /// The `]` that closes the `[` at the start of `text`, counting nested brackets.
    private static func matchingBracket(in text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }
}

extension String {
    /// Without the spaces, tabs and written line breaks (`\n`, a backslash and an `n`) at either end.
    fileprivate var trimmedOfSpaces: String {
        var slice = Substring(self)
        while true {
            if let first = slice.first, first == " " || first == "\t" {
                slice.removeFirst()
            } else if slice.hasPrefix("\\n") {
                slice.removeFirst(2)
            } else {
                break
            }
        }
        while true {
            if let last = slice.last, last == " " || last == "\t" {
                slice.removeLast()
            } else if slice.hasSuffix("\\n") {
                slice.removeLast(2)
            } else {
                break
            }
        }
        return String(slice)
    }
}
