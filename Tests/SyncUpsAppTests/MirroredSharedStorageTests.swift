import ComposableArchitecture
import Foundation
import MirrorJSON
import NavMirror
import SwiftUI
import Testing

/// In the mirror every running app (a room) has storage of its own for `@Shared`: what one
/// room saves to its `.fileStorage`, `.inMemory` or `.appStorage` keys, another never sees, as
/// two phones running one app share nothing.
@MainActor
struct MirroredSharedStorageTests {
  private let app = MirrorApp(
    name: "standups", summary: "The standups list.",
    initialState: StandupsList.State(), reducer: StandupsList()
  ) { store in
    Text("\(store.standups.count) standups")
  } dependencies: {
    $0.uuid = .incrementing
  }

  private func standups(in runtime: any AppRuntime) -> Int? {
    runtime.snapshot().state["standups"]?.arrayValue?.count
  }

  @Test func eachRuntimeKeepsItsOwnSharedValues() throws {
    let first = app.start()
    defer { first.stop() }
    let second = app.start()
    defer { second.stop() }
    try first.send(["addButtonTapped": [:]], origin: "page")
    try first.send(["confirmAddButtonTapped": [:]], origin: "page")
    #expect(standups(in: first) == 1)
    try second.send(["addButtonTapped": [:]], origin: "page")
    #expect(standups(in: second) == 0, "the first room's standup is not the second's")
    let third = app.start()
    defer { third.stop() }
    #expect(standups(in: third) == 0, "a new room starts from the key's default")
    try first.send(["addButtonTapped": [:]], origin: "page")
    try first.send(["confirmAddButtonTapped": [:]], origin: "page")
    #expect(standups(in: first) == 2, "a room keeps its own values from action to action")
  }
}
