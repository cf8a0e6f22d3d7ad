import ProcessExample
import Switchyard
import SwitchyardDiagrams
import SwitchyardTesting
import Testing

/// The process machine matches its drawing, `Examples/Diagrams/process.puml`, where `done` is a composite of
/// `success` and `failure`, and the request's completion is drawn as two events, `succeed` and `fail`.
struct ProcessConformanceTests {
    static let diagram = "../../Diagrams/process.puml"

    /// One event of each shape; exploring from `sleeping` with these reaches every state.
    static let sampleEvents: [ProcessEvent] = [
        .execute, .finish(.success("42")), .finish(.failure(ProcessError("offline"))), .reset,
    ]

    /// The drawing's name for a state: the outcome's case inside `done`.
    static func stateName(_ state: ProcessState) -> String {
        switch state {
        case .sleeping: "sleeping"
        case .doing: "doing"
        case .done(.success): "success"
        case .done(.failure): "failure"
        }
    }

    /// The drawing's label for an event: `finish` is drawn as `succeed` or `fail`.
    static func eventName(_ event: ProcessEvent) -> String {
        switch event {
        case .execute: "execute"
        case .finish(.success): "succeed"
        case .finish(.failure): "fail"
        case .reset: "reset"
        }
    }

    @Test func theMachineConformsToItsDiagram() {
        assertConforms(
            ProcessModel.machine(request: InMemoryRequest(answer: .success("42"))), toDiagramAt: Self.diagram,
            sampleEvents: Self.sampleEvents, stateName: Self.stateName, eventName: Self.eventName)
    }

    /// The write-up's bug — a second tap restarting the request — is an extra `doing → doing` arrow, and the
    /// comparison with the drawing reports it.
    @Test func theHiddenDoingToDoingArrowIsReported() throws {
        let report = try conformanceDifferences(
            of: Self.buggy, toDiagramAt: Self.diagram, sampleEvents: Self.sampleEvents, stateName: Self.stateName,
            eventName: Self.eventName)
        #expect(report.extraTransitions.map(\.description) == ["doing --execute--> doing"])
        #expect(report.missingTransitions.isEmpty)
    }

    /// `assertConforms` records the difference as a test issue (so a real regression fails the suite).
    @Test func assertConformsRecordsTheDifference() {
        withKnownIssue {
            assertConforms(
                Self.buggy, toDiagramAt: Self.diagram, sampleEvents: Self.sampleEvents, stateName: Self.stateName,
                eventName: Self.eventName)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasSuffix("extra transition (in the machine, not drawn): doing --execute--> doing")
            }
        }
    }

    /// The process with the write-up's bug: `execute` while `doing` starts the request again.
    static let buggy: Machine<ProcessState, ProcessEvent> = {
        let request = InMemoryRequest(answer: .success("42"))
        return Machine.stepping(initial: .sleeping) { state, event in
            let fresh = state == .doing && event == .execute
            return ProcessModel.transition(from: fresh ? .sleeping : state, on: event, request: request)
        }
    }()
}
