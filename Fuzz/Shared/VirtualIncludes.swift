// Shared by both fuzzers: `!include` reads these texts instead of the file system, so a fuzz run depends on its
// input alone (a fuzzer that reads whatever files lie beside it finds different things on different machines, and
// races with libFuzzer writing its own corpus).

import Switchyard
@testable import SwitchyardDiagrams

/// The files an input may include: a plain fragment, a file with a `@startuml` block, one that includes itself, one
/// that includes the fragment, and one that is not UTF-8.
let virtualIncludes: [String: [UInt8]] = [
    "part.iuml": Array("state Shared {\n  [*] --> inner\n}\nShared --> done : finish\n!$level = 2\n".utf8),
    "block.puml": Array("ignored\n@startuml\n[*] --> fromBlock\n@enduml\nafter\n".utf8),
    "self.iuml": Array("A --> B\n!include self.iuml\n".utf8),
    "chain.iuml": Array("!include_once part.iuml\nC --> D\n".utf8),
    "binary.iuml": [0x41, 0x20, 0xFF, 0xFE, 0x0A],
]

/// An include loader over ``virtualIncludes``; a path names a file by its last component.
let virtualIncludeLoader: PlantUMLPreprocessor.IncludeLoader = { path, _ in
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return virtualIncludes[name].map { (name, $0) }
}
