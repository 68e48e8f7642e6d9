/// The connections of a room's clients in the order they joined, so that the listed part of a
/// `presence` message is built without sorting everyone. A client that leaves stays in the list
/// until more than half of it has left, then all who left are dropped at once: joining and
/// leaving cost the same however many are in the room.
struct JoinOrder {
  /// Connection ids, oldest first; some may have left.
  private(set) var ids: [UInt64] = []
  private var departed = 0

  mutating func joined(_ id: UInt64) { ids.append(id) }

  /// Notes that a client left; `isHere` tells which ids are still in the room.
  mutating func left(isHere: (UInt64) -> Bool) {
    departed += 1
    guard departed * 2 > ids.count else { return }
    ids.removeAll { !isHere($0) }
    departed = 0
  }
}
