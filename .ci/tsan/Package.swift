// swift-tools-version: 6.2

// The runtime, the test tools and their concurrency tests alone, for the thread-sanitizer pass of `.ci/run`: the
// sources are the repository's own (symbolic links), so this builds in a fraction of the time of every example under
// the sanitizer. SwitchyardTesting is here because its lock-protected types (`TestClock`, the test store's release
// ledger) are `@unchecked Sendable`: SwitchyardTestingThreadSafetyTests is what would catch an access outside the
// lock.
import PackageDescription

let package = Package(
    name: "SwitchyardThreadSanitizer",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "Switchyard"),
        .target(name: "SwitchyardDiagrams", dependencies: ["Switchyard"]),
        .target(
            name: "SwitchyardTesting",
            dependencies: [
                "Switchyard", "SwitchyardDiagrams",
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        .target(name: "SwitchyardFixtures", dependencies: ["Switchyard"], path: "Tests/SwitchyardFixtures"),
        .testTarget(
            name: "SwitchyardTests",
            dependencies: [
                "Switchyard", "SwitchyardTesting", "SwitchyardFixtures",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(name: "SwitchyardTestingThreadSafetyTests", dependencies: ["SwitchyardTesting", "Switchyard"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
