/// Why a log did not keep something.
enum LogError: Error, Equatable, CustomStringConvertible {
  /// Another node owns the room now: this one must stop writing it.
  case fenced
  /// The log cannot be reached for now (Redis is away); the node reconnects.
  case unavailable(String)
  /// The log refused the write, or holds what this node cannot read: a disk that is full or
  /// read-only, or a room's keys in Redis that are not what NavMirror writes.
  case failed(String)

  var description: String {
    switch self {
    case .fenced: "another node owns the room now"
    case .unavailable(let detail): "the log cannot be reached: \(detail)"
    case .failed(let detail): detail
    }
  }
}
