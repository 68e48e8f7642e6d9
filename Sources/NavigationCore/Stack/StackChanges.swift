/// What an action did to a stack's ids, as `forEach` needs to know it: the ids whose effects
/// must be cancelled.
///
/// Stacks change at the top: a push or a pop keeps every id below it. So the lists are compared
/// past their common prefix only, and a push or a pop on a deep stack costs a scan of plain
/// integers; the few ids past the prefix are compared one by one, or through a `Set` when a
/// whole stack changed at once.
@usableFromInline
struct StackChanges {
  /// Ids that were in the stack, or mounted, and are gone: ascending. A pop's are a slice of
  /// the ids before it, so it allocates nothing.
  @usableFromInline let removed: ArraySlice<StackElementID>

  /// Compares the ids before the action and the ids last mounted with the ids after it.
  @usableFromInline
  init(before: [StackElementID], mounted: [StackElementID], after: [StackElementID]) {
    let mountedStart = Self.commonPrefixCount(mounted, after)
    if before == mounted {
      // Screens pushed on top, or popped off it: the usual step.
      if mountedStart == before.count {
        self.removed = []
        return
      }
      if mountedStart == after.count {
        let popped = before[mountedStart...]
        self.removed = Self.isAscending(popped) ? popped : popped.sorted()[...]
        return
      }
    }
    let beforeStart =
      before == mounted ? mountedStart : Self.commonPrefixCount(before, after)
    // Ids are unique in each list, so an id past a common prefix can only be found past it in
    // the other list too.
    let remaining = IDs(after[min(mountedStart, beforeStart)...])
    var removed = IDs([])
    for id in before[beforeStart...] + mounted[mountedStart...]
    where !remaining.contains(id) && !removed.contains(id) {
      removed.append(id)
    }
    self.removed = removed.list.sorted()[...]
  }

  /// Whether `ids` are in ascending order, as the ids of elements pushed one after another are.
  private static func isAscending(_ ids: ArraySlice<StackElementID>) -> Bool {
    zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 }
  }

  /// How many ids the lists share from the start.
  private static func commonPrefixCount(_ lhs: [StackElementID], _ rhs: [StackElementID]) -> Int {
    let end = min(lhs.count, rhs.count)
    var count = 0
    while count < end, lhs[count] == rhs[count] { count += 1 }
    return count
  }

  /// A few ids, searched one by one; past `setThreshold` of them, through a `Set` as well.
  private struct IDs {
    static let setThreshold = 16
    private(set) var list: [StackElementID]
    private var set: Set<StackElementID>?

    init(_ ids: some Collection<StackElementID>) {
      list = Array(ids)
      set = list.count > Self.setThreshold ? Set(list) : nil
    }

    func contains(_ id: StackElementID) -> Bool {
      set?.contains(id) ?? list.contains(id)
    }

    mutating func append(_ id: StackElementID) {
      list.append(id)
      if set != nil {
        set?.insert(id)
      } else if list.count > Self.setThreshold {
        set = Set(list)
      }
    }
  }
}
