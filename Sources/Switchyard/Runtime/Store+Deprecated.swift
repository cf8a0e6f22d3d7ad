// 0.6's reading of a store's options, no longer public in 0.7: keep the options you made the store with.
// Goes in 0.8.

extension Store {
    /// The options the store was made with.
    @available(*, deprecated, message: "keep the StoreOptions you made the store with")
    public nonisolated var options: StoreOptions { storeOptions }
}

extension ActorStore {
    /// The options the store was made with.
    @available(*, deprecated, message: "keep the StoreOptions you made the store with")
    public nonisolated var options: StoreOptions { storeOptions }
}
