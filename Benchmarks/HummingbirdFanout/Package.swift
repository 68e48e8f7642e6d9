// swift-tools-version: 6.0
// A peer for `navmirror-bench server fanout`: the same broadcast protocol on hummingbird-websocket
// (SwiftNIO). Its own package so the main package never depends on NIO.
import PackageDescription

let package = Package(
  name: "HummingbirdFanout",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
  ],
  targets: [
    .executableTarget(
      name: "HummingbirdFanout",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
      ]
    )
  ],
  swiftLanguageModes: [.v5]
)
