import Synchronization

/// The family of stores made for one render of one pushed screen: the store of its
/// stack element and every store scoped from it. A store of no family (a parent's, the root's,
/// one made from a reducer) carries none.
package final class StoreLineage: Sendable {
  package init() {}
}

/// Which stores' state a render reads: how a pushed screen learns that its views read
/// state other than its element's (a parent's store that its `destination` closure captured),
/// so that it is drawn again on every render instead of reused.
package enum ViewStoreReads {
  /// The log of the screen being rendered on this thread, if one is being recorded.
  @TaskLocal package static var log: ViewStoreReadLog?

  /// Notes a read of the state of a store of `lineage`.
  static func note(_ lineage: StoreLineage?) {
    guard let log else { return }
    if lineage !== log.lineage { log.noteForeignRead() }
  }
}

/// What a screen's render read: whether any store outside its family was read.
package final class ViewStoreReadLog: Sendable {
  /// The screen's family.
  package let lineage: StoreLineage
  private let readForeign = Atomic<Bool>(false)

  package init(lineage: StoreLineage) { self.lineage = lineage }

  /// Whether the render read the state of a store outside the family.
  package var readOutsideLineage: Bool { readForeign.load(ordering: .relaxed) }

  /// Notes that the render read, or did, something outside the family (a control that writes
  /// a `@Shared` through a binding keeps its write with each render): the screen is drawn on
  /// every render.
  package func noteForeignRead() { readForeign.store(true, ordering: .relaxed) }
}
