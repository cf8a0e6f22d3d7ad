// 0.6's default names of explored states and events, no longer public in 0.7 (the defaults are unchanged); the
// package's own copy is DefaultNames. Goes in 0.8.

/// The default way explored states and events are named: the enum case name.
@available(*, deprecated, message: "the default names are unchanged; write String(describing:) to name a value")
public enum CaseName {
    /// `String(describing:)` up to the first `(`, so a case with a payload is named by its case.
    /// - Parameter value: A state or event.
    /// - Returns: The name.
    public static func of<Value>(_ value: Value) -> String {
        DefaultNames.of(value)
    }

    /// `String(describing:)` with the module and enclosing types dropped from every qualified type name in it.
    /// - Parameter value: A state or event.
    /// - Returns: The description without qualifying prefixes.
    public static func unqualifiedDescription<Value>(of value: Value) -> String {
        DefaultNames.unqualifiedDescription(of: value)
    }
}
