import CHiredis
import Glibc

extension RedisValue {
  /// Copies a hiredis reply into a value: hiredis frees the reply when the callback that
  /// received it returns. An error reply, at the top or inside an array (a command of `EXEC`
  /// that failed), fails the whole reply with `RedisError.server`, its text unchanged.
  static func copying(_ reply: UnsafePointer<redisReply>) throws(RedisError) -> RedisValue {
    let reply = reply.pointee
    switch reply.type {
    case REDIS_REPLY_STRING:
      return .bulk(bytes(of: reply))
    case REDIS_REPLY_STATUS:
      return .simple(String(decoding: bytes(of: reply), as: UTF8.self))
    case REDIS_REPLY_INTEGER:
      return .integer(Int(reply.integer))
    case REDIS_REPLY_NIL:
      return .null
    case REDIS_REPLY_ARRAY:
      var elements: [RedisValue] = []
      elements.reserveCapacity(reply.elements)
      for index in 0..<reply.elements {
        guard let element = reply.element[index] else { continue }
        elements.append(try copying(element))
      }
      return .array(elements)
    default:  // REDIS_REPLY_ERROR, the one type left in RESP2
      throw .server(String(decoding: bytes(of: reply), as: UTF8.self))
    }
  }

  private static func bytes(of reply: redisReply) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: reply.len) { buffer, count in
      if let text = reply.str, reply.len > 0 { memcpy(buffer.baseAddress!, text, reply.len) }
      count = reply.len
    }
  }
}
