// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A path dependency is named after its folder, which is whatever the clone is called.
let navMirror = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent

// libFuzzer targets for the parts of NavMirror that only the main package's internal API
// reaches (`@testable import Mirror`). Built by `scripts/fuzz.sh`, which instruments them for
// libFuzzer and links its library (without its `main`: each executable's top-level code hands
// its command line to libFuzzer).
let package = Package(
  name: "NavMirrorFuzz",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
  ],
  targets: [
    .executableTarget(
      name: "FuzzFlowImport",
      dependencies: ["CLibFuzzer", .product(name: "NavMirror", package: navMirror)],
      path: "Sources/FuzzFlowImport"
    ),
    .executableTarget(
      name: "FuzzJournalRecovery",
      dependencies: [
        "CLibFuzzer", .product(name: "NavMirror", package: navMirror),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Sources/FuzzJournalRecovery"
    ),
    .systemLibrary(name: "CLibFuzzer", path: "Sources/CLibFuzzer"),
  ],
  swiftLanguageModes: [.v5]
)
