import Switchyard
import Testing

/// 0.6's `Presentation.isPresenting(_:)`, `presentation(presentedBy:)` and `replace(with:style:)`,
/// `NavigationChange.init` and `isEmpty`, `AlertState.map(_:)` and `AlertButton.init(title:role:event:)`, which 0.7
/// took off the public surface (README, "Migrating"), keep deprecated forwards until 0.8: each gives what the
/// package's own replacement gives. The old calls are written in deprecated functions reached through a protocol, so
/// that this target compiles without deprecation warnings.
@Suite struct PresentationMigrationTests {
    enum Sheet: Hashable, Sendable { case settings, account, help }

    struct Readings: Equatable {
        var presenting: [Bool]
        var nested: Presentation<Sheet>
        var replaced: Presentation<Sheet>
        var replaceChange: NavigationChange<Presented<Sheet>>
        var change: NavigationChange<Sheet>
        var emptiness: [Bool]
        var alert: AlertState<String>
        var button: AlertButton<Int>
    }

    protocol OldCode {
        static func read(_ presentation: Presentation<Sheet>, alert: AlertState<Int>) -> Readings
    }

    enum ZeroSixCode: OldCode {
        @available(*, deprecated)
        static func read(_ presentation: Presentation<Sheet>, alert: AlertState<Int>) -> Readings {
            var replaced = presentation
            let replaceChange = replaced.replace(with: .help, style: .fullScreenCover)
            return Readings(
                presenting: [presentation.isPresenting(.account), presentation.isPresenting(.help)],
                nested: presentation.presentation(presentedBy: 0), replaced: replaced, replaceChange: replaceChange,
                change: NavigationChange(removed: [.settings], added: [.help]),
                emptiness: [NavigationChange<Sheet>().isEmpty, NavigationChange(added: [Sheet.help]).isEmpty],
                alert: alert.map { "event \($0)" },
                button: AlertButton(title: "Delete", role: .destructive, event: 1))
        }
    }

    static func check<Code: OldCode>(_: Code.Type) {
        let presentation = Presentation<Sheet>([Presented(.settings), Presented(.account, style: .fullScreenCover)])
        let alert = AlertState<Int>(title: "Delete?", buttons: [.destructive("Delete", event: 1), .cancel("Keep")])
        let read = Code.read(presentation, alert: alert)
        #expect(read.presenting == [presentation.presents(.account), presentation.presents(.help)])
        #expect(read.presenting == [true, false])
        #expect(read.nested == presentation.prefix(presentedBy: 0))
        #expect(read.nested == Presentation([Presented(.account, style: .fullScreenCover)]))
        var replaced = presentation
        let change = replaced.replaceAll(with: .help, style: .fullScreenCover)
        #expect(read.replaced == replaced && read.replaceChange == change)
        var reopened = presentation
        reopened.dismissAll()
        reopened.present(.help, style: .fullScreenCover)
        #expect(read.replaced == reopened)
        #expect(read.change == NavigationChange(removing: [.settings], adding: [.help]))
        #expect(read.emptiness == [true, false])
        #expect(read.emptiness == [NavigationChange<Sheet>().containsNothing, read.change.containsNothing])
        #expect(read.alert.title == alert.mapEvents { "event \($0)" }.title)
        #expect(read.alert.buttons.map(\.event) == ["event 1", nil])
        #expect(read.button == AlertButton(titled: "Delete", role: .destructive, event: 1))
        #expect(read.button == .destructive("Delete", event: 1))
    }

    @Test func theNavigationForwardsGiveWhatTheirReplacementsGive() {
        Self.check(ZeroSixCode.self)
    }
}
