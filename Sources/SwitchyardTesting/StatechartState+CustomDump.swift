public import CustomDump
public import Switchyard

/// A chart's state dumps as what a test states about it — the active atomic states, the context and whether the
/// chart finished — so a failing `TestStore` assertion shows that difference, not the engine's queues and tables.
extension StatechartState: CustomDumpReflectable {
    /// The configuration's atomic states, the context and `isFinished`.
    public var customDumpMirror: Mirror {
        Mirror(
            self,
            children: [
                "configuration": configuration.atomicStates, "context": context as Any, "isFinished": isFinished,
            ],
            displayStyle: .struct)
    }
}
