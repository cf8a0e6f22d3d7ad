import EditFlowExample
import Switchyard
import SwitchyardTesting
import Testing

/// The routing function matches its drawing, `Examples/Diagrams/edit.puml`, where the answer to the dialog is
/// drawn as `confirm OK` / `confirm NG` and `saved` carries no result.
struct EditFlowConformanceTests {
    static let diagram = "../../Diagrams/edit.puml"

    static let sampleEvents: [EditEvent] = [
        .save, .confirm(true), .confirm(false), .finishSave(.success), .finishSave(.fail(SaveError("disk full"))),
        .shownResult,
    ]

    /// The drawing's label for an event; `finish save` and `shown result` match their cases by camel-casing.
    static func eventName(_ event: EditEvent) -> String {
        switch event {
        case .save: "save"
        case .confirm(true): "confirm OK"
        case .confirm(false): "confirm NG"
        case .finishSave: "finishSave"
        case .shownResult: "shownResult"
        }
    }

    @Test func theRoutingFunctionConformsToItsDiagram() {
        assertConforms(
            EditFlow.machine(saver: InMemorySaver(), presenter: RecordingPresenter()), toDiagramAt: Self.diagram,
            sampleEvents: Self.sampleEvents, eventName: Self.eventName)
    }

    /// The Mermaid drawing of the same flow agrees too.
    @Test func theMermaidDrawingAgrees() {
        assertConforms(
            EditFlow.machine(saver: InMemorySaver(), presenter: RecordingPresenter()),
            toDiagramAt: "../../Diagrams/edit.mmd", sampleEvents: Self.sampleEvents, eventName: Self.eventName)
    }
}
