import Foundation
import Switchyard
import SwitchyardDiagrams
import Testing

@testable import SwitchyardInspectorServer

/// What the page shows of a chart, as the server lays it out with Graphviz: pseudo-states where they belong and
/// labels that can be read.
@Suite(.timeLimit(.minutes(5)), .enabled(if: GraphvizRunner().locate() != nil, "needs Graphviz"))
struct InspectorDrawingTests {
    static func layOut(_ plantUML: String) throws -> InspectorSVG {
        let graph = try DiagramReader.read(bytes: Array(plantUML.utf8), format: .plantuml, fileName: "chart.puml")
        return InspectorSVG(try InspectorRoutes.layOut(graph, with: GraphvizRunner()).get())
    }

    /// `on[H*]` entered from outside `on` is drawn inside `on`'s box, not beside it.
    @Test(arguments: ["H*", "H"])
    func aHistoryIsDrawnInsideItsComposite(kind: String) throws {
        let svg = try Self.layOut(
            """
            @startuml
            [*] --> off
            off --> on[\(kind)] : power
            state on {
              [*] --> playing
              playing --> paused : pause
              paused --> playing : play
            }
            on --> off : power
            @enduml
            """)
        let box = try #require(svg.clusterBox("on"))
        let history = try #require(svg.nodeCentre(titled: "history:on:\(kind == "H*")"))
        #expect(box.contains(history), "history at \(history), composite \(box)")
    }

    /// Two arrows between the same states (the registration demo's `start` and `welcomeTimedOut`) used to get
    /// their labels side by side with no gap, read as "startwelcomeTimedOut".
    @Test func labelsOfParallelArrowsDoNotTouch() throws {
        let svg = try Self.layOut(
            """
            @startuml
            [*] --> welcome
            welcome --> authentication : start
            welcome --> authentication : welcomeTimedOut
            state authentication {
              [*] --> menu
              menu --> register : chooseRegister
            }
            authentication --> done : finish
            done --> welcome : again
            done --> welcome : restart
            @enduml
            """)
        let labels = svg.edgeLabels
        #expect(Set(labels.map(\.text)).isSuperset(of: ["start", "welcomeTimedOut", "again", "restart"]))
        for (index, first) in labels.enumerated() {
            for second in labels[(index + 1)...] {
                #expect(!first.touches(second), "\(first.text) and \(second.text) run together")
            }
        }
    }
}

/// The few things the tests read from Graphviz's SVG.
struct InspectorSVG {
    struct Box: CustomStringConvertible {
        var minX, minY, maxX, maxY: Double
        func contains(_ point: (x: Double, y: Double)) -> Bool {
            (minX...maxX).contains(point.x) && (minY...maxY).contains(point.y)
        }
        var description: String { "(\(minX), \(minY))–(\(maxX), \(maxY))" }
    }

    /// A line of an edge's label: where Graphviz centred it, and its size.
    struct Label {
        var text: String
        var x: Double
        var y: Double
        var fontSize: Double

        /// Whether the two lines share a line of text and come closer than a space: widths are over-estimated
        /// (0.65 em a character, wider than Helvetica or DejaVu Sans on average), so touching in the browser is
        /// caught.
        func touches(_ other: Label) -> Bool {
            guard abs(y - other.y) < max(fontSize, other.fontSize) else { return false }
            let half = Double(text.count) * fontSize * 0.65 / 2
            let otherHalf = Double(other.text.count) * other.fontSize * 0.65 / 2
            return abs(x - other.x) < half + otherHalf + max(fontSize, other.fontSize) / 3
        }
    }

    let text: String
    init(_ text: String) { self.text = text }

    /// The `<g …>` groups, each as its opening tag's attributes and its body.
    var groups: [(attributes: String, body: String)] {
        text.components(separatedBy: "<g ").dropFirst().map { part in
            let end = part.firstIndex(of: ">") ?? part.endIndex
            return (String(part[..<end]), String(part[end...]))
        }
    }

    func clusterBox(_ id: String) -> Box? {
        guard let group = groups.first(where: { $0.attributes.contains(#"id="\#(id)""#) }) else { return nil }
        let numbers = Self.numbers(in: Self.attribute(group.body, "d") ?? Self.attribute(group.body, "points") ?? "")
        let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return Box(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    func nodeCentre(titled title: String) -> (x: Double, y: Double)? {
        guard let group = groups.first(where: { $0.body.contains("<title>\(title)</title>") }),
            let x = Self.attribute(group.body, "cx").flatMap(Double.init),
            let y = Self.attribute(group.body, "cy").flatMap(Double.init)
        else { return nil }
        return (x, y)
    }

    var edgeLabels: [Label] {
        groups.filter { $0.attributes.contains(#"class="edge""#) }.flatMap { group in
            group.body.components(separatedBy: "<text ").dropFirst().compactMap { element -> Label? in
                guard let close = element.range(of: "</text>"), let start = element.firstIndex(of: ">"),
                    let x = Self.attribute(element, "x").flatMap(Double.init),
                    let y = Self.attribute(element, "y").flatMap(Double.init)
                else { return nil }
                let size = Self.attribute(element, "font-size").flatMap(Double.init) ?? 14
                let text = String(element[element.index(after: start)..<close.lowerBound])
                return Label(text: text, x: x, y: y, fontSize: size)
            }
        }
    }

    static func attribute(_ text: String, _ name: String) -> String? {
        guard let range = text.range(of: " \(name)=\"") else { return nil }
        let rest = text[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    static func numbers(in text: String) -> [Double] {
        text.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
    }
}
