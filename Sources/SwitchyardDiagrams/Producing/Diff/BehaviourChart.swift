import Switchyard

/// A chart as ``BehaviourDiff`` runs it: a drawing's ``DiagramChart`` or an ``SCXMLChart``, on the one engine and a
/// virtual clock, with the events it is taken on and the names its states are shown by.
///
/// States are shown as the drawing names them, so a drawing and the SCXML written for it (``SCXMLWriter``) compare
/// state by state: an identifier the SCXML had to rename (`switchyard:id`) by its identifier, a `[*]` target of a
/// composite `C` as `C[*]` (of its `n`th region, `C[n][*]`), as ``DiagramChart`` names them.
public struct BehaviourChart: Sendable {
    enum Engine: Sendable {
        case drawing(DiagramChart)
        case scxml(SCXMLChart)
    }

    let engine: Engine
    /// The names a state id is shown by, where it is not its id.
    let names: [String: String]
    /// The events that take a transition, sorted by code point (for a chart sent other names, those names).
    public private(set) var events: [String]
    /// The event sent to this chart for each event of a comparison, where it is not the same name.
    var eventNames: [String: String] = [:]

    /// A drawing's chart.
    /// - Parameter chart: The chart.
    public init(_ chart: DiagramChart) {
        engine = .drawing(chart)
        names = [:]
        var events: Set<String> = []
        for arrow in chart.graph.transitions {
            if let label = arrow.label, !label.isEmpty {
                events.formUnion(DrawingEventTokens.names(taking: label))
            } else if case .state = arrow.from {
                events.insert(DiagramChart.completionEvent)
            }
        }
        self.events = events.sorted(by: CodePointOrder.precedes)
    }

    /// An SCXML chart.
    /// - Parameter chart: The chart.
    public init(_ chart: SCXMLChart) {
        engine = .scxml(chart)
        names = chart.document.map { Self.drawnNames($0.root) } ?? [:]
        var events: Set<String> = []
        for transition in chart.statechart.transitionList {
            for descriptor in transition.events.flatMap({ $0.split(separator: " ") }) {
                var name = String(descriptor)
                if name.hasSuffix(".*") { name.removeLast(2) }
                while name.hasSuffix(".") { name.removeLast() }
                let isPlatform = ["done", "error"].contains { name == $0 || name.hasPrefix($0 + ".") }
                if !name.isEmpty && name != "*" && !isPlatform { events.insert(name) }
            }
        }
        self.events = events.sorted(by: CodePointOrder.precedes)
    }

    /// The chart, sent `names[event]` for each event whose name differs here (the SCXML that ``SCXMLWriter`` writes
    /// for a drawing is taken on SCXML event names: ``SCXMLWriter/eventNames(for:)``).
    package func sending(_ names: [String: String]) -> BehaviourChart {
        var chart = self
        chart.eventNames = names
        chart.events = names.keys.sorted(by: CodePointOrder.precedes)
        return chart
    }

    /// What a state written by ``SCXMLWriter`` is shown as: its `switchyard:id`, or for a `[*]` target its
    /// container's name and `[*]`.
    private static func drawnNames(_ root: XMLNode) -> [String: String] {
        guard
            let prefix = root.attributes.first(where: {
                $0.key.hasPrefix("xmlns:") && $0.value == SCXMLAnnotation.namespace
            }
            )?.key.dropFirst(6)
        else { return [:] }
        func note(_ node: XMLNode, _ name: String) -> String? {
            node.attributes["\(prefix):\(name)"].map(SCXMLAnnotation.decode)
        }
        var names: [String: String] = [:]
        func walk(_ node: XMLNode, container: String) {
            for child in node.children {
                guard let id = child.attributes["id"] else { continue }
                var shown = note(child, "id") ?? id
                if child.name == "final" && note(child, "pseudo") == "final" {
                    shown = container + "[*]"
                } else if let region = note(child, "region").flatMap({ Int($0) }) {
                    shown = container + "[\(region + 1)]"
                }
                if shown != id { names[id] = shown }
                walk(child, container: shown)
            }
        }
        walk(root, container: "")
        return names
    }
}
