/// The newest messages a shared room's clients were sent for its versions and its actions that
/// changed nothing, as the owner encoded them, within a budget: a client that comes back to any
/// node with a version they cover gets the messages after it from memory, without asking Redis.
struct RecentMessages {
  private struct Item {
    let version: Int
    let message: [UInt8]
  }

  private var items: [Item] = []
  private var start = 0
  private var bytes = 0
  /// The newest version the kept messages do not lead to: a client at it, or after it, can
  /// be brought up to date from them.
  private(set) var baseVersion: Int
  /// The newest version kept.
  private(set) var version: Int
  let maxBytes: Int
  let maxCount: Int

  init(version: Int, maxBytes: Int, maxCount: Int) {
    baseVersion = version
    self.version = version
    self.maxBytes = maxBytes
    self.maxCount = maxCount
  }

  /// Keeps the message of a change that made `version`, or (`unchanged`) of an action that
  /// ran on it; forgets the oldest beyond the budget.
  mutating func append(version: Int, unchanged: Bool, message: [UInt8]) {
    if !unchanged { self.version = version }
    items.append(Item(version: version, message: message))
    bytes += message.count
    while items.count - start > maxCount || (bytes > maxBytes && items.count - start > 0) {
      let oldest = items[start]
      start += 1
      bytes -= oldest.message.count
      baseVersion = max(baseVersion, oldest.version)
    }
    if start > 64, start * 2 > items.count {
      items.removeFirst(start)
      start = 0
    }
  }

  /// The messages after `from`, in order; `nil` when some of them are no longer kept.
  func messages(after from: Int) -> [[UInt8]]? {
    guard from >= baseVersion, from <= version else { return nil }
    return items[start...].filter { $0.version > from }.map(\.message)
  }

  /// Forgets everything: the room starts again at `version`.
  mutating func reset(to version: Int) {
    self = RecentMessages(version: version, maxBytes: maxBytes, maxCount: maxCount)
  }
}
