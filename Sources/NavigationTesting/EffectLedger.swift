import NavigationCore
import Synchronization

/// The effects a ``TestStore`` expects to see finish, as TCA's test store tracks them: one entry
/// for each effect a reducer returned, with the action it was returned for and the `send` that
/// action descends from, in flight while any part of it runs.
///
/// The store marks each effect with a ``EffectTag`` and reports every part of it that starts
/// and ends (``record(_:)``); the test reads the entries in flight, or stops tracking them
/// without stopping the effects (``skipAll()``).
final class EffectLedger<Action>: Sendable {
  /// One effect a reducer returned.
  struct Entry: Sendable {
    /// Where the test sent the action the effect descends from.
    let location: TestLocation
    /// The action whose reducer returned the effect: a copy nothing changes once made.
    let cause: Handoff<Action>
    /// The keys of its parts still running.
    var running: Set<Int> = []
  }

  private struct Books {
    var entries: [Int: Entry] = [:]
    /// The entry each running part belongs to, by the part's key.
    var tags: [Int: Int] = [:]
    var lastTag = 0
  }

  private let books = Mutex(Books())

  /// Opens an entry for the effect returned for `cause`, descending from the `send` at
  /// `location`, and returns the tag to mark the effect with.
  ///
  /// The parts of an effect start as the store starts it, right after its reducer: an entry
  /// opened before this one that has no part running has ended (or never started one), and is
  /// closed here.
  func open(at location: TestLocation, cause: Action) -> EffectTag {
    let cause = Handoff(cause)
    return books.withLock { books in
      books.entries = books.entries.filter { !$0.value.running.isEmpty }
      books.lastTag += 1
      books.entries[books.lastTag] = Entry(location: location, cause: cause)
      return EffectTag(number: books.lastTag)
    }
  }

  /// Records that a part of a tracked effect started or ended.
  func record(_ event: EffectEvent) {
    books.withLock { books in
      switch event.kind {
      case .started:
        guard let tag = event.tags.lazy.compactMap(EffectTag.number(in:)).first,
          books.entries[tag] != nil
        else { return }
        books.entries[tag]?.running.insert(event.id)
        books.tags[event.id] = tag
      case .finished, .cancelled:
        guard let tag = books.tags.removeValue(forKey: event.id) else { return }
        books.entries[tag]?.running.remove(event.id)
        if books.entries[tag]?.running.isEmpty == true { books.entries[tag] = nil }
      }
    }
  }

  /// The tracked effects still running, oldest first.
  var inFlight: [Entry] {
    books.withLock { books in
      books.entries.filter { !$0.value.running.isEmpty }.sorted { $0.key < $1.key }.map(\.value)
    }
  }

  /// Stops tracking the effects in flight, which go on running, and returns them, oldest first.
  func skipAll() -> [Entry] {
    books.withLock { books in
      defer { books.entries.removeAll() }
      return books.entries.filter { !$0.value.running.isEmpty }.sorted { $0.key < $1.key }
        .map(\.value)
    }
  }
}

/// The cancellation id a ``TestStore`` marks each effect with, which nothing cancels: every
/// part of the effect carries it, so that the store's effect events tell which effect a part
/// belongs to.
struct EffectTag: Hashable, Sendable, CustomStringConvertible {
  let number: Int

  var description: String { "\(Self.prefix)\(number)" }

  /// The number of the tag `description` describes, if it describes one.
  static func number(in description: String) -> Int? {
    guard description.hasPrefix(prefix) else { return nil }
    return Int(description.dropFirst(prefix.count))
  }

  private static var prefix: String { "TestStore effect #" }
}
