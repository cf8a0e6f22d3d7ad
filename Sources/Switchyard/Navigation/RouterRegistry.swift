/// Where a scoped store's state comes from: the root store object and the full key path from its state.
@MainActor
protocol ScopeAnchor: AnyObject {
    var anchorRoot: AnyObject { get }
    var anchorPath: AnyKeyPath? { get }
    var anchorDiagnostics: @Sendable (StoreDiagnostic) -> Void { get }
    var anchorIsBusy: Bool { get }
}

extension Store {
    /// Whether the store is in the middle of processing an event (a send now would be queued).
    var isBusyProcessing: Bool { work.contains(.processing) }
}

extension RootScopeSource: ScopeAnchor {
    var anchorRoot: AnyObject { store }
    var anchorPath: AnyKeyPath? { path }
    var anchorDiagnostics: @Sendable (StoreDiagnostic) -> Void { store.options.onDiagnostic }
    var anchorIsBusy: Bool { store.isBusyProcessing }
}

extension NestedScopeSource: ScopeAnchor {
    private var parentAnchor: (any ScopeAnchor)? { parent as? any ScopeAnchor }
    var anchorRoot: AnyObject { parentAnchor?.anchorRoot ?? parent }
    var anchorPath: AnyKeyPath? { parentAnchor?.anchorPath?.appending(path: path) }
    var anchorDiagnostics: @Sendable (StoreDiagnostic) -> Void {
        parentAnchor?.anchorDiagnostics ?? StoreDiagnostic.defaultHandler
    }
    var anchorIsBusy: Bool { parentAnchor?.anchorIsBusy ?? false }
}

/// The routers alive per root store and key path. Routers are held weakly (a router holds its store, so a strong
/// cache would keep every store alive); entries of released stores are purged on the next lookup.
@MainActor
enum RouterRegistry {
    private final class Entry {
        weak var root: AnyObject?
        var routers: [AnyKeyPath: WeakRouter] = [:]
        init(root: AnyObject) { self.root = root }
    }

    private struct WeakRouter {
        weak var router: AnyObject?
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func router<R: AnyObject>(root: AnyObject, path: AnyKeyPath, _ make: () -> R) -> R {
        purge()
        let key = ObjectIdentifier(root)
        let entry: Entry
        if let existing = entries[key], existing.root === root {
            entry = existing
        } else {
            entry = Entry(root: root)
            entries[key] = entry
        }
        // A key path's value type fixes the router's type, so a live router at `path` is always an `R`.
        if let router = entry.routers[path]?.router as? R { return router }
        let router = make()
        entry.routers[path] = WeakRouter(router: router)
        return router
    }

    private static func purge() {
        for (key, entry) in entries {
            if entry.root == nil {
                entries[key] = nil
            } else {
                entry.routers = entry.routers.filter { $0.value.router != nil }
            }
        }
    }
}
