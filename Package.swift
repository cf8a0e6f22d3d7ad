// swift-tools-version: 6.2

import PackageDescription

let package = Package(
    name: "Switchyard",
    platforms: [
        .macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1),
    ],
    products: [
        .library(name: "Switchyard", targets: ["Switchyard"]),
        .library(name: "SwitchyardDiagrams", targets: ["SwitchyardDiagrams"]),
        .library(name: "SwitchyardJournal", targets: ["SwitchyardJournal"]),
        .library(name: "SwitchyardTesting", targets: ["SwitchyardTesting"]),
        .library(name: "SwitchyardInspector", targets: ["SwitchyardInspector"]),
        .library(name: "SwitchyardUI", targets: ["SwitchyardUI"]),
        .executable(name: "switchyard", targets: ["switchyard"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // MARK: Libraries

        .target(name: "Switchyard"),
        .target(name: "SwitchyardDiagrams", dependencies: ["Switchyard"]),
        // A store that survives a crash: an event journal with snapshots (SQLite through GRDB) behind a durable store,
        // and an app store's snapshot written each time the store comes to rest.
        .target(
            name: "SwitchyardJournal", dependencies: ["Switchyard", .product(name: "GRDB", package: "GRDB.swift")]),
        // SwiftUI and UIKit forwards over the core's binding models; compiles to nothing where neither exists.
        .target(name: "SwitchyardUI", dependencies: ["Switchyard"]),
        // Connects a store to the inspector page; Foundation only, so an app adds no package for it.
        .target(name: "SwitchyardInspector", dependencies: ["Switchyard"]),
        // The inspector's server and page, behind `switchyard inspect`; not a product.
        .target(
            name: "SwitchyardInspectorServer",
            dependencies: [
                "SwitchyardInspector", "SwitchyardDiagrams", .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            // The page's HTML, CSS and JavaScript, loaded through `Bundle.module`.
            // Embedded in the code, not copied into a bundle: a `switchyard` binary copied elsewhere serves the page
            // without a resource folder beside it.
            resources: [
                .embedInCode("Resources/inspector.html"), .embedInCode("Resources/inspector.css"),
                .embedInCode("Resources/inspector.js"), .embedInCode("Resources/stately.html"),
                .embedInCode("Resources/stately.js"),
            ]
        ),
        .target(
            name: "SwitchyardTesting",
            dependencies: [
                "Switchyard", "SwitchyardDiagrams",
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                // Linked here, not left to users: on Linux, IssueReporting finds Swift Testing and XCTest through
                // this product, and without it a failing TestStore would only print. A test tool that can pass
                // when it should fail is the worst defect it can have.
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        .executableTarget(
            name: "switchyard",
            dependencies: [
                "Switchyard", "SwitchyardDiagrams", "SwitchyardInspectorServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: SDK stubs (Linux CI only; no product depends on them)

        // Exactly the SwiftUI and UIKit declarations SwitchyardUI and the example screens use, with Apple's
        // signatures, so that `swift build --target ExampleScreensStubbed` type-checks the adapter layer on Linux.
        .target(name: "SwiftUIStub", path: "Stubs/SwiftUIStub", exclude: ["README.md"]),
        .target(name: "UIKitStub", path: "Stubs/UIKitStub", exclude: ["README.md"]),
        // SwitchyardUI's own sources (a symbolic link), compiled against the stubs.
        .target(
            name: "SwitchyardUIStubbed", dependencies: ["Switchyard", "SwiftUIStub", "UIKitStub"],
            path: "Stubs/SwitchyardUIStubbed", swiftSettings: [.define("SWITCHYARD_UI_STUBS")]),

        // The example screens compiled against the stubs: the command CI runs is
        // `swift build --target ExampleScreensStubbed`.
        .target(
            name: "ExampleScreensStubbed",
            dependencies: [
                "SwitchyardUIStubbed", "SwiftUIStub", "UIKitStub", "Switchyard", "RegistrationExample",
                "ScreenRoutingExample", "OnboardingExample",
            ],
            path: "Stubs/ExampleScreensStubbed", swiftSettings: [.define("SWITCHYARD_UI_STUBS")]),

        // MARK: Tests

        // The core's tests, folder for folder as `Sources/Switchyard`; async ones run on SwitchyardTesting's clock.
        .testTarget(
            name: "SwitchyardTests",
            dependencies: [
                "Switchyard", "SwitchyardTesting", "SwitchyardFixtures",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(
            name: "SwitchyardJournalTests",
            dependencies: [
                "SwitchyardJournal", "Switchyard", "SwitchyardTesting", "ProcessTestSupport", "journal-crash-child",
                // GRDB to damage a journal's rows on purpose; PropertyBased for recovery against uninterrupted runs.
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        // A server the journal's crash test kills with SIGKILL at random instants; test support, not a product.
        .executableTarget(
            name: "journal-crash-child", dependencies: ["SwitchyardJournal", "Switchyard"],
            path: "Tests/JournalCrashChild"),
        // Runs programs for the tests that need one (the built CLI, plantuml, dot, the demo) without blocking a
        // thread that other tests' tasks need.
        .target(name: "ProcessTestSupport", path: "Tests/ProcessTestSupport"),
        // Charts and machines that several test targets run (the README's media player, edit machine and register
        // flow, the Process example), written once; test support, not a product.
        .target(name: "SwitchyardFixtures", dependencies: ["Switchyard"], path: "Tests/SwitchyardFixtures"),
        .testTarget(
            name: "SwitchyardTestingTests",
            dependencies: [
                "SwitchyardTesting", "Switchyard", "SwitchyardDiagrams", "SwitchyardFixtures",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["ModelBased/Drawings"]
        ),
        .testTarget(
            name: "SwitchyardDiagramsTests",
            dependencies: [
                "Switchyard", "SwitchyardDiagrams", "ProcessTestSupport", "SwitchyardFixtures",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Producing/Writers/References"]
        ),
        // Depends on SwitchyardTesting alone, as a user's test target does: proves that a failing TestStore fails
        // the test with no extra product.
        .testTarget(name: "SwitchyardTestingLinkTests", dependencies: ["SwitchyardTesting", "Switchyard"]),
        // Concurrency stress for the test tools' lock-protected types; also built under the thread sanitizer by
        // .ci/tsan, which is what would catch an access outside the lock.
        .testTarget(name: "SwitchyardTestingThreadSafetyTests", dependencies: ["SwitchyardTesting", "Switchyard"]),
        // The inspector end to end: a real server, real stores, and headless Chromium driving the page. Folder for
        // folder as `Sources/SwitchyardInspector`, with `Server/` for `Sources/SwitchyardInspectorServer`.
        .testTarget(
            name: "SwitchyardInspectorTests",
            dependencies: [
                "SwitchyardInspector", "SwitchyardInspectorServer", "Switchyard", "SwitchyardDiagrams",
                "SwitchyardTesting", "SwitchyardFixtures", "RegistrationExample", "RegistrationDemoKit",
                "ProcessTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        // SwitchyardUI's UIKit adapters run against the stub UIKit, with controllers that record what they are asked.
        // The README's and the articles' SwiftUI and UIKit snippets compile against the stubs too (Documentation/).
        .testTarget(
            name: "SwitchyardUITests",
            dependencies: [
                "SwitchyardUIStubbed", "SwiftUIStub", "UIKitStub", "Switchyard", "RegistrationExample",
                "ScreenRoutingExample", "OnboardingExample",
            ]),
        // Runs the built `switchyard` and compares its output with Snapshots/.
        .testTarget(
            name: "SwitchyardCLITests", dependencies: ["ProcessTestSupport", "SwitchyardFixtures"],
            exclude: ["Snapshots", "Charts"]),
        // Generated Swift for the example diagrams, compiled and run, and checked against the generators.
        .testTarget(
            name: "GeneratedMachinesTests",
            dependencies: [
                "Switchyard", "SwitchyardDiagrams", "SwitchyardTesting", "SwitchyardFixtures",
            ],
            path: "Tests/GeneratedMachines", exclude: ["Charts"]),

        // MARK: Examples

        .target(name: "OnboardingExample", dependencies: ["Switchyard"], path: "Examples/Onboarding/Sources"),
        .testTarget(
            name: "OnboardingExampleTests",
            dependencies: [
                "OnboardingExample", "Switchyard", "SwitchyardDiagrams", "SwitchyardTesting",
            ],
            path: "Examples/Onboarding/Tests"),
        .target(name: "ProcessExample", dependencies: ["Switchyard"], path: "Examples/Process/Sources"),
        .testTarget(
            name: "ProcessExampleTests",
            dependencies: [
                "ProcessExample", "Switchyard", "SwitchyardDiagrams", "SwitchyardTesting",
            ],
            path: "Examples/Process/Tests"),
        .target(name: "EditFlowExample", dependencies: ["Switchyard"], path: "Examples/EditFlow/Sources"),
        .testTarget(
            name: "EditFlowExampleTests",
            dependencies: [
                "EditFlowExample", "Switchyard", "SwitchyardTesting",
            ],
            path: "Examples/EditFlow/Tests"),
        .target(
            name: "FlowPlayerKit",
            dependencies: ["OnboardingExample", "ProcessExample", "EditFlowExample", "Switchyard"],
            path: "Examples/FlowPlayer/Kit"),
        .executableTarget(
            name: "flow-player", dependencies: ["FlowPlayerKit"], path: "Examples/FlowPlayer",
            exclude: ["Kit", "Tests"]),
        .testTarget(
            name: "FlowPlayerTests", dependencies: ["FlowPlayerKit"], path: "Examples/FlowPlayer/Tests",
            exclude: ["expected-output.txt"]),
        .target(name: "ScreenRoutingExample", dependencies: ["Switchyard"], path: "Examples/ScreenRouting/Sources"),
        .testTarget(
            name: "ScreenRoutingExampleTests", dependencies: ["ScreenRoutingExample", "Switchyard"],
            path: "Examples/ScreenRouting/Tests"),
        .target(name: "RegistrationExample", dependencies: ["Switchyard"], path: "Examples/Registration/Sources"),
        // Registration, ScreenRouting and Onboarding on screens (SwiftUI views, a UIKit coordinator); compiles to
        // nothing without SwiftUI and UIKit, and against the stubs as ExampleScreensStubbed.
        .target(
            name: "ExampleScreens",
            dependencies: [
                "SwitchyardUI", "Switchyard", "RegistrationExample", "ScreenRoutingExample", "OnboardingExample",
            ],
            path: "Examples/Screens", exclude: ["README.md"]),
        .testTarget(
            name: "RegistrationExampleTests",
            dependencies: [
                "RegistrationExample", "Switchyard", "SwitchyardTesting",
            ],
            path: "Examples/Registration/Tests"),
        .target(
            name: "RegistrationDemoKit",
            dependencies: [
                "RegistrationExample", "Switchyard", "SwitchyardInspector",
                .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            path: "Examples/RegistrationDemo/Kit"),
        .executableTarget(
            name: "RegistrationDemo", dependencies: ["RegistrationDemoKit"], path: "Examples/RegistrationDemo/Sources"),
        .testTarget(
            name: "RegistrationDemoKitTests",
            dependencies: [
                "RegistrationDemoKit", "RegistrationExample", "Switchyard", "SwitchyardTesting", "ProcessTestSupport",
                .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            path: "Examples/RegistrationDemo/Tests", exclude: ["Expected"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    var settings = target.swiftSettings ?? []
    // `any` must be spelled out for existentials, so boxing costs are visible at the use site.
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    // Imports are internal unless marked `public import`, so no dependency leaks into the public API by accident.
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    // A member is only visible when its module is imported in this file.
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    target.swiftSettings = settings
}
