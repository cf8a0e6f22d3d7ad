/// A transition label split the UML way: `event [guard] / action`.
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
        if rest.first == "[", let close = rest.firstIndex(of: "]") {
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
}

extension String {
    fileprivate var trimmedOfSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return String(slice)
    }
}
