/// Prints an ``SCXMLDocument`` as SCXML text: every element and attribute the reader kept, in document order, in
/// SCXML's default namespace, one element per line.
enum SCXMLDocumentPrinter {
    /// The attributes SCXML authors write first, in this order; the others follow sorted by name.
    private static let leading = [
        "xmlns", "version", "name", "datamodel", "binding", "id", "initial", "event", "cond", "target", "type",
        "location", "label", "expr", "delay", "sendid",
    ]

    static func text(_ document: SCXMLDocument) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        var root = document.root
        root.attributes["xmlns"] = XMLTreeReader.scxmlNamespace
        // Required by the recommendation (and by SCXML tools such as Qt's compiler); our reader accepts its absence.
        if root.attributes["version"] == nil { root.attributes["version"] = "1.0" }
        print(root, depth: 0, isRoot: true, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func print(_ node: XMLNode, depth: Int, isRoot: Bool, into lines: inout [String]) {
        var attributes = node.attributes
        // Every element is written unprefixed in SCXML's namespace, declared once on the root.
        if !isRoot { attributes["xmlns"] = nil }
        let names = attributes.keys.sorted { lhs, rhs in
            let left = leading.firstIndex(of: lhs) ?? leading.count
            let right = leading.firstIndex(of: rhs) ?? leading.count
            return left != right ? left < right : lhs < rhs
        }
        var tag = "<" + node.name
        for name in names {
            tag += " \(name)=\"\(XMLText.attribute(attributes[name] ?? ""))\""
        }
        let indent = String(repeating: "  ", count: depth)
        guard !node.children.isEmpty else {
            lines.append(indent + tag + "/>")
            return
        }
        lines.append(indent + tag + ">")
        for child in node.children { print(child, depth: depth + 1, isRoot: false, into: &lines) }
        lines.append(indent + "</\(node.name)>")
    }
}
