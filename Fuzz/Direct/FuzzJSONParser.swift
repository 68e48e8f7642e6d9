import MirrorJSON

/// libFuzzer entry: the input is a JSON text from the network. Whatever parses must serialize
/// to a text that parses back and serializes the same (a fraction-free double such as `1.0`
/// is written as `1`, which reads back as an integer).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let value = try? JSONParser.parse(bytes) else { return 0 }
  guard let reparsed = try? JSONParser.parse(value.bytes), reparsed.bytes == value.bytes else {
    fatalError("\(value.text) does not parse back to itself")
  }
  return 0
}
