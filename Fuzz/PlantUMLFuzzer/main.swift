// libFuzzer entry point for the PlantUML reader, the analysis, the writers and `generate`. Built by `.ci/fuzz`
// against SwitchyardDiagrams compiled once with `-enable-testing`, so its internal helpers are reachable.

import Switchyard
@testable import SwitchyardDiagrams

/// Reads arbitrary bytes as a PlantUML diagram and analyses whatever parses; any crash, hang or sanitizer report is
/// a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlantUML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for report in DiagramChecker.checkDiagrams(
        file: "fuzz.puml", bytes: bytes, format: .plantuml, includeLoader: virtualIncludeLoader)
    {
        if let error = report.error {
            // Only a file that cannot be read has no position, and these bytes were read.
            let line = error.line ?? 0, column = error.column ?? 0
            precondition(line >= 1 && column >= 1, "error position must be 1-based")
            precondition(line <= bytes.count { $0 == 0x0A } + 1, "error line must lie within the input")
        } else {
            precondition(Set(report.unreachable).isSubset(of: report.states))
            _ = report.json
        }
    }
    var reader = PlantUMLReader()
    reader.includeLoader = virtualIncludeLoader
    if let graph = try? reader.read(bytes: bytes) { exerciseWriters(graph) }
    return 0
}
