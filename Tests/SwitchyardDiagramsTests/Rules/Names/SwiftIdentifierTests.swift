import Switchyard
import SwitchyardDiagrams
import Testing

/// How drawing text becomes Swift identifiers (``SwiftIdentifier``), which the generator names its types and cases
/// with.
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
}
