import RedisClient
import XCTest

final class RedisValueTests: XCTestCase {
  func testAccessorsReadTheFormsRedisSendsValuesIn() {
    XCTAssertEqual(RedisValue.simple("OK").string, "OK")
    XCTAssertEqual(RedisValue.bulk(Array("héllo".utf8)).string, "héllo")
    XCTAssertNil(RedisValue.bulk([0xff, 0xfe]).string)
    XCTAssertEqual(RedisValue.bulk([0xff]).bytes, [0xff])
    XCTAssertEqual(RedisValue.simple("OK").bytes, Array("OK".utf8))
    XCTAssertEqual(RedisValue.integer(7).int, 7)
    XCTAssertEqual(RedisValue.bulk(Array("-12".utf8)).int, -12)
    XCTAssertNil(RedisValue.bulk(Array("1.5".utf8)).int)
    XCTAssertEqual(RedisValue.array([.null]).array, [.null])
    XCTAssertNil(RedisValue.null.string)
    XCTAssertNil(RedisValue.null.int)
    XCTAssertNil(RedisValue.integer(1).array)
  }

  func testArgumentsAreTheBytesRedisReads() {
    XCTAssertEqual(RedisArgument(42).bytes, Array("42".utf8))
    XCTAssertEqual(RedisArgument(-1).bytes, Array("-1".utf8))
    XCTAssertEqual(RedisArgument("XADD").bytes, Array("XADD".utf8))
    XCTAssertEqual(("GET" as RedisArgument).bytes, Array("GET".utf8))
    XCTAssertEqual(RedisArgument([0, 13, 10]).bytes, [0, 13, 10])
  }

  func testErrorsReadAsSentences() {
    XCTAssertEqual(
      RedisError.server("ERR unknown command").description,
      "Redis replied with an error: ERR unknown command")
    XCTAssertEqual(RedisError.disconnected("lost it").description, "lost it")
  }
}
