import Foundation
import IssueReporting
public import Switchyard
package import SwitchyardDiagrams

/// A model-based test: event sequences planned from a drawing drive the real machine in a store — effects run,
/// their answers and the passing of time chosen by the runner — and after every step the implementation is checked
/// against the drawing. A divergence is shrunk to a minimal sequence and printed as a ready-to-paste test.
///
/// ```swift
/// @MainActor @Test func processFollowsItsDrawing() async throws {
///     let test = try ModelTest(
///         drawing: "process.puml",
///         machine: { stubs in ProcessModel.machine(request: StubRequest(stub: stubs.stub("request"))) },
///         modelState: { state in
///             switch state {
///             case .sleeping: "sleeping"
///             case .doing: "doing"
///             case .done(.success): "success"
///             case .done(.failure): "failure"
///             }
///         },
///         inputs: [
///             ("execute", .send(.execute)), ("reset", .send(.reset)),
///             ("succeed", .answer("request", with: Result<String, ProcessError>.success("42"))),
///             ("fail", .answer("request", with: Result<String, ProcessError>.failure(ProcessError("offline")))),
///         ])
///     await test.check(ModelTestBudget(seed: 7, sequences: 300))
/// }
/// ```
///
/// After every step the runner checks that the implementation's state maps to the model's configuration (atomic
/// states joined by `, `; `[*]` once the model finished), that an event the model ignores is ignored and one it
/// takes is taken, that no effect started on entering a state still runs once that state was left (except
/// ``longLivedEffects``), that the ``invariants`` hold, and that the store reported no failure.
///
/// The model may also be a typed `Statechart`, `Machine`, `TransitionTable` or `Flow`, run by its own transition
/// function (see ``init(statechart:context:named:events:machine:modelState:inputs:)`` and the initializers beside
/// it); its coverage names states and transitions without a `FILE:LINE:COL`.
@MainActor
public struct ModelTest<State: Sendable & Equatable, Event: Sendable> {
    /// The model: a drawing, or a typed statechart, machine or flow.
    let model: any RunnableModel
    /// The drawing's path, as coverage locations give it; a typed model's name.
    let file: String
    /// The drawing's file name, as messages give it.
    var fileName: String { file.split(separator: "/").last.map(String.init) ?? file }
    let makeMachine: @MainActor (EffectStubs) -> Machine<State, Event>
    let modelState: (State) -> String
    let inputs: [(label: String, input: ModelInput<Event>)]
    let data: [String: Int]
    /// Properties of the implementation's state checked after every step.
    public var invariants: [ModelInvariant<State>] = []
    /// Effects allowed to outlive the state they were started in (a session listener).
    public var longLivedEffects: Set<EffectID> = []
    /// How the printed test makes the machine from `stubs`; `makeMachine(stubs)` by default.
    public var machineSource = "makeMachine(stubs)"
    /// How the printed test maps a state to the model's state name; `modelState` by default.
    public var modelStateSource = "modelState"
    /// The longest real-time wait for an effect that is neither waiting on a stub nor asleep on the test clock.
    public var timeout: Duration = .seconds(1)

    /// Creates a test from a drawing in a file.
    /// - Parameters:
    ///   - path: The drawing (PlantUML, Mermaid or SCXML's graph), absolute, relative to the working directory, or
    ///     to the calling test file's folder (or a folder above it). Coverage locations give it as an absolute path.
    ///   - machine: Makes the implementation, with its dependencies forwarding to `stubs`.
    ///   - modelState: Maps a state of the implementation to the model's: the drawing's atomic state ids joined
    ///     by `, `, or `[*]` for a finished flow.
    ///   - inputs: For each event of the model (an arrow label's event part, or a whole label), how it reaches the
    ///     implementation, simplest first where one stub has several outcomes.
    ///   - data: The initial values of the data the drawing's guards and actions use (`[attempts < 3]`).
    ///   - filePath: The calling file, for relative paths.
    /// - Throws: ``DiagramFileError`` when the drawing cannot be read or cannot run.
    public init(
        drawing path: String,
        machine: @escaping @MainActor (EffectStubs) -> Machine<State, Event>,
        modelState: @escaping (State) -> String,
        inputs: [(String, ModelInput<Event>)],
        data: [String: Int] = [:],
        filePath: StaticString = #filePath
    ) throws(DiagramFileError) {
        let resolved = DiagramFile.resolve(path, relativeTo: filePath)
        try self.init(
            graph: try DiagramFile.graph(at: resolved), file: URL(fileURLWithPath: resolved).standardized.path,
            machine: machine, modelState: modelState,
            inputs: inputs, data: data)
    }

