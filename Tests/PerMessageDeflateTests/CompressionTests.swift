import PerMessageDeflate
import WebSocketProtocol
import XCTest

/// RFC 7692 §7.2: compression, the removed tail, context takeover, and the §7.2.3 examples.
final class CompressionTests: XCTestCase {
  private let hello = Array("Hello".utf8)

  private func inflate(_ bytes: [UInt8], limit: Int = 1 << 20) throws -> [UInt8] {
    try Inflater(windowBits: 15, noContextTakeover: true).inflate(
      bytes, isFinal: true, limit: limit)
  }

  /// §7.2.3.1: "Hello" compressed in one message: 0xf2 0x48 0xcd 0xc9 0xc9 0x07 0x00.
  func testRFC7692_7_2_3_1_HelloCompressed() throws {
    let deflater = Deflater(windowBits: 15, noContextTakeover: true)
    XCTAssertEqual(deflater.compress(hello), [0xf2, 0x48, 0xcd, 0xc9, 0xc9, 0x07, 0x00])
    XCTAssertEqual(try inflate([0xf2, 0x48, 0xcd, 0xc9, 0xc9, 0x07, 0x00]), hello)
  }

  /// §7.2.3.1: the same message in two fragments; RSV1 only on the first.
  func testRFC7692_7_2_3_1_HelloInTwoFragments() throws {
    var assembler = MessageAssembler(
      requiresMasking: false, inflater: Inflater(windowBits: 15, noContextTakeover: false))
    XCTAssertNil(
      try assembler.process(
        Frame(fin: false, reservedBits: 0b100, opcode: .text, payload: [0xf2, 0x48, 0xcd])))
    XCTAssertEqual(
      try assembler.process(Frame(opcode: .continuation, payload: [0xc9, 0xc9, 0x07, 0x00])),
      .text(Array("Hello".utf8)))
  }

  /// §7.2.3.2: with context takeover the second "Hello" refers back to the first.
  func testRFC7692_7_2_3_2_SharingTheSlidingWindow() throws {
    let deflater = Deflater(windowBits: 15, noContextTakeover: false)
    XCTAssertEqual(deflater.compress(hello), [0xf2, 0x48, 0xcd, 0xc9, 0xc9, 0x07, 0x00])
    XCTAssertEqual(deflater.compress(hello), [0xf2, 0x00, 0x11, 0x00, 0x00])
    let inflater = Inflater(windowBits: 15, noContextTakeover: false)
    XCTAssertEqual(
      try inflater.inflate([0xf2, 0x48, 0xcd, 0xc9, 0xc9, 0x07, 0x00], isFinal: true, limit: 99),
      hello)
    XCTAssertEqual(
      try inflater.inflate([0xf2, 0x00, 0x11, 0x00, 0x00], isFinal: true, limit: 99), hello)
  }

  /// §7.2.3.3: a stored (uncompressed) DEFLATE block.
  func testRFC7692_7_2_3_3_NoCompressionBlock() throws {
    XCTAssertEqual(
      try inflate([0x00, 0x05, 0x00, 0xfa, 0xff, 0x48, 0x65, 0x6c, 0x6c, 0x6f, 0x00]), hello)
  }

  /// §7.2.3.4: a block with BFINAL set ends the stream; the appended tail is ignored.
  func testRFC7692_7_2_3_4_BFinalSet() throws {
    XCTAssertEqual(try inflate([0xf3, 0x48, 0xcd, 0xc9, 0xc9, 0x07, 0x00, 0x00]), hello)
  }

  /// §7.2.3.5: two DEFLATE blocks in one message.
  func testRFC7692_7_2_3_5_TwoBlocks() throws {
    XCTAssertEqual(
      try inflate([0xf2, 0x48, 0x05, 0x00, 0x00, 0x00, 0xff, 0xff, 0xca, 0xc9, 0xc9, 0x07, 0x00]),
      hello)
  }

  /// §7.2.3.6: an empty message compresses to a single 0x00.
  func testRFC7692_7_2_3_6_EmptyMessage() throws {
    XCTAssertEqual(Deflater(windowBits: 15, noContextTakeover: true).compress([]), [0x00])
    XCTAssertEqual(try inflate([0x00]), [])
  }

  /// §7.2.1: the 00 00 FF FF tail of the sync flush is removed, and put back on inflate.
  func testRFC7692_7_2_1_TailRemovedAndRestored() throws {
    let text = Array(String(repeating: "navigation mirror ", count: 200).utf8)
    for bits in 9...15 {
      let compressed = Deflater(windowBits: bits, noContextTakeover: true).compress(text)
      XCTAssertFalse(compressed.suffix(4).elementsEqual([0, 0, 0xff, 0xff]))
      XCTAssertLessThan(compressed.count, text.count / 10)
      XCTAssertEqual(
        try Inflater(windowBits: bits, noContextTakeover: true).inflate(
          compressed, isFinal: true, limit: text.count), text)
    }
  }

  /// A 10 MB bomb against a 1 MiB cap fails with 1009 instead of inflating it.
  func testRFC7692_ZipBombClosesWith1009() {
    let bomb = Deflater(windowBits: 15, noContextTakeover: true).compress(
      [UInt8](repeating: 0, count: 10_000_000))
    XCTAssertLessThan(bomb.count, 20_000)
    XCTAssertThrowsError(try inflate(bomb, limit: 1 << 20)) { error in
      XCTAssertEqual((error as? WebSocketError)?.code, .messageTooBig)
    }
  }

  func testCorruptDeflateDataCloses1007() {
    XCTAssertThrowsError(try inflate([0xff, 0xff, 0xff, 0xff, 0xff])) { error in
      XCTAssertEqual((error as? WebSocketError)?.code, .invalidFramePayloadData)
    }
  }

  /// RFC 7692 §6.1: RSV1 on a continuation or control frame is a protocol error.
  func testRFC7692_6_1_RSV1OnlyOnFirstFrame() {
    var assembler = MessageAssembler(
      requiresMasking: false, inflater: Inflater(windowBits: 15, noContextTakeover: true))
    XCTAssertThrowsError(
      try assembler.process(Frame(reservedBits: 0b100, opcode: .ping, payload: []))
    ) { XCTAssertEqual(($0 as? WebSocketError)?.code, .protocolError) }
    _ = try? assembler.process(Frame(fin: false, opcode: .text, payload: hello))
    XCTAssertThrowsError(
      try assembler.process(Frame(reservedBits: 0b100, opcode: .continuation, payload: [0x00]))
    ) { XCTAssertEqual(($0 as? WebSocketError)?.code, .protocolError) }
  }

  /// Without a negotiated extension RSV1 stays a protocol error (RFC 6455 §5.2).
  func testRFC6455_5_2_RSV1WithoutExtensionIs1002() {
    var assembler = MessageAssembler(requiresMasking: false)
    XCTAssertThrowsError(
      try assembler.process(Frame(reservedBits: 0b100, opcode: .text, payload: hello)))
  }
}
