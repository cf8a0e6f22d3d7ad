/// The text notations a state diagram can be read from and written to.
public enum DiagramFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// PlantUML state diagrams (`.puml`, `.plantuml`, `.pu`, text between `@startuml` and `@enduml`).
    case plantuml
    /// Mermaid `stateDiagram` / `stateDiagram-v2` (`.mmd`, `.mermaid`).
    case mermaid
    /// SCXML, the W3C state chart XML (`.scxml`).
    case scxml
}
