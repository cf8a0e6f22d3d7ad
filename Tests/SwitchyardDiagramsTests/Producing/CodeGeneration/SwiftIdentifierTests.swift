import Switchyard
import SwitchyardDiagrams
import Testing

struct SwiftIdentifierTests {
    @Test(arguments: [
        ("confirm OK", "confirmOK"), ("finish save", "finishSave"), ("shown result", "shownResult"),
        ("tappedLogin", "tappedLogin"), ("編集中", "編集中"), ("CLOSED", "closed"), ("CLOSE_WAIT", "closeWait"),
        ("SYN_SENT", "synSent"), ("rcv SYN,ACK", "rcvSYNACK"),
        ("1st", "_1st"), ("", "unnamed"), ("!!", "unnamed"), ("Screen A", "screenA"),
        ("otherError(message)", "otherErrorMessage"),
    ])
    func lowerCamelCase(text: String, expected: String) {
        #expect(SwiftIdentifier.lowerCamelCase(text) == expected)
    }

    @Test func keywordsAreEscapedAndTypeNamesCapitalised() {
        #expect(SwiftIdentifier.escaped("default") == "`default`")
        #expect(SwiftIdentifier.escaped("editing") == "editing")
        #expect(SwiftMachineGenerator.typeName(forFile: "Examples/Diagrams/edit.puml") == "Edit")
        #expect(SwiftMachineGenerator.typeName(forFile: "tcp-states.puml") == "TcpStates")
        #expect(SwiftIdentifier.stringLiteral("a \"b\"\n") == "\"a \\\"b\\\"\\n\"")
    }

    @Test func labelsSplitIntoEventGuardAndAction() {
        let label = EventLabel("tap [ready && count > 0] / start()")
        #expect(label.event == "tap")
        #expect(label.guardText == "ready && count > 0")
        #expect(label.action == "start()")
        #expect(EventLabel("[authenticated]").eventName == "authenticated")
        #expect(EventLabel("success / failure").event == "success")
        #expect(EventLabel("   ").eventName == "completion")
    }

    @Test func namesAreUniqueWithinEachEnum() {
        let graph = StateGraph(
            states: [GraphState(id: "CLOSED"), GraphState(id: "closed")],
            transitions: [
                GraphTransition(from: .state("CLOSED"), to: .state("closed"), label: "confirm OK"),
                GraphTransition(from: .state("closed"), to: .state("CLOSED"), label: "confirmOK"),
                GraphTransition(from: .state("closed"), to: .state("closed")),
            ])
        let names = SwiftNames(graph)
        #expect(names.states["CLOSED"] == "closed")
        #expect(names.states["closed"] == "closed2")  // no underscore: lower camel case for swift-format
        #expect(names.events["confirm OK"] == "confirmOK")
        #expect(names.events["confirmOK"] == "confirmOK2")
        #expect(names.events[nil] == "completion")
    }

    @Test func aDiagramWithoutStatesCannotBeGenerated() {
        #expect(throws: CodeGenerationError.self) {
            try SwiftMachineGenerator(typeName: "Empty").generate(StateGraph())
        }
    }
}
