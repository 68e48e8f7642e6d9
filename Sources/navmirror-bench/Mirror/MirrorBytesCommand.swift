import ArgumentParser
import DemoFeatures
import Foundation
import MirrorJSON
import MirrorUI
import NavigationCore
import PerMessageDeflate

/// `navmirror-bench mirror bytes`: bytes on the wire for the update a push on a deep stack
/// sends, as a patch and as the whole state, with and without permessage-deflate.
///
/// The messages are built as `Room.broadcast` builds them (`{type: patch, version, base, ops,
/// cause, diagnostics}` and `{type: state, version, scene, state, cause, diagnostics}`, the
/// `ops` a `JSONPatch.diff` of `{scene, state}`), from the demo's own runtime. Compressed sizes
/// use the server's `Deflater` with `no_context_takeover` (window 15 bits, level 6), as the
/// server does for every client. "Wire" adds the server's unmasked frame header (2, 4 or 10
/// bytes).
struct MirrorBytesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bytes",
    abstract: "Bytes per update for a push on a deep stack: patch vs full state, ± deflate.")

  @Option(help: "The stack depth after the measured push.")
  var depth = 20

  @Option(help: "Demos, comma-separated: tabs-stack, stack-ops.")
  var demos = "tabs-stack,stack-ops"

  func run() throws {
    print(
      "| demo | depth | message | JSON bytes | wire bytes | deflated bytes | deflated wire bytes |")
    print("|---|---|---|---|---|---|---|")
    for name in demos.split(separator: ",").map(String.init) {
      let (action, app) = try pushAction(for: name)
      let runtime = app.start(on: nil)
      defer { runtime.stop() }
      for _ in 0..<(depth - 1) { _ = try runtime.send(action, origin: "bench") }
      let before = runtime.snapshot()
      _ = try runtime.send(action, origin: "bench")
      let after = runtime.snapshot()
      guard after.version == before.version + 1 else {
        throw BenchError("\(name): the push did not change the state")
      }
      let cause: JSONValue = [
        "action": action, "client": "c1", "time": .int(1_767_225_600_000), "steps": [],
      ]
      let oldDocument: JSONValue = ["scene": before.scene.json, "state": before.state]
      let newDocument: JSONValue = ["scene": after.scene.json, "state": after.state]
      let operations = JSONPatch.diff(from: oldDocument, to: newDocument)
      let patch: JSONValue = [
        "type": "patch", "version": .int(after.version), "base": .int(before.version),
        "ops": .array(operations.map(\.json)), "cause": cause, "diagnostics": [],
      ]
      let full: JSONValue = [
        "type": "state", "version": .int(after.version), "scene": newDocument["scene"] ?? .null,
        "state": newDocument["state"] ?? .null, "cause": cause, "diagnostics": [],
      ]
      // Check the patch is right before measuring it.
      guard try JSONPatch.apply(operations, to: oldDocument) == newDocument else {
        throw BenchError("\(name): the patch does not produce the new document")
      }
      for (label, message) in [("patch (\(operations.count) ops)", patch), ("full state", full)] {
        let bytes = message.bytes
        let deflater = Deflater(windowBits: 15, noContextTakeover: true)
        let deflated = deflater.compress(bytes)
        print(
          "| \(name) | \(depth) | \(label) | \(bytes.count) | \(bytes.count + frameHeader(bytes.count)) "
            + "| \(deflated.count) | \(deflated.count + frameHeader(deflated.count)) |")
      }
    }
  }

  private func pushAction(for demo: String) throws -> (JSONValue, MirrorApp) {
    switch demo {
    case "tabs-stack":
      return (["tab1": ["moveDetailViewButtonTapped": [:]]], Demos.tabsStack)
    case "stack-ops":
      return (["stackOperationTapped": ["_0": "pushDetail"]], Demos.stackOps)
    default:
      throw ValidationError("bytes knows tabs-stack and stack-ops, not '\(demo)'.")
    }
  }
}

/// The length of an unmasked server frame header for `count` payload bytes.
func frameHeader(_ count: Int) -> Int { count < 126 ? 2 : count < 65_536 ? 4 : 10 }
