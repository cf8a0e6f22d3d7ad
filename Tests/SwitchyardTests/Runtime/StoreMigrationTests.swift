import Switchyard
import Testing

/// 0.6's `Store.options`, `ActorStore.options` and `StoreDiagnostic.Origin.init`, which 0.7 took off the public
/// surface (README, "Migrating"), keep deprecated forwards until 0.8: each gives what the package's own replacement
/// gives. The old calls are written in deprecated functions reached through a protocol, so that this target compiles
/// without deprecation warnings.
@MainActor
@Suite struct StoreMigrationTests {
    enum Door: Hashable, Sendable { case closed, open }
    enum DoorEvent: Hashable, Sendable { case open, close }

    static let machine = Machine<Door, DoorEvent>.routing(initial: .closed) { state, event in
        state == .closed && event == .open ? .open : nil
    }

    protocol OldCode {
        @MainActor static func options(of store: Store<Door, DoorEvent>) -> StoreOptions
        static func options(of store: ActorStore<Door, DoorEvent>) -> StoreOptions
        static func origin() -> StoreDiagnostic.Origin
    }

    enum ZeroSixCode: OldCode {
        @available(*, deprecated)
        @MainActor static func options(of store: Store<Door, DoorEvent>) -> StoreOptions { store.options }

        @available(*, deprecated)
        static func options(of store: ActorStore<Door, DoorEvent>) -> StoreOptions { store.options }

        @available(*, deprecated)
        static func origin() -> StoreDiagnostic.Origin {
            StoreDiagnostic.Origin(fileID: "App/Door.swift", filePath: "/src/App/Door.swift", line: 3, column: 9)
        }
    }

    static func check<Code: OldCode>(_: Code.Type) {
        let options = StoreOptions(ignoredEvents: .log, eventLogCapacity: 4)
        let store = Store(machine: Self.machine, options: options)
        let old = Code.options(of: store)
        #expect(old.eventLogCapacity == store.storeOptions.eventLogCapacity && old.eventLogCapacity == 4)
        #expect(old.ignoredEvents == store.storeOptions.ignoredEvents && old.ignoredEvents == .log)
        let actorStore = ActorStore(machine: Self.machine, options: options, runningOn: nil)
        let oldActor = Code.options(of: actorStore)
        #expect(oldActor.eventLogCapacity == actorStore.storeOptions.eventLogCapacity)
        #expect(oldActor.ignoredEvents == actorStore.storeOptions.ignoredEvents)
        let origin = Code.origin()
        #expect(
            origin
                == StoreDiagnostic.Origin(
                    callerFileID: "App/Door.swift", filePath: "/src/App/Door.swift", line: 3, column: 9))
        #expect(origin.fileID == "App/Door.swift" && origin.line == 3 && origin.column == 9)
    }

    @Test func theStoreForwardsGiveWhatTheirReplacementsGive() {
        Self.check(ZeroSixCode.self)
    }
}
