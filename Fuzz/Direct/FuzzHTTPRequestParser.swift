/// libFuzzer entry: the input is what a client sends on a connection. It is compiled into one
/// module with `RequestParser` and the types it produces (see `scripts/fuzz.sh`), since the
/// parser is internal to `HTTPServer`. The first byte picks the size of the reads the stream is
/// cut into; requests are taken until the parser needs more bytes or fails.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPRequestParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let readSize = max(1, Int(data[0]))
  let stream = UnsafeBufferPointer(start: data + 1, count: size - 1)
  var parser = RequestParser()
  var offset = 0
  repeat {
    let end = min(stream.count, offset + readSize)
    parser.append(stream[offset..<end])
    offset = end
    while true {
      switch parser.next() {
      case .incomplete: break
      case .request(let request, _):
        _ = request.headers
        continue
      case .failure: return 0
      }
      break
    }
    parser.releaseIfDrained()
  } while offset < stream.count
  _ = parser.hasPartialRequest
  _ = parser.takeRemainingBytes()
  return 0
}
