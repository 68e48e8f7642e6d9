import CLibFuzzer
import Foundation
import MirrorJSON

@testable import Mirror

/// One libFuzzer run: the input is a flow file as `POST /api/flows` or the flow store reads it.
/// A flow that imports must export to JSON that imports back and exports the same.
func fuzzFlowImport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let limits = MirrorLimits()
  guard let json = try? JSONParser.parse(bytes), let flow = try? Flow(json: json, limits: limits)
  else { return 0 }
  let exported = flow.json.bytes
  guard let reimported = try? Flow(json: JSONParser.parse(exported), limits: limits),
    reimported.json.bytes == exported
  else {
    fatalError("a flow does not survive its own export: \(flow.json.text)")
  }
  _ = flow.summary
  return 0
}

var argc = CommandLine.argc
var argv = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzFlowImport($0, $1) })
