import RedisClient
import XCTest

final class RedisAddressTests: XCTestCase {
  func testAHostAloneTakesTheDefaults() throws {
    let address = try RedisAddress(url: "redis://127.0.0.1")
    XCTAssertEqual(address, RedisAddress(host: "127.0.0.1", port: 6379))
    XCTAssertNil(address.password)
    XCTAssertEqual(address.database, 0)
    XCTAssertEqual(address.description, "127.0.0.1:6379")
  }

  func testEveryPartIsRead() throws {
    XCTAssertEqual(
      try RedisAddress(url: "redis://:pa%40ss@cache.internal:6380/3"),
      RedisAddress(host: "cache.internal", port: 6380, password: "pa@ss", database: 3))
    XCTAssertEqual(
      try RedisAddress(url: "REDIS://mirror:secret@[::1]:7000/"),
      RedisAddress(host: "::1", port: 7000, username: "mirror", password: "secret"))
    XCTAssertEqual(
      try RedisAddress(url: "redis://secret@localhost"),
      RedisAddress(host: "localhost", password: "secret"))
    XCTAssertEqual(RedisAddress(host: "::1", port: 7000, database: 2).description, "[::1]:7000/2")
  }

  func testBadURLsSayWhatIsWrongWithoutThePassword() {
    let cases: [(String, String)] = [
      ("http://127.0.0.1:6379", "it must start with redis://"),
      ("rediss://127.0.0.1", "TLS (rediss://) is not supported"),
      ("redis://", "it names no host"),
      ("redis://:hunter2@:6379", "it names no host"),
      ("redis://127.0.0.1:0", "the port must be a number from 1 to 65535, not '0'"),
      ("redis://127.0.0.1:http", "the port must be a number from 1 to 65535, not 'http'"),
      ("redis://127.0.0.1/one", "the database after the '/' must be a number, not 'one'"),
      ("redis://127.0.0.1?db=2", "query parameters and fragments are not supported"),
      ("redis://[::1", "an IPv6 address must end with ']'"),
      ("redis://:bad%zz@host", "a '%' in the user name or password must be followed by two hex"),
    ]
    for (url, reason) in cases {
      XCTAssertThrowsError(try RedisAddress(url: url), url) { error in
        guard case .badURL(let text) = error as? RedisError else {
          return XCTFail("\(url): \(error)")
        }
        XCTAssertTrue(text.contains(reason), "\(url): \(text)")
        XCTAssertFalse(text.contains("hunter2"), text)
        XCTAssertTrue(text.hasSuffix("(expected redis://[[user]:password@]host[:port][/db])"), text)
      }
    }
  }
}
