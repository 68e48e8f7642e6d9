/// A first-in first-out queue whose `popFirst` costs O(1): the completions of pipelined
/// commands, taken in the order their replies come.
struct FIFOQueue<Element> {
  private var items: [Element?] = []
  private var head = 0

  /// Whether nothing is queued.
  var isEmpty: Bool { head == items.count }

  /// Queues `item` last.
  mutating func append(_ item: Element) { items.append(item) }

  /// Takes the first item, or `nil` when the queue is empty. Taken slots are reclaimed once
  /// they are half the storage, so a queue that never drains stays bounded.
  mutating func popFirst() -> Element? {
    guard head < items.count else { return nil }
    let item = items[head]
    items[head] = nil
    head += 1
    if head == items.count {
      items.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 1024, head * 2 >= items.count {
      items.removeFirst(head)
      head = 0
    }
    return item
  }
}
