import PerMessageDeflate
import WebSocketProtocol

/// libFuzzer entry: the input is a client's byte stream after the handshake. The first byte
/// picks the setup (with or without permessage-deflate, with or without context takeover, how
/// the stream is cut into reads); the rest goes through `FrameParser` and `MessageAssembler`
/// as a connection would feed them, until the stream ends or a frame fails the connection.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebSocket(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let setup = data[0]
  let stream = UnsafeBufferPointer(start: data + 1, count: size - 1)
  let inflater =
    setup & 1 == 0
    ? nil : Inflater(windowBits: 8 + Int(setup >> 4 & 7), noContextTakeover: setup & 2 != 0)
  var parser = FrameParser(maxPayloadLength: 1 << 16)
  var assembler = MessageAssembler(
    maxMessageSize: 1 << 16, requiresMasking: setup & 4 != 0, inflater: inflater)
  let readSize = setup & 8 == 0 ? stream.count : 7
  var offset = 0
  repeat {
    let end = min(stream.count, offset + readSize)
    parser.append(stream[offset..<end])
    offset = end
    do {
      while let frame = try parser.nextFrame() {
        if case .close = try assembler.process(frame) { return 0 }
      }
    } catch {
      return 0
    }
    parser.releaseIfDrained()
  } while offset < stream.count
  return 0
}
