import Benchmark

/// The runtime benchmarks: transitions, observers, selections, re-entrant sends, statecharts, and the naive baselines.
///
/// Every `Store` benchmark builds its store outside the measurement and runs its inner loop in one hop to the main
/// actor, so the hop is paid once per 1,000 operations and reported figures are per operation.
let benchmarks: @Sendable () -> Void = {
    EditFlowSuite.register()
    ActorStoreSuite.register()
    RingSuite.register()
    SelectionSuite.register()
    CancellationSuite.register()
    ReentrancySuite.register()
    OverheadSuite.register()
    ObservedSendSuite.register()
    StatechartSuite.register()
}
