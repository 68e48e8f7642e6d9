/// One array's elements as an encoding wrote them.
protocol RememberedElements: AnyObject {}

/// Elements of type `Element` and their JSON, in order.
final class Elements<Element>: RememberedElements {
  let equal: (Element, Element) -> Bool
  var values: [Element] = []
  var jsons: [JSONValue] = []

  init(equal: @escaping (Element, Element) -> Bool) {
    self.equal = equal
  }

  /// The JSON kept for `value` at `index`, when the element there is equal to it.
  func json(for value: Element, at index: Int) -> JSONValue? {
    guard index < values.count, equal(values[index], value) else { return nil }
    return jsons[index]
  }
}

/// The memo of one array under construction: what the last encoding kept for it, and what
/// this one writes.
final class ArrayMemo {
  private let previous: (any RememberedElements)?
  private(set) var next: (any RememberedElements)?
  /// Set when the array turns out not to be one the memo can keep (its elements are not
  /// `Equatable`, or of more than one type, or its path is ambiguous).
  var isDisabled = false

  init(previous: (any RememberedElements)?) {
    self.previous = previous
  }

  /// Encodes `value`, the array's element at `index`, into `element`: its JSON from the last
  /// encoding when the element there was equal to it, a fresh encoding otherwise.
  func encode<T: Encodable>(_ value: T, at index: Int, into element: EncodedNode) throws {
    guard !isDisabled, let kept = elements(of: T.self), kept.values.count == index else {
      isDisabled = true
      return try element.encode(value, session: nil)
    }
    let json: JSONValue
    if let reused = (previous as? Elements<T>)?.json(for: value, at: index) {
      json = reused
    } else {
      try element.encode(value, session: nil)
      json = element.resolved().keepingEncodedCount()
    }
    element.content = .value(json)
    kept.values.append(value)
    kept.jsons.append(json)
  }

  /// The elements this encoding keeps, when they are of type `T` and `T` is `Equatable`.
  /// Scalars are not kept: comparing one costs what encoding it does.
  private func elements<T>(of type: T.Type) -> Elements<T>? {
    if let next { return next as? Elements<T> }
    guard T.self != String.self, T.self != Int.self, T.self != Double.self, T.self != Bool.self
    else { return nil }
    guard let equal = ValueEquality.comparator(for: type) else { return nil }
    let elements = Elements<T>(equal: equal)
    next = elements
    return elements
  }
}
