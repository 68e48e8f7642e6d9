/// Where each key sits in an ordered list of keyed members: found by a linear search while the
/// list is short, through a hash table once it is long, so that building or looking up an
/// object of `n` members costs `O(n)` in all, not `O(n²)`.
///
/// It holds only positions; its owner keeps the members and tells it what changed.
struct KeyPositions: Sendable {
  /// The member count above which keys are hashed: below it, comparing a few keys costs less
  /// than hashing one.
  static let hashingThreshold = 12

  private var table: [String: Int]?

  /// The position of `key` among `members`, whose keys `keyOf` reads.
  func position<Member>(
    of key: String, in members: [Member], keyOf: (Member) -> String
  ) -> Int? {
    if let table { return table[key] }
    return members.firstIndex { keyOf($0) == key }
  }

  /// Records that `key` was appended, making `members` what they are now.
  mutating func didAppend<Member>(
    _ key: String, to members: [Member], keyOf: (Member) -> String
  ) {
    if table != nil {
      table![key] = members.count - 1
    } else if members.count > Self.hashingThreshold {
      rebuild(members, keyOf: keyOf)
    }
  }

  /// Records that a member was removed from `members`, making them what they are now: the
  /// positions after it moved, so the table is rebuilt (as costly as the removal itself).
  mutating func didRemove<Member>(from members: [Member], keyOf: (Member) -> String) {
    if members.count > Self.hashingThreshold {
      rebuild(members, keyOf: keyOf)
    } else {
      table = nil
    }
  }

  private mutating func rebuild<Member>(_ members: [Member], keyOf: (Member) -> String) {
    var table = [String: Int](minimumCapacity: members.count)
    for (index, member) in members.enumerated() { table[keyOf(member)] = index }
    self.table = table
  }
}
