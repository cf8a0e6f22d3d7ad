import Switchyard

/// What an SCXML chart does that its drawing (its `StateGraph` written as PlantUML or Mermaid, run as a
/// ``DiagramChart``) would not: the first such element, with its line, or `nil` when the drawing runs the same.
///
/// A drawing has no data, conditions or actions, takes an arrow on its label only, waits for `completion` on an
/// unlabelled arrow, and finishes only in a `[*]`; so a data model, executable content, a condition, an internal or
/// targetless transition, an eventless one (but from a choice or start node), several or wildcard event
/// descriptors, a transition with several targets (but from a fork) and a `<final>` state (which is done at once,
/// where the drawing's `X --> [*]` waits) make the drawing run differently. What ``SCXMLWriter`` writes for a
/// drawing passes.
enum SCXMLDrawingCheck {
    private static let structure: Set<String> = ["scxml", "state", "parallel", "final", "history", "initial"]

    static func refusal(for document: SCXMLDocument) -> RenderError? {
        let root = document.root
        let prefix = root.attributes.first { $0.key.hasPrefix("xmlns:") && $0.value == SCXMLWriter.namespace }
            .map { String($0.key.dropFirst(6)) }
        func note(_ node: XMLNode, _ name: String) -> String? {
            prefix.flatMap { node.attributes["\($0):\(name)"] }.map(SCXMLAnnotation.decode)
        }
        func refuse(_ node: XMLNode, _ what: String) -> RenderError {
            RenderError(
                message: "\(what), which a drawing cannot say: the PlantUML or Mermaid would run differently; render "
                    + "to scxml instead",
                line: node.line, column: node.column)
        }
        func check(_ node: XMLNode, parent: XMLNode?) -> RenderError? {
            if node.name == "transition" {
                if let refusal = checkTransition(node, parent: parent) { return refusal }
            } else if !structure.contains(node.name) {
                return refuse(node, "<\(node.name)>")
            } else if node.name == "final" && note(node, "pseudo") != "final" && note(node, "kind") != "end" {
                return refuse(node, "<final id=\"\(node.attributes["id"] ?? "")\"> is done when entered")
            }
            for child in node.children {
                if let refusal = check(child, parent: node) { return refusal }
            }
            return nil
        }
        func checkTransition(_ node: XMLNode, parent: XMLNode?) -> RenderError? {
            if !node.children.isEmpty { return refuse(node, "a <transition> with actions") }
            if node.attributes["cond"] != nil { return refuse(node, "a <transition> with a cond") }
            if node.attributes["type"] == "internal" { return refuse(node, "an internal <transition>") }
            let targets = (node.attributes["target"] ?? "").split(whereSeparator: \.isWhitespace)
            if targets.isEmpty { return refuse(node, "a <transition> without a target") }
            let kind = parent.flatMap { note($0, "kind") }
            let isDefault = parent?.name == "initial" || parent?.name == "history"
            if targets.count > 1 && kind != "fork" && !isDefault {
                return refuse(node, "a <transition> with several targets")
            }
            guard let event = node.attributes["event"] else {
                if kind == "choice" || kind == "start" || kind == "fork" || isDefault { return nil }
                return refuse(node, "an eventless <transition>, taken at once")
            }
            // What the writer writes for a drawing's arrow: its label's events, or `completion` (and the done event).
            if note(node, "label") != nil { return nil }
            let descriptors = event.split(whereSeparator: \.isWhitespace)
            if descriptors.count != 1 { return refuse(node, "a <transition> on several events") }
            let descriptor = String(descriptors[0])
            if descriptor.contains("*") || descriptor.hasSuffix(".") || descriptor.hasPrefix("done.")
                || descriptor.hasPrefix("error.") || descriptor == "done" || descriptor == "error"
            {
                return refuse(node, "a <transition> on \"\(descriptor)\"")
            }
            return nil
        }
        return check(root, parent: nil)
    }
}
