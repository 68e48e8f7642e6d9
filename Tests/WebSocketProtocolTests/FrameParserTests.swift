import XCTest

@testable import WebSocketProtocol

final class FrameParserTests: XCTestCase {
  private let key: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]

  private func sampleStream() -> [UInt8] {
    var stream: [UInt8] = []
    stream += FrameEncoder.encode(opcode: .text, payload: Array("Hello".utf8), maskingKey: key)
    stream += FrameEncoder.encode(opcode: .ping, payload: [1, 2, 3], maskingKey: key)
    stream += FrameEncoder.encode(
      opcode: .binary, payload: Array(repeating: 7, count: 300), fin: false, maskingKey: key)
    stream += FrameEncoder.encode(
      opcode: .continuation, payload: Array(repeating: 9, count: 200), maskingKey: key)
    stream += FrameEncoder.encode(opcode: .close, payload: [0x03, 0xE8], maskingKey: key)
    return stream
  }

  private func parseAll(_ pieces: [ArraySlice<UInt8>]) throws -> [Frame] {
    var parser = FrameParser()
    var frames: [Frame] = []
    for piece in pieces {
      parser.append(piece)
      while let frame = try parser.nextFrame() { frames.append(frame) }
    }
    return frames
  }

  /// RFC 6455 §5.3 and §5.2: the RFC's masked "Hello" sample decodes to "Hello".
  func testRFC6455_5_7_MaskedHelloSample() throws {
    let bytes: [UInt8] = [0x81, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58]
    let frames = try parseAll([bytes[...]])
    XCTAssertEqual(frames, [Frame(opcode: .text, isMasked: true, payload: Array("Hello".utf8))])
  }

  /// A large frame's room is taken once its header is read, and its payload is the buffer
  /// itself when it ends the input: a 64 MiB echo holds one copy of the message, not three.
  func testALargePayloadThatEndsTheInputIsHandedOverWithoutACopy() throws {
    let payload = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0) }
    let stream = FrameEncoder.encode(opcode: .binary, payload: payload, maskingKey: key)
    var parser = FrameParser(maxPayloadLength: 1 << 21)
    parser.append(stream.prefix(14))
    XCTAssertNil(try parser.nextFrame())
    XCTAssertGreaterThanOrEqual(parser.buffer.capacity, stream.count, "reserved at the header")
    parser.append(stream.dropFirst(14))
    let storage = parser.buffer.withUnsafeBytes { $0.baseAddress }
    let frame = try XCTUnwrap(parser.nextFrame())
    XCTAssertEqual(frame.payload, payload)
    XCTAssertEqual(frame.payload.withUnsafeBytes { $0.baseAddress }, storage, "not copied")
    XCTAssertEqual(parser.bufferedByteCount, 0)

    // Followed by more input, it is copied out and the rest stays.
    var followed = FrameParser(maxPayloadLength: 1 << 21)
    followed.append(stream + FrameEncoder.encode(opcode: .ping, payload: [1], maskingKey: key))
    XCTAssertEqual(try followed.nextFrame()?.payload, payload)
    XCTAssertEqual(try followed.nextFrame()?.payload, [1])
  }

  /// Splitting the input at any byte offset gives the same frames (incremental parsing).
  func testSplitAtEveryOffsetYieldsSameFrames() throws {
    let stream = sampleStream()
    let whole = try parseAll([stream[...]])
    XCTAssertEqual(whole.count, 5)
    XCTAssertEqual(whole[3].payload.count, 200)
    for offset in 0...stream.count {
      let split = try parseAll([stream[..<offset], stream[offset...]])
      XCTAssertEqual(split, whole, "split at \(offset)")
    }
  }

  /// A 64-bit-length frame split inside its header and payload parses the same.
  func testSixtyFourBitLengthFrameSplitInHeaderAndPayload() throws {
    let stream = FrameEncoder.encode(
      opcode: .binary, payload: Array(repeating: 5, count: 70_000), maskingKey: key)
    let whole = try parseAll([stream[...]])
    XCTAssertEqual(whole.first?.payload.count, 70_000)
    for offset in [1, 2, 5, 9, 10, 13, 14, 15, 40_000, stream.count - 1] {
      XCTAssertEqual(try parseAll([stream[..<offset], stream[offset...]]), whole)
    }
  }

  /// Byte-at-a-time feeding (every offset at once) gives the same frames.
  func testByteAtATimeYieldsSameFrames() throws {
    let stream = Array(sampleStream().prefix(400))
    let whole = try parseAll([stream[...]])
    let pieces = stream.indices.map { stream[$0...$0] }
    XCTAssertEqual(try parseAll(pieces), whole)
  }

  /// RFC 6455 §5.2: 64-bit lengths with the top bit set are a protocol error.
  func testRFC6455_5_2_LengthHighBitIsProtocolError() {
    var parser = FrameParser()
    parser.append([0x82, 0xFF, 0x80, 0, 0, 0, 0, 0, 0, 1])
    XCTAssertThrowsError(try parser.nextFrame()) {
      XCTAssertEqual(($0 as? WebSocketError)?.code, .protocolError)
    }
  }

  /// RFC 6455 §10.4: an oversized frame is refused from its header, with 1009.
  func testRFC6455_10_4_OversizedFrameRefusedFromHeader() {
    var parser = FrameParser(maxPayloadLength: 1000)
    parser.append([0x82, 0xFE, 0x10, 0x00])  // 4096 bytes announced, none sent
    XCTAssertThrowsError(try parser.nextFrame()) {
      XCTAssertEqual(($0 as? WebSocketError)?.code, .messageTooBig)
    }
  }

  /// The encoder uses the 7-, 16- and 64-bit length forms at their boundaries.
  func testEncoderLengthForms() {
    XCTAssertEqual(
      FrameEncoder.encode(opcode: .text, payload: Array(repeating: 0, count: 125))[1], 125)
    XCTAssertEqual(
      FrameEncoder.encode(opcode: .text, payload: Array(repeating: 0, count: 126))[1], 126)
    XCTAssertEqual(
      FrameEncoder.encode(opcode: .text, payload: Array(repeating: 0, count: 65_536))[1], 127)
  }
}
