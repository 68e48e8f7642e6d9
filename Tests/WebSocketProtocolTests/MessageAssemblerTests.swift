import XCTest

@testable import WebSocketProtocol

final class MessageAssemblerTests: XCTestCase {
  private func masked(
    _ opcode: Opcode, _ payload: [UInt8] = [], fin: Bool = true, rsv: UInt8 = 0
  ) -> Frame {
    Frame(fin: fin, reservedBits: rsv, opcode: opcode, isMasked: true, payload: payload)
  }

  private func assertFails(
    _ frames: [Frame], with code: CloseCode, maxSize: Int = 1 << 20,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    var assembler = MessageAssembler(maxMessageSize: maxSize)
    do {
      for frame in frames { _ = try assembler.process(frame) }
      XCTFail("expected close \(code.rawValue)", file: file, line: line)
    } catch {
      XCTAssertEqual((error as? WebSocketError)?.code, code, file: file, line: line)
    }
  }

  private func closeFrame(_ code: UInt16, _ reason: [UInt8] = []) -> Frame {
    masked(.close, [UInt8(code >> 8), UInt8(code & 0xFF)] + reason)
  }

  func testRFC6455_5_1_UnmaskedClientFrameIs1002() {
    assertFails([Frame(opcode: .text, isMasked: false, payload: [0x41])], with: .protocolError)
  }

  func testRFC6455_5_2_ReservedBitsWithoutExtensionIs1002() {
    assertFails([masked(.text, [0x41], rsv: 0b100)], with: .protocolError)
  }

  func testRFC6455_5_2_UnknownOpcodeIs1002() {
    assertFails([masked(Opcode(rawValue: 0x3))], with: .protocolError)
    assertFails([masked(Opcode(rawValue: 0xB))], with: .protocolError)
  }

  func testRFC6455_5_5_ControlFrameOver125BytesIs1002() {
    assertFails([masked(.ping, Array(repeating: 0, count: 126))], with: .protocolError)
  }

  func testRFC6455_5_5_FragmentedControlFrameIs1002() {
    assertFails([masked(.ping, [], fin: false)], with: .protocolError)
  }

  func testRFC6455_5_4_ContinuationWithoutStartIs1002() {
    assertFails([masked(.continuation, [0x41])], with: .protocolError)
  }

  func testRFC6455_5_4_NewDataFrameInsideFragmentedMessageIs1002() {
    assertFails([masked(.text, [0x41], fin: false), masked(.text, [0x42])], with: .protocolError)
  }

  func testRFC6455_5_4_ControlFramesInterleavedWithFragmentsAreAllowed() throws {
    var assembler = MessageAssembler()
    XCTAssertNil(try assembler.process(masked(.text, Array("Hel".utf8), fin: false)))
    XCTAssertEqual(try assembler.process(masked(.ping, [1])), .ping([1]))
    XCTAssertEqual(
      try assembler.process(masked(.continuation, Array("lo".utf8))), .text(Array("Hello".utf8)))
  }

  func testRFC6455_8_1_InvalidUTF8TextIs1007() {
    assertFails([masked(.text, [0xCE, 0xBA, 0xFF])], with: .invalidFramePayloadData)
  }

  func testRFC6455_8_1_InvalidUTF8FailsAtFirstBadFragment() {
    var assembler = MessageAssembler()
    XCTAssertNoThrow(try assembler.process(masked(.text, [0xCE], fin: false)))  // split char OK
    XCTAssertNoThrow(try assembler.process(masked(.continuation, [0xBA], fin: false)))
    // 0xED 0xA0 starts a surrogate: rejected on this fragment, before FIN arrives.
    XCTAssertThrowsError(try assembler.process(masked(.continuation, [0xED, 0xA0], fin: false)))
  }

  func testRFC6455_8_1_TextEndingInsideCharacterIs1007() {
    assertFails([masked(.text, [0xE2, 0x82])], with: .invalidFramePayloadData)
  }

  func testRFC6455_5_5_1_ClosePayloadOfOneByteIs1002() {
    assertFails([masked(.close, [0x03])], with: .protocolError)
  }

  func testRFC6455_7_4_ReservedAndUnassignedCloseCodesAre1002() {
    for code: UInt16 in [0, 999, 1004, 1005, 1006, 1015, 1016, 2000, 2999, 5000, 65535] {
      assertFails([closeFrame(code)], with: .protocolError)
    }
  }

  func testRFC6455_7_4_DefinedAndApplicationCloseCodesAreAccepted() throws {
    for code: UInt16 in [1000, 1001, 1002, 1003, 1007, 1008, 1009, 1010, 1011, 3000, 4999] {
      var assembler = MessageAssembler()
      XCTAssertEqual(
        try assembler.process(closeFrame(code, Array("bye".utf8))),
        .close(code: CloseCode(rawValue: code), reason: "bye"))
    }
  }

  func testRFC6455_5_5_1_CloseReasonNotUTF8Is1007() {
    assertFails([closeFrame(1000, [0xC0, 0x80])], with: .invalidFramePayloadData)
  }

  func testRFC6455_10_4_MessageOverLimitAcrossFragmentsIs1009() {
    assertFails(
      [
        masked(.binary, Array(repeating: 0, count: 60), fin: false),
        masked(.continuation, Array(repeating: 0, count: 60)),
      ],
      with: .messageTooBig, maxSize: 100)
  }
}
