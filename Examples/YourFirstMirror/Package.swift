// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "YourFirstMirror",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "NavMirror", path: "../.."),
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
      dependencies: ["ShoppingList", .product(name: "NavigationTesting", package: "NavMirror")]
    ),
    // Tests exported by NavMirror's API from flows recorded on the demos and on this app
    // (written by NavMirror's DemoFlowExportTests with NAVMIRROR_RECORD=1).
    .testTarget(
      name: "ExportedFlowTests",
      dependencies: [
        "ShoppingList", .product(name: "DemoFeatures", package: "NavMirror"),
        .product(name: "NavigationCore", package: "NavMirror"),
        .product(name: "NavigationTesting", package: "NavMirror"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