    /// Creates a test from a drawing already read.
    /// - Parameters:
    ///   - graph: The drawing.
    ///   - file: The file it came from, for the coverage report's `FILE:LINE:COL`.
    ///   - machine: Makes the implementation, with its dependencies forwarding to `stubs`.
    ///   - modelState: Maps a state of the implementation to the model's.
    ///   - inputs: How each event of the model reaches the implementation.
    ///   - data: The initial values of the drawing's data.
    /// - Throws: ``DiagramFileError`` when the drawing cannot run.
    public init(
        graph: StateGraph, file: String,
        machine: @escaping @MainActor (EffectStubs) -> Machine<State, Event>,
        modelState: @escaping (State) -> String,
        inputs: [(String, ModelInput<Event>)],
        data: [String: Int] = [:]
    ) throws(DiagramFileError) {
        let chart: DiagramChart
        do {
            chart = try DiagramChart(graph)
        } catch {
            throw DiagramFileError(
                message: DiagnosticLine.location(file: file, line: error.line, column: error.column)
                    + ": the drawing cannot run: \(error.message)")
        }
        self.init(
            model: DrawingModel(chart: chart, timers: Self.timers(in: inputs)), file: file, machine: machine,
            modelState: modelState, inputs: inputs, data: data)
    }

    /// Creates a test on any model: a drawing's, or a typed one (see `ModelTest+TypedModels.swift`).
    init(
        model: any RunnableModel, file: String,
        machine: @escaping @MainActor (EffectStubs) -> Machine<State, Event>,
        modelState: @escaping (State) -> String,
        inputs: [(String, ModelInput<Event>)],
        data: [String: Int]
    ) {
        self.model = model
        self.file = file
        self.makeMachine = machine
        self.modelState = modelState
        self.inputs = inputs.map { (label: $0.0, input: $0.1) }
        self.data = data
    }

    /// Runs the test: the planned sequences, then random walks, within `budget`; stops at the first divergence and
    /// shrinks it.
    /// - Parameter budget: How much to run, and the seed.
    /// - Returns: The failure, if any, and the coverage.
    public func run(_ budget: ModelTestBudget = ModelTestBudget()) async -> ModelTestReport {
        await ModelTestRunner(test: self, budget: budget).run()
    }

    /// Runs the test and reports the shrunk failure (with its seed and a test to paste) as a test issue.
    /// - Parameters:
    ///   - budget: How much to run, and the seed.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: The report.
    @discardableResult
    public func check(
        _ budget: ModelTestBudget = ModelTestBudget(), fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> ModelTestReport {
        let report = await run(budget)
        if let failure = report.failure {
            reportIssue(
                "The implementation diverges from \(fileName): \(failure)", fileID: fileID, filePath: filePath,
                line: line, column: column)
        }
        return report
    }

    /// Runs `steps` once on a fresh store, checked as a run checks them (steps that do not apply are skipped): for
    /// tests of the runner, e.g. that no part of a shrunk sequence (``ModelTestFailure/plannedSteps``) fails.
    /// - Parameter steps: The steps.
    /// - Returns: The divergence's message and the steps that ran up to it; `nil` when the implementation followed
    ///   the model.
    package func replay(_ steps: [PlannedStep]) async -> (message: String, steps: [PlannedStep])? {
        await ModelTestRunner(test: self, budget: ModelTestBudget()).replay(steps)
    }
}
