// swift-format-ignore-file
// The SwitchyardJournal catalog's landing-page snippet as printed there; `JournalSnippetTests` runs it;
// `DocumentationSnippetTests` fails when the copy and the text differ. `pay(orderAt:)` is not a test: its one
// caller, `JournalSnippetTests`, runs it under that suite's `.timeLimit(.minutes(5))`.
import Switchyard
import SwitchyardJournal

func pay(orderAt path: String) async throws {   // path: "/var/lib/orders/42.sqlite"
    let journal = try SQLiteEventJournal<StoreSnapshot<Order, OrderEvent>, OrderEvent>(path: path)
    let order = try await DurableStore.open(journal: journal, machine: orderMachine)
    try await order.send(.pay)   // returns once `.pay` is in the journal, and processed
}
