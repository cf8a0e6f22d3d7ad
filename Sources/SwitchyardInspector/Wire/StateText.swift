/// Readable text for a state: Swift's `dump` of the value, one property per line, so the page can show what an
/// event changed as a line diff.
enum StateText {
    /// The text for `value`.
    /// - Parameter value: A state.
    /// - Returns: Its dump, without the trailing newline.
    static func describe(_ value: some Any) -> String {
        var text = ""
        dump(value, to: &text)
        if text.last == "\n" { text.removeLast() }
        return text
    }
}
