// The SwitchyardTesting landing page's conformance snippet, as printed there, on the generated `Edit` of this target.
// `DocumentationSnippetTests` fails when the copy and the text differ.
import SwitchyardTesting
import Testing

@Test func editMatchesItsDrawing() {
    // Edit is what `switchyard generate swift Examples/Diagrams/edit.puml` wrote; its events' raw values are the
    // drawing's labels ("confirm OK"), so they name the events.
    assertConforms(Edit.machine, toDiagramAt: "Examples/Diagrams/edit.puml", eventName: \.rawValue)
}
