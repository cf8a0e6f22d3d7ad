import Switchyard
import Testing

struct PresentationTests {
    @Test func presentingNestsFromTheTopmost() {
        var presentation = Presentation<ScreenSheet>()
        #expect(presentation.chain.isEmpty && presentation.destination == nil && presentation.chain.last == nil)
        do {
            let change = presentation.present(.compose)
            #expect(change == NavigationChange(adding: [Presented(.compose)]))
        }
        presentation.present(.picker, style: .fullScreenCover)
        #expect(presentation.destination == .compose)
        #expect(presentation.chain.last == Presented(.picker, style: .fullScreenCover))
        #expect(presentation.chain.count == 2)
        #expect(presentation.prefix(presentedBy: 0).chain == [Presented(.picker, style: .fullScreenCover)])
        #expect(presentation.prefix(presentedBy: 1).chain.isEmpty)
        #expect(presentation.presents(.picker))
    }

    @Test func dismissRemovesTheTopmostOrANamedDestinationWithWhatItPresented() {
        var presentation = Presentation<ScreenSheet>([Presented(.compose), Presented(.picker)])
        do {
            let change = presentation.dismiss()
            #expect(change == NavigationChange(removing: [Presented(.picker)]))
        }
        presentation.present(.picker)
        do {
            let change = presentation.dismiss(.compose)
            #expect(change == NavigationChange(removing: [Presented(.picker), Presented(.compose)]))
        }
        #expect(presentation.chain.isEmpty)
        do {
            let change = presentation.dismiss()
            #expect(change.containsNothing)
        }
        do {
            let change = presentation.dismiss(.compose)
            #expect(change.containsNothing)
        }
    }

    @Test func replaceSwapsTheWholeChainForOneDestination() {
        var presentation = Presentation<ScreenSheet>([Presented(.compose), Presented(.picker)])
        let change = presentation.replaceAll(with: .picker, style: .fullScreenCover)
        #expect(change.removed == [Presented(.picker), Presented(.compose)])
        #expect(change.added == [Presented(.picker, style: .fullScreenCover)])
        do {
            let change = presentation.replaceAll(with: .picker, style: .fullScreenCover)
            #expect(change.containsNothing)
        }
        do {
            let change = presentation.dismissAll()
            #expect(change == NavigationChange(removing: [Presented(.picker, style: .fullScreenCover)]))
        }
    }
}

struct AlertStateTests {
    @Test func alertKindsDescribeTheirButtonsAndEvents() {
        let alert = ScreenAlert.networkError.alertState
        #expect(alert.title == "Network error")
        #expect(alert.buttons.map(\.role) == [.cancel, .default])
        #expect(alert.event(forButtonTitled: "Retry") == .retry)
        #expect(alert.event(forButtonTitled: "OK") == nil)
        #expect(alert.event(forButtonTitled: "Missing") == nil)
        let mapped = alert.mapEvents { AppScreensEvent.screenA($0) }
        #expect(mapped.event(forButtonTitled: "Retry") == .screenA(.retry))
        #expect(mapped.title == alert.title && mapped.style == .alert)
        let dialog = AlertState<ScreenEvent>(
            style: .confirmationDialog, title: "Delete?", buttons: [.destructive("Delete", event: .retry)])
        #expect(dialog.buttons.first?.role == .destructive)
        #expect(dialog != alert)
    }
}
