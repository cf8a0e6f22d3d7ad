// 0.6's reading of a token's state, no longer public in 0.7: cancel a token or release it. Goes in 0.8.

extension ObserverToken {
    /// Whether the token was cancelled.
    @available(*, deprecated, message: "cancel a token or release it; its observer is then never called again")
    public var isCancelled: Bool { wasCancelled }
}
