import MirrorJSON

/// libFuzzer entry: the input is a document and a patch, separated by the first newline (a
/// journal line holds a patch to apply to the state before it). Both must parse; the patch
/// applies or fails with `JSONPatch.Failure`, and a patched document serializes to a text that reads back the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONPatch(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let newline = bytes.firstIndex(of: 0x0A) ?? bytes.count
  guard let document = try? JSONParser.parse(Array(bytes[..<newline])),
    let patch = try? JSONParser.parse(Array(bytes[min(newline + 1, bytes.count)...]))
  else { return 0 }
  let elements = patch.arrayValue ?? [patch]
  guard let operations = try? elements.map(JSONPatch.Operation.init(json:)),
    let patched = try? JSONPatch.apply(operations, to: document)
  else { return 0 }
  // A patch may add as much as the limits allow to a document already within them.
  let unbounded = JSONParser.Limits(
    maximumInputBytes: .max, maximumElementsPerContainer: .max, maximumValues: .max)
  guard let reparsed = try? JSONParser.parse(patched.bytes, limits: unbounded),
    reparsed.bytes == patched.bytes
  else {
    fatalError("the patched document \(patched.text.prefix(300))… does not parse back to itself")
  }
  return 0
}
