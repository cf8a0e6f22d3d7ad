public import Switchyard

/// A chart read from SCXML: the string-keyed statechart and its data model's variables.
public struct SCXMLChart: Sendable {
    /// The statechart: state ids and event names are strings, the context is the data model.
    public var statechart: Statechart<String, String, SCXMLDataModel>
    /// Every declared variable, undefined; the chart's start binds their `expr` values.
    public var data: SCXMLDataModel
    /// The `name` attribute of `<scxml>`, if any.
    public var name: String?

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
    public func makeInterpreter() -> StatechartInterpreter<String, String, SCXMLDataModel> {
        StatechartInterpreter(statechart, context: data)
    }
}
