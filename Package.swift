// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// What a test target that uses `TestStore` links, as TCA's own tests do: IssueReporting's
/// bridge to XCTest and Swift Testing. Without it a failure has nowhere to go, so `TestStore`
/// stops the test run and names this product.
let testSupport = Target.Dependency.product(
  name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")

/// What a target whose code writes `import SwiftUI` compiles with: the name resolves to NavMirror's
/// view layer, the module `SwiftUIMirror`. No module named `SwiftUI` is built, so the packages
/// whose sources test `#if canImport(SwiftUI)` (swift-dependencies, swift-clocks,
/// swift-custom-dump) never see one, in any build order (docs/TCA-NAMES.md).
let importsSwiftUI: [SwiftSetting] = [.unsafeFlags(["-module-alias", "SwiftUI=SwiftUIMirror"])]

let package = Package(
  name: "NavMirror",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "NavigationCore", targets: ["NavigationCore"]),
    .library(name: "NavigationTesting", targets: ["NavigationTesting"]),
    // The reducer core and `TestStore` under the name TCA code imports, without the server.
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
    // swift-sharing's API (`@Shared`, `@SharedReader`, its keys), which `ComposableArchitecture`
    // re-exports as TCA does.
    .library(name: "Sharing", targets: ["Sharing"]),
    .library(name: "MirrorUI", targets: ["MirrorUI"]),
    // The view layer under the name TCA code imports it by (`import SwiftUI`).
    .library(name: "SwiftUI", targets: ["SwiftUIMirror"]),
    // `import Combine` as TCA code writes it (docs/TCA-NAMES.md).
    .library(name: "Combine", targets: ["CombineMirror"]),
    .library(name: "SwiftUINavigation", targets: ["SwiftUINavigationMirror"]),
    .library(name: "NavMirror", targets: ["NavMirror"]),
    // The demos, for the example package's tests exported from flows recorded on them.
    .library(name: "DemoFeatures", targets: ["DemoFeatures"]),
    .executable(name: "navmirror", targets: ["navmirror"]),
    .executable(name: "navmirror-bench", targets: ["navmirror-bench"]),
    // Lists a module's #Preview macros as `NavMirrorPreviews.all`, for the page's gallery.
    .plugin(name: "NavMirrorPreviews", targets: ["NavMirrorPreviews"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    // Without its CombineSchedulers trait: on Linux it would bring `\.mainQueue` through
    // OpenCombine, backed by a main queue nothing drains here (see DependencyValues+MainQueue).
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation", "FoundationNetworking"]),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    // IssueReporting: how `TestStore` failures reach XCTest and Swift Testing alike, as TCA's do.
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
  ],
  targets: [
    // Navigation: the reducer core and everything that is pure Swift.
    .target(
      name: "NavigationCore",
      dependencies: [
        "NavigationMacros", "MirrorJSON", .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ]
    ),
    // `@Shared` and its storage, as swift-sharing writes them, for a runtime that owns the
    // storage of each store it runs (`SharedStorage`).
    .target(
      name: "Sharing",
      dependencies: [
        "MirrorJSON",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    // The compiler plugin behind `@Reducer`, `@ObservableState` and `@ViewAction`.
    .macro(
      name: "NavigationMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "NavigationTesting",
      dependencies: [
        "NavigationCore", "Sharing",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      // Its async API runs on the caller's actor, as TCA's main-actor test store does, so a
      // `@MainActor` test passes its assertion closures without sending them anywhere.
      swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
    ),
    // What `import ComposableArchitecture` brings in TCA: the core, `TestStore` and the
    // packages TCA re-exports. No server: a feature's module and its tests need none.
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        "NavigationCore", "NavigationTesting", "Sharing",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        // Built beside it, as TCA's is, for code that still writes `import XCTestDynamicOverlay`
        // (`XCTUnimplemented` in TCA's case studies).
        .product(name: "XCTestDynamicOverlay", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(name: "MirrorJSON"),
    .target(
      name: "MirrorUI",
      dependencies: [
        "NavigationCore", "MirrorJSON", "NavigationMacros", "Sharing",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    // `import SwiftUI` in TCA code: re-exports MirrorUI (docs/TCA-NAMES.md says when a module
    // of this name is safe in a build).
    .target(name: "SwiftUIMirror", dependencies: ["MirrorUI"]),
    // `import Combine` in TCA code: Linux has none; its common names say what to write instead.
    .target(name: "CombineMirror"),
    // `import SwiftUINavigation` in TCA apps: re-exports MirrorUI.
    .target(name: "SwiftUINavigationMirror", dependencies: ["MirrorUI"]),
    .target(
      name: "DemoFeatures", dependencies: ["NavigationCore", "MirrorUI"],
      plugins: ["NavMirrorPreviews"]),
    // The build plugin that lists a module's #Preview macros, and the tool it runs.
    .executableTarget(name: "navmirror-previews"),
    .plugin(
      name: "NavMirrorPreviews", capability: .buildTool(), dependencies: ["navmirror-previews"]),
    .target(
      name: "FlowMap", dependencies: ["NavigationCore", "MirrorUI", "MirrorJSON", "CGraphviz"]),

    // Platform: thin wrappers over Linux, zlib, OpenSSL and Graphviz.
    .target(name: "CLinuxShims"),
    .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(name: "COpenSSL", pkgConfig: "openssl", providers: [.apt(["libssl-dev"])]),
    // Graphviz's `dot` layout, in-process, for the flow map's drawings.
    .systemLibrary(
      name: "CGraphviz", pkgConfig: "libgvc", providers: [.apt(["libgraphviz-dev"])]),
    // hiredis, the C client of Redis, for the rooms shared across nodes. Without pkgConfig: its
    // headers are under /usr/include, and the flags hiredis.pc adds (-D_FILE_OFFSET_BITS=64)
    // are ones SwiftPM refuses with a warning on every build.
    .systemLibrary(name: "CHiredis", providers: [.apt(["libhiredis-dev"])]),
    .target(name: "PosixIO", dependencies: ["CLinuxShims"]),
    .target(name: "SystemTLS", dependencies: ["COpenSSL"]),

    // Server: knows HTTP and WebSocket, nothing of navigation.
    .target(name: "WebSocketProtocol"),
    .target(name: "PerMessageDeflate", dependencies: ["CZlib", "WebSocketProtocol"]),
    .target(
      name: "HTTPServer",
      dependencies: ["PosixIO", "WebSocketProtocol", "PerMessageDeflate", "SystemTLS", "CZlib"]
    ),

    // A Redis client: hiredis driven by a PosixIO event loop.
    .target(name: "RedisClient", dependencies: ["CHiredis", "PosixIO"]),

    // The mirror joins the core to the server.
    .target(
      name: "Mirror",
      dependencies: [
        "NavigationCore", "MirrorJSON", "MirrorUI", "HTTPServer", "FlowMap", "PosixIO",
        "RedisClient", .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .target(
      name: "NavMirror",
      dependencies: [
        // Re-exported: the core, `TestStore` and what TCA re-exports, then the view layer.
        "ComposableArchitecture", "MirrorUI",
        "Mirror", "NavigationCore", "HTTPServer", "FlowMap", "MirrorJSON", "CLinuxShims",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .executableTarget(name: "navmirror", dependencies: ["NavMirror", "DemoFeatures"]),
    .executableTarget(
      name: "navmirror-bench",
      dependencies: [
        "HTTPServer", "PosixIO", "CLinuxShims", "FlowMap", "DemoFeatures", "NavigationCore",
        "Mirror", "MirrorJSON", "MirrorUI", "PerMessageDeflate", "WebSocketProtocol", "TestSupport",
        "RedisClient",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),

    .testTarget(
      name: "NavigationCoreTests",
      dependencies: [
        "NavigationCore",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ]
    ),
    .testTarget(
      name: "NavigationMacrosTests",
      dependencies: [
        "NavigationMacros",
        .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "MacroFeaturesTests",
      dependencies: [
        "NavigationCore", "NavigationTesting", "MirrorUI", "MirrorJSON", testSupport,
        .product(name: "CasePaths", package: "swift-case-paths"),
      ]
    ),
    .testTarget(
      name: "NavigationTestingTests",
      dependencies: [
        "NavigationTesting", "NavigationCore", "MirrorUI", "MirrorJSON", "Sharing", testSupport,
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(name: "MirrorJSONTests", dependencies: ["MirrorJSON"]),
    .testTarget(
      name: "SharingTests",
      dependencies: [
        "Sharing", testSupport,
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ]
    ),
    .testTarget(
      name: "DemoFeaturesTests",
      dependencies: [
        "DemoFeatures", "MirrorUI", "MirrorJSON", "NavigationCore", "NavigationTesting",
        testSupport,
      ]
    ),
    .testTarget(
      name: "FlowMapTests",
      dependencies: [
        "FlowMap", "DemoFeatures", "MirrorUI", "MirrorJSON", "NavigationCore", "TestSupport",
      ]
    ),
    .testTarget(name: "WebSocketProtocolTests", dependencies: ["WebSocketProtocol"]),
    .testTarget(
      name: "HTTPServerTests",
      dependencies: ["HTTPServer", "PosixIO", "PerMessageDeflate", "TestSupport"]
    ),
    .testTarget(name: "PosixIOTests", dependencies: ["PosixIO"]),
    .testTarget(name: "RedisClientTests", dependencies: ["RedisClient", "PosixIO", "TestSupport"]),
    .testTarget(
      name: "PerMessageDeflateTests", dependencies: ["PerMessageDeflate", "WebSocketProtocol"]
    ),
    .target(
      name: "TestSupport",
      dependencies: [
        "Mirror", "DemoFeatures", "HTTPServer", "MirrorJSON", "MirrorUI", "WebSocketProtocol",
        "PosixIO", "NavigationCore", "Sharing",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Tests/TestSupport"
    ),
    .testTarget(
      name: "MirrorTests",
      dependencies: [
        "TestSupport", "Mirror", "MirrorJSON", "MirrorUI", "NavigationCore", "HTTPServer",
        "DemoFeatures", "PosixIO", "CombineMirror", "SwiftUINavigationMirror", "Sharing",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // Rooms shared across nodes over Redis: the ledger against a real redis-server, and
    // several `navmirror` processes on one Redis.
    .testTarget(
      name: "ClusterTests",
      dependencies: ["TestSupport", "Mirror", "MirrorJSON", "RedisClient", "PosixIO"]
    ),
    .testTarget(name: "BrowserTests", dependencies: ["TestSupport", "Mirror", "MirrorJSON"]),
    // The TCA code of the reference articles (../shared/seeds), one target per article because
    // their features share names, with the articles' own imports (`import ComposableArchitecture`,
    // `import SwiftUI`). Each is also toured in headless Chromium (TestSupport's BrowserTour).
    .testTarget(
      name: "TabsWithRootStackArticleTests",
      dependencies: [
        "NavMirror", "ComposableArchitecture", "SwiftUIMirror", "MirrorJSON", "TestSupport",
        testSupport,
      ],
      path: "Tests/Articles/TabsWithRootStack",
      swiftSettings: importsSwiftUI
    ),
    .testTarget(
      name: "NavigationPatternsArticleTests",
      dependencies: [
        "NavMirror", "ComposableArchitecture", "SwiftUIMirror", "MirrorJSON", "TestSupport",
        testSupport,
      ],
      path: "Tests/Articles/NavigationPatterns",
      swiftSettings: importsSwiftUI
    ),
    .testTarget(
      name: "StackStateOperationsArticleTests",
      dependencies: [
        "NavMirror", "ComposableArchitecture", "SwiftUIMirror", "MirrorJSON", "TestSupport",
        testSupport,
      ],
      path: "Tests/Articles/StackStateOperations",
      swiftSettings: importsSwiftUI
    ),
    // A TCA app and its tests as TCA's own tutorial writes them: only the import changed.
    .testTarget(
      name: "ComingFromTCATests",
      dependencies: ["NavMirror", "MirrorJSON", testSupport]
    ),
    // An app of onboarding, tabs, stacks, sheets, alerts and a timer, and ports of TCA's case
    // studies, with their tests, written as a TCA user writes them today.
    .testTarget(
      name: "TCAAppTests",
      dependencies: ["NavMirror", "MirrorJSON", testSupport]
    ),
    // An app in the shape of TCA's SyncUps (a list, a detail, a form sheet, a recording screen
    // with a timer, every `@Shared` form SyncUps uses) with its TestStore tests, written with
    // `import ComposableArchitecture` and `import SwiftUI` as TCA code is.
    .testTarget(
      name: "SyncUpsAppTests",
      dependencies: [
        "ComposableArchitecture", "SwiftUIMirror", "NavMirror", "MirrorJSON", testSupport,
      ],
      swiftSettings: importsSwiftUI
    ),
    // Views written as TCA's examples and iOS-first apps write them — tic-tac-toe, todos, a
    // form with focus, interface state in the views — with their #Previews, toured in Chromium.
    .testTarget(
      name: "SwiftUIViewsTests",
      dependencies: ["NavMirror", "MirrorJSON", "TestSupport", testSupport],
      path: "Tests/SwiftUIViews",
      plugins: ["NavMirrorPreviews"]
    ),
    .testTarget(
      name: "NavMirrorTests",
      dependencies: ["NavMirror", "MirrorJSON", "TestSupport", testSupport]),
  ],
  swiftLanguageModes: [.v6]
)
