import Foundation
import MirrorJSON
import NavigationCore
import XCTest

@testable import TestSupport

/// A test exported from a flow recorded on an app written for iOS (``TripsApp``: a login
/// form, an API client behind `@DependencyClient` whose test value is unimplemented, a list of
/// identified rows loaded in `.task`) compiles and passes as delivered, with the app's source,
/// and fails when the recorded flow says something the app does not do.
final class TripsExportTests: XCTestCase {
  func testAFlowOfTheTripsAppExportsAsATestThatCompilesAndPassesUnmodified() throws {
    let harness = try MirrorHarness(apps: [TripsApp.app], defaultDemo: "trips")
    let client = try harness.client(room: "trips-tour", query: "&demo=trips")
    let encoder = JSONValueEncoder()
    func send(_ action: TripsFeature.Action) throws {
      client.sendAction(try encoder.encode(action))
      XCTAssertNil(try client.receive(type: "ack")["error"])
    }
    // Typed as a person types, one keystroke at a time.
    for text in ["a", "ad", "ada@example.com"] { try send(.binding(.set(\.email, text))) }
    try send(.binding(.set(\.password, "secret")))
    try send(.logInButtonTapped)
    // The login's answer, the list's `.task` and the trips it loads.
    try waitForVersion(8, room: "trips-tour", harness: harness)
    let trip = Trip(
      id: UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!, name: "Portugal in spring")
    try send(.path(.push(id: 1, state: .detail(TripDetailFeature.State(trip: trip)))))
    try send(.path(.element(id: 1, action: .detail(.starButtonTapped))))
    try waitForVersion(10, room: "trips-tour", harness: harness)
    try save(
      ["name": "trips-tour", "room": "trips-tour", "from": 0, "to": 10], harness: harness)

    // The same flow, but recorded as if logging in did not show progress.
    guard case .object(var flow) = try harness.getJSON("/api/flows/trips-tour"),
      case .array(var steps)? = flow["steps"], case .object(var step) = steps[4],
      case .object(var state)? = step["state"]
    else { return XCTFail("no flow") }
    XCTAssertEqual(state["isLoggingIn"], true)
    state["isLoggingIn"] = false
    step["state"] = .object(state)
    steps[4] = .object(step)
    flow["steps"] = .array(steps)
    flow["name"] = "trips-wrong"
    try save(.object(flow), harness: harness)

    let tour = try exportedTest("trips-tour", harness: harness)
    XCTAssertTrue(tour.contains("TripsPreview.prepare(&$0)"), tour)
    // The keystrokes read as the one binding a person writes; the list's `.task` says it is one.
    XCTAssertEqual(tour.components(separatedBy: ".set(\\.email, ").count, 2, tour)
    XCTAssertTrue(
      tour.contains(#"await store.send(.binding(.set(\.email, "ada@example.com"))) {"#), tour)
    XCTAssertTrue(
      tour.contains(
        """
            // Sent by a view's .onAppear or .task.
            await store.send(.path(.element(id: 0, action: .trips(.task)))) {
        """), tour)
    let result = try SwiftProgram.run(
      [
        ("TripsApp.swift", try String(contentsOfFile: TripsApp.sourcePath, encoding: .utf8)),
        ("TripsTourFlowTests.swift", tour),
        ("TripsWrongFlowTests.swift", try exportedTest("trips-wrong", harness: harness)),
        (
          "main.swift",
          SwiftProgram.main(runningRecordedFlowsOf: ["TripsTourFlowTests", "TripsWrongFlowTests"])
        ),
      ], moduleName: "TestSupport")
    XCTAssertTrue(result.compiled, result.output + "\n" + tour)
    XCTAssertTrue(
      result.output.contains("Test Case 'TripsTourFlowTests.testRecordedFlow' passed"),
      result.output + "\n" + tour)
    XCTAssertTrue(
      result.output.contains("Test Case 'TripsWrongFlowTests.testRecordedFlow' failed"),
      result.output)
    XCTAssertTrue(result.output.contains("isLoggingIn"), result.output)
  }

  private func waitForVersion(_ version: Int, room: String, harness: MirrorHarness) throws {
    let reached = try MirrorHarness.eventually {
      try harness.getJSON("/api/rooms").arrayValue?.first { $0["name"] == .string(room) }?[
        "version"] == .int(version)
    }
    XCTAssertTrue(reached, "\(room) reaches version \(version)")
  }

  private func save(_ body: JSONValue, harness: MirrorHarness) throws {
    let saved = try LoopbackHTTP.request(
      port: harness.port, method: "POST", path: "/api/flows", body: body.bytes)
    XCTAssertEqual(saved.status, 201, String(decoding: saved.body, as: UTF8.self))
  }

  private func exportedTest(_ flow: String, harness: MirrorHarness) throws -> String {
    let response = try LoopbackHTTP.request(port: harness.port, path: "/api/flows/\(flow)/test")
    XCTAssertEqual(response.status, 200)
    return String(decoding: response.body, as: UTF8.self)
  }
}
