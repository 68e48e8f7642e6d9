import CasePaths
import Dependencies
import MirrorJSON
import MirrorUI
import NavigationCore
import TestSupport
import XCTest

/// Through the real API, a flow whose effect waited on the clock exports a test on a
/// `TestClock` advanced by the recorded pause, and an effect still running when the flow was
/// saved is let go at the test's end.
final class FlowClockExportTests: XCTestCase {
  /// A feature whose effect waits a little, answers, then waits for an hour.
  struct Kettle: Reducer {
    struct State: Codable, Equatable {
      var isHeating = false
      var isBoiling = false
    }
    @CasePathable enum Action: Codable, Equatable { case switchedOn, boiled }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .switchedOn:
          state.isHeating = true
          return .run { send in
            try await clock.sleep(for: .milliseconds(50))
            await send(.boiled)
            try await clock.sleep(for: .seconds(3600))
          }
        case .boiled:
          state.isBoiling = true
          return .none
        }
      }
    }
  }

  struct KettleView: View {
    let store: StoreOf<Kettle>
    var body: some View {
      Button("Switch on") { store.send(.switchedOn) }
    }
  }

  static let kettle = MirrorApp(
    name: "kettle", summary: "An effect on the clock.", initialState: Kettle.State(),
    reducer: Kettle(), view: KettleView.init)

  func testAFlowWhoseEffectWaitedExportsATestOnATestClockThatSkipsWhatStillRuns() throws {
    let harness = try MirrorHarness(apps: [Self.kettle], defaultDemo: "kettle")
    let client = try harness.client(room: "kitchen")
    client.sendAction(["switchedOn": [:]])
    XCTAssertNil(try client.receive(type: "ack")["error"])
    let boiled = try MirrorHarness.eventually {
      try harness.getJSON("/api/rooms").arrayValue?.first { $0["name"] == "kitchen" }?[
        "version"] == 2
    }
    XCTAssertTrue(boiled)
    let saved = try LoopbackHTTP.request(
      port: harness.port, method: "POST", path: "/api/flows",
      body: JSONValue.object(["name": "boil", "room": "kitchen", "from": 0, "to": 2]).bytes)
    XCTAssertEqual(saved.status, 201, String(decoding: saved.body, as: UTF8.self))
    XCTAssertEqual(try harness.getJSON("/api/flows/boil")["effectsInFlight"], 1)

    let test = try LoopbackHTTP.request(port: harness.port, path: "/api/flows/boil/test")
    let source = String(decoding: test.body, as: UTF8.self)
    XCTAssertTrue(source.contains("let clock = TestClock()"), source)
    XCTAssertTrue(source.contains("$0.continuousClock = clock"), source)
    let advance = try XCTUnwrap(
      source.firstMatch(
        of: /await clock.advance\(by: .milliseconds\((\d+)\)\)\s+await store.receive\(.boiled\)/
      ), source)
    XCTAssertGreaterThanOrEqual(Int(advance.1) ?? 0, 50, "at least the effect's wait")
    XCTAssertTrue(source.contains("    await store.skipInFlightEffects()\n  }\n}"), source)
  }
}
