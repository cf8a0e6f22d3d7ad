/// The variables of an SCXML chart (`<data>`), bound early: every variable exists from the start, undefined until
/// its `expr` or an `<assign>` gives it a value.
public struct SCXMLDataModel: Sendable, Hashable {
    /// The variables by name.
    public internal(set) var values: [String: SCXMLValue]

    /// Creates a data model with the given variables.
    /// - Parameter values: The variables by name.
    public init(values: [String: SCXMLValue] = [:]) {
        self.values = values
    }

    /// The value of a variable, `nil` when no `<data>` declares it.
    /// - Parameter name: The variable's name.
    public subscript(name: String) -> SCXMLValue? { values[name] }
}
