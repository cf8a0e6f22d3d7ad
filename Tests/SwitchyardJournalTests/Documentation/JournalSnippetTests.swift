// swift-format-ignore-file
// The journal snippets of README.md and the DocC articles as printed there (their comments aligned), each completed
// with what it needs before it and checked against what the article says after it. `DocumentationSnippetTests`
// fails when a copy and the text differ.
import Foundation
import Switchyard
import SwitchyardJournal
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct JournalSnippetTests {
    enum Checkout: String, Hashable, Sendable, Codable {
        case cart, address, done
        static let machine = Machine<Checkout, CheckoutEvent>.table(initial: .cart, rules: [
            .from(.cart, on: .next, to: .address), .from(.address, on: .next, to: .done),
        ])
    }
    enum CheckoutEvent: String, Hashable, Sendable, Codable { case next }

    /// The SwitchyardJournal landing page: a durable send is in the journal when it returns.
    @Test func aDurableSendIsJournaledWhenItReturns() async throws {
        let file = JournalFile()
        try await pay(orderAt: file.path)
        let journal = try SQLiteEventJournal<StoreSnapshot<Order, OrderEvent>, OrderEvent>(path: file.path)
        #expect(try await journal.recover().events == [.pay])
    }

    /// The SwitchyardJournal landing page and README: an app store saved at every rest, restored.
    @Test func aRecordedStoreIsRestoredFromItsLastRest() throws {
        let file = JournalFile()
        let checkoutDatabasePath = file.path
        do {
            let journal = try StoreJournal<Checkout, CheckoutEvent>(path: checkoutDatabasePath)
            let store = try journal.restoredStore(machine: Checkout.machine)   // a new store the first time
            let recording = journal.record(store)                             // saved at every rest while you keep it
            store.send(.next)
            #expect(store.state == .address)
            recording.cancel()
        }
        let restored = try StoreJournal<Checkout, CheckoutEvent>(path: checkoutDatabasePath)
            .restoredStore(machine: Checkout.machine)
        #expect(restored.state == .address)
    }

    /// Why the articles keep the recording: saving stops once it is released (the first save happens at once).
    @Test func aReleasedRecordingSavesNoMore() throws {
        let file = JournalFile()
        do {
            let journal = try StoreJournal<Checkout, CheckoutEvent>(path: file.path)
            let store = try journal.restoredStore(machine: Checkout.machine)
            _ = journal.record(store)
            store.send(.next)
            #expect(store.state == .address)
        }
        let restored = try StoreJournal<Checkout, CheckoutEvent>(path: file.path).restoredStore(machine: Checkout.machine)
        #expect(restored.state == .cart)
    }

    @Test func theReadmesRecordedOrderIsRestored() throws {
        let file = JournalFile()
        let databasePath = file.path
        do {
            let journal = try StoreJournal<Order, OrderEvent>(path: databasePath)
            let store = try journal.restoredStore(machine: orderMachine)   // a new store the first time
            let recording = journal.record(store)                         // saved at every rest while you keep it
            store.send(.pay)
            #expect(store.state == .paying)
            recording.cancel()
        }
        let restored = try StoreJournal<Order, OrderEvent>(path: databasePath).restoredStore(machine: orderMachine)
        #expect(restored.state == .paying)
    }

    /// README and "Saving and restoring": a durable store.
    @Test func aDurableStoreJournalsThePayment() async throws {
        let file = JournalFile()
        let databasePath = file.path
        do {
            let journal = try SQLiteEventJournal<StoreSnapshot<Order, OrderEvent>, OrderEvent>(path: databasePath)
            let order = try await DurableStore.open(journal: journal, machine: orderMachine)
            try await order.send(.pay)   // returns once `.pay` is journaled; a SIGKILL after this loses nothing
            #expect(await order.store.state == .paying)
        }
        let path = file.path
        do {
            let journal = try SQLiteEventJournal<StoreSnapshot<Order, OrderEvent>, OrderEvent>(path: path)
            let order = try await DurableStore.open(journal: journal, machine: orderMachine, snapshotEvery: 1_000)
            try await order.send(.pay)
            #expect(await order.store.state == .paying)
        }
    }
}
