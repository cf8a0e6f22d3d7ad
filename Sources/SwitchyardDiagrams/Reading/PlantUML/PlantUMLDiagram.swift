public import Switchyard

/// One diagram of a PlantUML file (one `@startuml … @enduml` block), as ``PlantUMLReader/readDiagrams(_:)`` reads
/// it.
public struct PlantUMLDiagram: Sendable {
    /// The 1-based position of the block in its file.
    public var index: Int
    /// The name after `@startuml` (`@startuml name` or `@startuml(id=name)`), if any.
    public var name: String?
    /// How many diagrams the file holds.
    public var count: Int
    /// The graph, or where and why the block could not be read (lines are the file's physical lines).
    public var result: Result<StateGraph, DiagramParseError>
    /// Warnings from reading (an unclosed composite, a stray `}`), with the file's line numbers.
    public var warnings: [Diagnostic]

    /// Creates a diagram.
    /// - Parameters:
    ///   - index: The 1-based position of the block.
    ///   - name: The block's name.
    ///   - count: How many blocks the file holds.
    ///   - result: The graph or the error.
    ///   - warnings: Reader warnings.
    public init(
        index: Int, name: String?, count: Int, result: Result<StateGraph, DiagramParseError>, warnings: [Diagnostic]
    ) {
        self.index = index
        self.name = name
        self.count = count
        self.result = result
        self.warnings = warnings
    }
}
