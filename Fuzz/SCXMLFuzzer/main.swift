// libFuzzer entry point for the SCXML reader, the statechart engine it builds, the tracer, the analysis, the
// writers and `generate`. Built by `.ci/fuzz` against SwitchyardDiagrams and
// the Switchyard core, each compiled once with the same instrumentation.
import Switchyard

@testable import SwitchyardDiagrams

/// Reads arbitrary bytes as SCXML; whatever reads is run (a few events, the virtual clock), analysed and written;
/// any crash, hang or sanitizer report is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSCXML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let report = DiagramChecker.checkDiagrams(file: "fuzz.scxml", bytes: bytes, format: .scxml)[0]
    if let error = report.error {
        // Only a file that cannot be read has no position, and these bytes were read.
        let line = error.line ?? 0, column = error.column ?? 0
        precondition(line >= 1 && column >= 1, "error position must be 1-based")
        precondition(line <= bytes.count { $0 == 0x0A } + 1, "error line must lie within the input")
        return 0
    }
    precondition(Set(report.unreachable).isSubset(of: report.states))
    _ = report.json
    // `check` reads a document beyond the engine's subset as a drawing, with a `not-runnable` warning; a drawing the
    // SCXML writer marked `switchyard:runnable="false"` is read as one too. Anything else it reads, the engine runs.
    let drawingOnly = report.diagnostics.contains { $0.code == "not-runnable" }
    guard let chart = try? SCXMLReader().read(bytes: bytes) else {
        precondition(
            drawingOnly || String(decoding: bytes, as: UTF8.self).contains("runnable=\"false\""),
            "check read the chart as runnable but the reader did not")
        if let graph = try? SCXMLReader().readGraph(bytes: bytes) { exerciseWriters(graph) }
        return 0
    }
    precondition(!drawingOnly, "check said the engine does not run the chart, but the reader built it")
    // A bounded run: few steps per event, every event name the chart mentions, and the clock.
    var interpreter = chart.makeInterpreter()
    interpreter.stepLimit = 2_000
    let events = report.events.prefix(8).map { TraceEvent(event: $0, after: 500) }
    var tracer = StatechartTracer<SCXMLDataModel>()
    tracer.deliveryLimit = 2_000
    let result = tracer.trace(interpreter, events: Array(events))
    precondition(result.steps.count == events.count)
    if let graph = try? SCXMLReader().readGraph(bytes: bytes) { exerciseWriters(graph) }
    // `generate swift` on the chart: source, or a refusal at a position in the document.
    do {
        _ = try SwiftMachineGenerator(typeName: "Fuzz").generate(chart)
    } catch {
        precondition(error.line != nil, "generate swift refused an SCXML chart without a position: \(error.message)")
    }
    return 0
}
