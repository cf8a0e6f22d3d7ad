// Public: a conformance is as visible as the type it extends.
public import ArgumentParser
public import SwitchyardDiagrams

/// `--input-format plantuml|mermaid|scxml`: the library's notation, spelled as its raw value.
extension DiagramFormat: ExpressibleByArgument {}
