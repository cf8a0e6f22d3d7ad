/// The default way explored states and events are named: the enum case name.
public enum CaseName {
    /// `String(describing:)` up to the first `(`, so a case with a payload is named by its case
    /// (`done(.success("ok"))` → `done`), and a qualified description keeps only its last component.
    /// - Parameter value: A state or event.
    /// - Returns: The name.
    public static func of<Value>(_ value: Value) -> String {
        let description = String(describing: value)
        let head = description.prefix { $0 != "(" }
        let last = head.split(separator: ".").last.map(String.init) ?? String(head)
        return last.isEmpty ? description : last
    }
}
