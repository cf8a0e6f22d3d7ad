import Switchyard

/// An SCXML document as read: its elements, attributes and their order, every state named (states written without
/// an `id` get the names ``SCXMLReader`` gives them). What the chart was built from, so writing SCXML from SCXML
/// keeps everything the reader understood — conditions, transition types, executable content, the data model,
/// `<final>` elements — rather than going through the structure-only `StateGraph`.
public struct SCXMLDocument: Sendable {
    /// The `<scxml>` element.
    let root: XMLNode

    init(root: XMLNode) {
        self.root = root
    }
}
