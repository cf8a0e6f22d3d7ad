import Foundation
import Switchyard
import SwitchyardDiagrams
import Testing

/// The Swift that `generate swift` writes is compiled in the user's package, which sees only the core's public API
/// (`GeneratedMachinesTests`, in this package, would also see `package` declarations). So every element builder the
/// generated charts call must be declared `public`.
struct GeneratedSourcePublicAPITests {
    private static let elementSource: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = root.appendingPathComponent("Sources/Switchyard/Statechart/Statechart+Element.swift")
        return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }()

    private func swift(_ plantUML: String) throws -> String {
        try SwiftMachineGenerator(typeName: "T").generate(try PlantUMLReader().read(plantUML))
    }

    @Test(arguments: [
        "[*] --> A\nstate A {\n  [*] --> a1\n  a1 --> [*] : go\n}\nA --> B\n",  // .transition(on: [...], to: [...])
        "[*] --> a\na --> [*] : quit\na --> b : go\nb --> a\n",  // .on, .atomic, .final, .always
        "[*] --> P\nstate P {\n  [*] --> x\n  x --> y : e\n  --\n  [*] --> u\n}\n",  // .parallel, .compound
    ])
    func everyElementBuilderAGeneratedChartCallsIsPublic(diagram: String) throws {
        #expect(!Self.elementSource.isEmpty)
        let source = try swift(diagram)
        let builders = ["transition", "on", "always", "onDone", "atomic", "compound", "parallel", "final", "history"]
        for builder in builders where source.contains(".\(builder)(") {
            #expect(
                Self.elementSource.contains("public static func \(builder)("),
                "generated code calls .\(builder)(…), which a user's package cannot see unless it is public")
        }
    }
}
