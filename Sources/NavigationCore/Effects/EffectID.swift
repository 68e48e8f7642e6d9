import ConcurrencyExtras

/// A cancellation id as effects carry it: a stack element's id and a presentation's id kept as
/// they are, any other id type-erased.
///
/// Every push and pop starts or cancels an effect under the element's ``StackEffectID``, every
/// presentation under its ``PresentationID``; `AnyHashable` would box them on the heap and
/// compare them through dynamic casts each time. An id is stored the same way however it
/// arrives (typed or already erased), so that equal ids are equal here.
@usableFromInline
struct EffectID: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline
  enum Storage: Hashable, Sendable {
    case element(StackEffectID)
    case presentation(PresentationID)
    case other(AnyHashableSendable)
  }

  @usableFromInline let storage: Storage

  /// The id of a stack element's effects.
  @inlinable
  init(_ element: StackEffectID) { storage = .element(element) }

  /// The id of a presentation's effects.
  @inlinable
  init(_ presentation: PresentationID) { storage = .presentation(presentation) }

  /// Any id.
  @inlinable
  init(_ id: some Hashable & Sendable) {
    storage = Self.storage(of: id)
  }

  @usableFromInline
  static func storage(of id: some Hashable & Sendable) -> Storage {
    if let element = id as? StackEffectID {
      return .element(element)
    } else if let presentation = id as? PresentationID {
      return .presentation(presentation)
    } else if let id = id as? EffectID {
      return id.storage
    } else if let id = id as? AnyHashableSendable {
      return storage(of: id.base)
    } else {
      return .other(AnyHashableSendable(id))
    }
  }

  /// The id as it was given.
  var base: Any {
    switch storage {
    case .element(let element): element
    case .presentation(let presentation): presentation
    case .other(let id): id.base
    }
  }

  /// The id as the page's effects lane shows it, e.g. `path #3`.
  @usableFromInline var description: String { "\(base)" }
}
