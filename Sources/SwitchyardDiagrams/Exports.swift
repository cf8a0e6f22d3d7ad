// The diagram tools speak the core's vocabulary: every reader returns a `StateGraph`, every writer takes one, and
// charts run on the core's `Statechart`. Re-exported so `import SwitchyardDiagrams` alone is enough to name them.
@_exported public import Switchyard
