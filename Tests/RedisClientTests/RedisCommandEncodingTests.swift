import XCTest

@testable import RedisClient

/// The bytes a command is sent as.
final class RedisCommandEncodingTests: XCTestCase {
  func testACommandIsAnArrayOfBulkStrings() {
    let command: [RedisArgument] = ["SET", "key", RedisArgument([0, 13, 10]), ""]
    XCTAssertEqual(
      String(decoding: command.encodedCommand, as: UTF8.self),
      "*4\r\n$3\r\nSET\r\n$3\r\nkey\r\n$3\r\n\0\r\n\r\n$0\r\n\r\n")
  }

  func testLengthsOfManyDigitsAreWrittenInFull() {
    for length in [9, 10, 99, 100, 1_234, 100_000] {
      let encoded = [RedisArgument([UInt8](repeating: 120, count: length))].encodedCommand
      let header = Array("*1\r\n$\(length)\r\n".utf8)
      XCTAssertEqual(Array(encoded.prefix(header.count)), header, "\(length)")
      XCTAssertEqual(encoded.count, header.count + length + 2, "\(length)")
    }
  }
}
