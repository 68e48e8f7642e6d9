// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "YourFirstMirror",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "NavMirror", path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
  ],
  targets: [
    .target(
      name: "ShoppingList",
      dependencies: [
        .product(name: "NavMirror", package: "NavMirror"),
        .product(name: "CasePaths", package: "swift-case-paths"),
      ]
    ),
    .executableTarget(
      name: "YourFirstMirror",
      dependencies: ["ShoppingList", .product(name: "NavMirror", package: "NavMirror")]
    ),
    .testTarget(
      name: "ShoppingListTests",
      dependencies: ["ShoppingList", .product(name: "NavigationTesting", package: "NavMirror")]
    ),
  ],
  swiftLanguageModes: [.v5]
)
