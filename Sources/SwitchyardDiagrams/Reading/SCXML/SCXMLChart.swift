public import Switchyard

/// A chart read from SCXML: the string-keyed statechart, its data model's variables, and the document it was read
/// from.
public struct SCXMLChart: Sendable {
    /// The interpreter's type.
    public typealias Interpreter = StatechartInterpreter<String, String, SCXMLDataModel>

    /// The statechart: state ids and event names are strings, the context is the data model.
    public var statechart: Statechart<String, String, SCXMLDataModel>
    /// Every declared variable, undefined; the chart's start binds their `expr` values.
    public var data: SCXMLDataModel
    /// The `name` attribute of `<scxml>`, if any.
    public var name: String?
    /// The document as read, which ``SCXMLWriter`` writes back without loss; `nil` for a
    /// chart made in code.
    public var document: SCXMLDocument?

    /// Creates a chart.
    /// - Parameters:
    ///   - statechart: The statechart.
    ///   - data: The declared variables.
    ///   - name: The chart's name.
    public init(statechart: Statechart<String, String, SCXMLDataModel>, data: SCXMLDataModel, name: String?) {
        self.statechart = statechart
        self.data = data
        self.name = name
    }

    /// A new interpreter for the chart, not yet started.
    /// - Returns: The interpreter.
    public func makeInterpreter() -> Interpreter {
        StatechartInterpreter(statechart, context: data)
    }
}
