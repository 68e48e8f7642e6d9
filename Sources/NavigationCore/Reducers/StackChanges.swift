/// What an action did to a stack's ids, as `forEach` needs to know it: the ids whose effects
/// must be cancelled and the ids whose presence must start.
///
/// Stacks change at the top: a push or a pop keeps every id below it. So the lists are compared
/// past their common prefix only, and a push or a pop on a deep stack costs a scan of plain
/// integers, not the hashing of every id.
@usableFromInline
struct StackChanges {
  /// Ids that were in the stack, or mounted, and are gone: ascending.
  @usableFromInline let removed: [StackElementID]
  /// Ids in the stack that were not mounted: in stack order.
  @usableFromInline let added: [StackElementID]

  /// Compares the ids before the action and the ids last mounted with the ids after it.
  @usableFromInline
  init(before: [StackElementID], mounted: [StackElementID], after: [StackElementID]) {
    let mountedStart = Self.commonPrefixCount(mounted, after)
    let beforeStart = Self.commonPrefixCount(before, after)
    // Ids are unique in each list, so an id past a common prefix can only be found past it in
    // the other list too.
    let tail = after[min(mountedStart, beforeStart)...]
    let left = before[beforeStart...] + mounted[mountedStart...]
    removed = Self.subtracting(tail, from: left).sorted()
    added = Self.subtracting(mounted[mountedStart...], from: after[mountedStart...])
  }

  private static func commonPrefixCount(_ lhs: [StackElementID], _ rhs: [StackElementID]) -> Int {
    var count = 0
    let end = min(lhs.count, rhs.count)
    while count < end, lhs[count] == rhs[count] { count += 1 }
    return count
  }

  /// The ids of `ids` that are not in `other`, without repeats, in order.
  private static func subtracting(
    _ other: some Collection<StackElementID>, from ids: some Collection<StackElementID>
  ) -> [StackElementID] {
    var excluded = Set(other)
    var result: [StackElementID] = []
    for id in ids where excluded.insert(id).inserted { result.append(id) }
    return result
  }
}
