import Foundation
import Switchyard
import SwitchyardDiagrams
import SwitchyardTesting
import Testing

/// The runner's contracts: a run is reproducible from its seed, coverage names what was never exercised by file,
/// line and column, and stubs answer the call they are addressed to.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ModelTestRunnerTests {
    /// This file's folder, with a slash: coverage gives the drawing's absolute path.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/"

    @Test func aRunIsReproducibleFromItsSeed() async throws {
        let test = try RegistrationVariant.test(bugs: .init(offByOne: true))
        let budget = ModelTestBudget(seed: 99, sequences: 40, length: 10)
        let first = await test.run(budget)
        let second = await test.run(budget)
        #expect(first == second)
        #expect(first.seed == 99)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func theShrunkFailureDoesNotDependOnTheSeed(seed: UInt64) async throws {
        let test = try RegistrationVariant.test(bugs: .init(untiedRequest: true))
        let report = await test.run(ModelTestBudget(seed: seed, sequences: 150, length: 12))
        let failure = try #require(report.failure)
        #expect(failure.steps == ["start", "register", "submit (payload 1 of 2)", "cancel"])
        #expect(failure.seed == seed)
    }

    @Test func coverageNamesWhatWasNeverExercisedByFileLineAndColumn() async throws {
        let test = try RegistrationVariant.test()
        let report = await test.run(ModelTestBudget(seed: 1, sequences: 1, length: 0))
        let missing = report.coverage.missing.map { $0.description.replacingOccurrences(of: Self.folder, with: "") }
        #expect(
            missing.contains("Drawings/signup.puml:14:1: transition sending --> authentication : cancel"), "\(missing)")
        #expect(missing.contains("Drawings/signup.puml:12:1: state locked"), "\(missing)")
        #expect(
            missing.contains(
                "Drawings/signup.puml:12:1: guard [attempts == 2] true on sending --> locked : fail [attempts == 2]"),
            "\(missing)")
        #expect(report.coverage.description.hasPrefix("coverage: states "))
    }

    @Test func aDivergenceAtTheStartIsReportedWithNoSteps() async throws {
        let graph = try DiagramReader.read(
            bytes: Array("@startuml\n[*] --> idle\nidle --> busy : go\n@enduml\n".utf8), format: .plantuml)
        let test = try ModelTest(
            graph: graph, file: "start.puml",
            machine: { _ in Machine<String, String>.stepping(initial: "busy") { _, _ in nil } },
            modelState: { $0 }, inputs: [("go", .send("go"))])
        let report = await test.run(ModelTestBudget(sequences: 5))
        let failure = try #require(report.failure)
        #expect(failure.steps.isEmpty)
        #expect(failure.message.contains("in busy"))
    }

    @Test func stubsAnswerTheCallTheyAreAddressedTo() async {
        let stubs = EffectStubs()
        let stub = stubs.stub("search", returning: Int.self, throwing: Never.self)
        let first = Task { await stub.result() }
        let second = Task { await stub.result() }
        #expect(await stubs.answer("search", call: 2, with: Result<Int, Never>.success(20)))
        #expect(await second.value == .success(20))
        #expect(stubs.pendingCalls(of: "search") == [1])
        first.cancel()
        #expect(await first.value == nil)
        #expect(stubs.pendingCallCount == 0)
        #expect(await !stubs.answer("search", call: 1, with: Result<Int, Never>.success(10), timeout: .zero))
    }
}
