import DemoFeatures
import MirrorJSON
import TestSupport
import XCTest

@testable import Mirror
@testable import MirrorUI

/// The render memo, checked against renders that draw every screen anew: random taps on the
/// controls each scene offers (pushes, Back, tab switches, sheets and alerts, edits of a
/// screen's state, its view state) drive a running app that keeps a memo and one that does not,
/// and after every tap their states (the views' own state and what lifecycle modifiers sent
/// included) and scenes are the same, and the memo's scene is the one a render from scratch
/// draws for its state. The room's patch made from the memo's scenes, applied to the document
/// before it (parsed anew, sharing nothing), gives the document a render from scratch makes.
final class RenderMemoPropertyTests: XCTestCase {
  func testMemoizedScenesMatchFullRendersUnderRandomTaps() throws {
    for app in Demos.all + [MemoProbeFeature.app, MemoRowsProbeFeature.app] {
      for seed in [1, 2, 3] {
        try check(app, seed: UInt64(seed), taps: 40)
      }
    }
  }

  private func check(_ app: MirrorApp, seed: UInt64, taps: Int) throws {
    let memoized = app.start()
    let full = RenderMemoSetting.$isOn.withValue(false) { app.start() }
    defer {
      memoized.stop()
      full.stop()
    }
    var random = SplitMix64(seed: seed)
    let label = "\(app.name), seed \(seed)"
    try compare(memoized, full, "\(label), start")
    let start = memoized.snapshot()
    var encoder = ChangeEncoder(
      document: RoomDocument(version: start.version, state: start.state, scene: start.scene.json),
      limits: MirrorLimits())
    var document = try Self.fromScratch(start)
    for tap in 0..<taps {
      let offered = Self.actions(in: memoized.snapshot().scene.json, random: &random)
      guard !offered.isEmpty else { return }
      let action = offered[Int(random.next() % UInt64(offered.count))]
      let sentToMemoized = try? memoized.send(action, origin: "test")
      let sentToFull = try? full.send(action, origin: "test")
      XCTAssertEqual(
        sentToMemoized?.changed, sentToFull?.changed, "\(label), tap \(tap): \(action.text)")
      try compare(memoized, full, "\(label), tap \(tap): \(action.text)")
      try checkPatch(
        &encoder, from: &document, to: memoized.snapshot(), "\(label), tap \(tap)")
    }
  }

  /// Checks that the room's message for `snapshot`, made by `encoder` against the memo's
  /// previous document, turns `document` into the document of `snapshot` made from scratch.
  private func checkPatch(
    _ encoder: inout ChangeEncoder, from document: inout JSONValue, to snapshot: AppSnapshot,
    _ label: String
  ) throws {
    guard snapshot.version > encoder.document.version else { return }
    let cause = ChangeEncoder.Cause(
      action: .null, text: nil, origin: nil, steps: [], diagnostics: [], time: 0)
    guard case .changed(_, _, _, let message, _, _) = encoder.change(to: snapshot, cause: cause)
    else { return XCTFail("\(label): the change was refused") }
    let sent = try JSONParser.parse(message)
    let expected = try Self.fromScratch(snapshot)
    if sent["type"] == "patch" {
      let operations = try (sent["ops"]?.arrayValue ?? []).map(JSONPatch.Operation.init(json:))
      document = try JSONPatch.apply(operations, to: document)
    } else {
      document = ["scene": sent["scene"] ?? .null, "state": sent["state"] ?? .null]
    }
    // Members an `add` puts at the end of an object may come in another order: the patch must
    // lead to the same members, wherever they are.
    let left = JSONPatch.diff(from: expected, to: document)
    XCTAssertTrue(
      left.isEmpty,
      """
      \(label): the patch does not lead to the new document: \
      \(left.map(\.json.text).joined(separator: "\n"))
      """)
    document = expected
  }

  /// The document of `snapshot` as a room holds it, parsed anew from its text: it shares no
  /// storage with any JSON the runtime kept.
  private static func fromScratch(_ snapshot: AppSnapshot) throws -> JSONValue {
    let scene = try JSONParser.parse(snapshot.scene.json.bytes)
    return ["scene": scene, "state": try JSONParser.parse(snapshot.state.bytes)]
  }

  /// Waits until both apps reach the same state (what their views' lifecycle modifiers send
  /// arrives later), then compares their snapshots and the memo's scene with a full render.
  private func compare(_ memoized: any AppRuntime, _ full: any AppRuntime, _ label: String)
    throws
  {
    let settled = MirrorHarness.eventually(timeout: 5) {
      memoized.snapshot().state == full.snapshot().state
    }
    let reused = memoized.snapshot()
    let drawn = full.snapshot()
    XCTAssertTrue(settled, "\(label): states differ\n\(reused.state.text)\n\(drawn.state.text)")
    XCTAssertEqual(reused.scene.json, drawn.scene.json, "\(label): the scenes' JSON differ")
    XCTAssertTrue(
      reused.scene == drawn.scene,
      "\(label): scenes differ: \(Self.difference(reused.scene, drawn.scene))")
    let fromScratch = try memoized.scene(for: reused.state)
    XCTAssertTrue(
      reused.scene == fromScratch,
      """
      \(label): the memo's scene is not the one a render from scratch draws: \
      \(Self.difference(reused.scene, fromScratch))
      """)
  }

  /// What turns `expected`'s JSON into `actual`'s, as a readable patch.
  private static func difference(_ actual: Scene, _ expected: Scene) -> String {
    JSONPatch.diff(from: expected.json, to: actual.json).map { $0.json.text }.joined(
      separator: "\n")
  }

  /// The actions the scene's controls send: taps, Back, dismissals, tab and picker choices,
  /// and text typed into its inputs.
  static func actions(in scene: JSONValue, random: inout SplitMix64) -> [JSONValue] {
    var found: [JSONValue] = []
    func walk(_ value: JSONValue) {
      switch value {
      case .array(let elements):
        elements.forEach(walk)
      case .object(let object):
        for (key, member) in object {
          if case .object = member,
            key.lowercased().hasSuffix("action") || key == "submit"
              || key == "increment" || key == "decrement"
          {
            found.append(member)
          } else if key == "input", let action = member["action"],
            let path = member["valuePath"]?.arrayValue
          {
            let texts: [JSONValue] = ["", "a", "memo", "two words"]
            let text = texts[Int(random.next() % UInt64(texts.count))]
            found.append(action.replacing(at: path[...], with: text))
          } else {
            walk(member)
          }
        }
      default:
        break
      }
    }
    walk(scene)
    return found
  }
}

extension JSONValue {
  /// This value with the value at `path` (object keys and array indices) replaced by `new`.
  fileprivate func replacing(at path: ArraySlice<JSONValue>, with new: JSONValue) -> JSONValue {
    guard let step = path.first else { return new }
    switch (self, step) {
    case (.object(var object), .string(let key)):
      object[key] = (object[key] ?? .null).replacing(at: path.dropFirst(), with: new)
      return .object(object)
    case (.array(var array), .int(let index)) where array.indices.contains(index):
      array[index] = array[index].replacing(at: path.dropFirst(), with: new)
      return .array(array)
    default:
      return self
    }
  }
}
