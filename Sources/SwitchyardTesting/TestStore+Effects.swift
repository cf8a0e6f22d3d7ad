import Switchyard

extension TestStore {
    /// How many effects of the store are running: work started and not yet finished or cancelled. A test checks
    /// with it that leaving a state cancelled the work tied to it.
    public var runningEffectCount: Int { store.runningEffectCount }
}
