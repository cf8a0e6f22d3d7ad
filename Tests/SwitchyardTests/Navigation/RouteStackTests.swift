import Switchyard
import Testing

struct RouteStackTests {
    @Test func pushAndPopReportWhatChanged() {
        var stack = RouteStack<ScreenRoute>()
        #expect(stack.routes.isEmpty && stack.routes.last == nil && stack.routes.count == 0)
        do {
            let change = stack.push(.b)
            #expect(change == NavigationChange(added: [.b]))
        }
        do {
            let change = stack.push(.detail(1))
            #expect(change == NavigationChange(added: [.detail(1)]))
        }
        #expect(stack.routes.last == .detail(1) && stack.routes.count == 2)
        do {
            let change = stack.pop()
            #expect(change == NavigationChange(removed: [.detail(1)]))
        }
        #expect(stack.routes == [.b])
        stack.pop()
        do {
            let change = stack.pop()
            #expect(change.isEmpty)
        }
        #expect(stack.description == "root")
    }

    @Test func popToRouteRemovesEverythingAboveItsTopmostOccurrence() {
        var stack = RouteStack<ScreenRoute>([.b, .detail(1), .b, .detail(2), .settings])
        do {
            let change = stack.pop(to: .b)
            #expect(change == NavigationChange(removed: [.settings, .detail(2)]))
        }
        #expect(stack.routes == [.b, .detail(1), .b])
        do {
            let change = stack.pop(to: .settings)
            #expect(change.isEmpty)
        }
        #expect(stack.routes == [.b, .detail(1), .b])
        do {
            let change = stack.pop(to: .b)
            #expect(change.isEmpty)
        }
    }

    @Test func popToRootEmptiesTheStack() {
        var stack = RouteStack<ScreenRoute>([.b, .settings])
        do {
            let change = stack.popToRoot()
            #expect(change == NavigationChange(removed: [.settings, .b]))
        }
        #expect(stack.routes.isEmpty)
        do {
            let change = stack.popToRoot()
            #expect(change.isEmpty)
        }
    }

    @Test func replaceKeepsTheCommonPrefix() {
        var stack = RouteStack<ScreenRoute>([.b, .detail(1), .settings])
        let change = stack.replace(with: [.b, .detail(2)])
        #expect(change == NavigationChange(removed: [.settings, .detail(1)], added: [.detail(2)]))
        #expect(stack.routes == [.b, .detail(2)])
        do {
            let change = stack.replace(with: [.b, .detail(2)])
            #expect(change.isEmpty)
        }
        #expect(stack.description == "root → b → detail(2)")
    }

    @Test func isCodableAndHashable() throws {
        let stack = RouteStack<ScreenRoute>([.b, .detail(3)])
        #expect(Set([stack, stack, RouteStack()]).count == 2)
        #expect(stack.routes.contains(.detail(3)) && !stack.routes.contains(.settings))
    }
}
