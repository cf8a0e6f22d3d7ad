// libFuzzer entry point for the Mermaid reader, the analysis, the writers and `generate`. Built by `.ci/fuzz`
// against SwitchyardDiagrams compiled once with `-enable-testing`, so its internal helpers are reachable.

import Switchyard
@testable import SwitchyardDiagrams

/// Reads arbitrary bytes as a Mermaid diagram (after a `stateDiagram-v2` header half of the time) and analyses
/// whatever parses; any crash, hang or sanitizer report is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMermaid(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let first = bytes.first, first & 1 == 0 { bytes = Array("stateDiagram-v2\n".utf8) + bytes.dropFirst() }
    let report = DiagramChecker.check(file: "fuzz.mmd", bytes: bytes, format: .mermaid)
    if let error = report.error {
        // Only a file that cannot be read has no position, and these bytes were read.
        let line = error.line ?? 0, column = error.column ?? 0
        precondition(line >= 1 && column >= 1, "error position must be 1-based")
        precondition(line <= bytes.count { $0 == 0x0A } + 1, "error line must lie within the input")
    } else {
        precondition(Set(report.unreachable).isSubset(of: report.states))
        _ = report.json
        if let graph = try? MermaidReader().read(bytes: bytes) { exerciseWriters(graph) }
    }
    return 0
}
