/// Why a set of states is not a configuration of a chart: thrown by ``StatechartState/setConfiguration(_:)``.
public struct StatechartConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, naming the states concerned.
    public let description: String

    /// Creates an error.
    /// - Parameter description: What is wrong.
    package init(message description: String) {
        self.description = description
    }
}
