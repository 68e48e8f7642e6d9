// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "YourFirstMirror",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "NavMirror", path: "../.."),
    // IssueReporting's bridge to XCTest and Swift Testing, which a test target that uses
    // `TestStore` links (as TCA's own test targets do).
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .target(
      name: "ShoppingList",
      dependencies: [.product(name: "NavMirror", package: "NavMirror")]
    ),
    .executableTarget(
      name: "YourFirstMirror",
      dependencies: ["ShoppingList", .product(name: "NavMirror", package: "NavMirror")]
    ),
    .testTarget(
      name: "ShoppingListTests",
      dependencies: [
        "ShoppingList", .product(name: "NavMirror", package: "NavMirror"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // Tests exported by NavMirror's API from flows recorded on the demos and on this app
    // (written by NavMirror's DemoFlowExportTests with NAVMIRROR_RECORD=1).
    .testTarget(
      name: "ExportedFlowTests",
      dependencies: [
        "ShoppingList", .product(name: "DemoFeatures", package: "NavMirror"),
        .product(name: "NavigationCore", package: "NavMirror"),
        .product(name: "NavigationTesting", package: "NavMirror"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
