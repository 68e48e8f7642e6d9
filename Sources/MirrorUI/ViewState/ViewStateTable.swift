import MirrorJSON

/// The views' own state of a running app (`@State`, `@FocusState`, a list's edit mode), each
/// value under its view's structural identity: what a room journals, travels in time and shows
/// to every browser beside the app's state.
///
/// In a state's JSON it is the member `$view`, an object from keys such as
/// `@State TripForm.isExpanded · 0.1.[3]` to values; a state with none has no `$view`, so an
/// app without view state has the JSON it always had.
struct ViewStateTable: Equatable, Sendable {
  /// The values, in the order the views first appeared.
  var values = JSONObject()

  /// The app's state JSON without `$view`, and the view state it held (empty without one).
  static func split(_ json: JSONValue) -> (state: JSONValue, views: ViewStateTable) {
    guard case .object(var object) = json, let views = object[ViewOp.member] else {
      return (json, ViewStateTable())
    }
    object[ViewOp.member] = nil
    return (.object(object), ViewStateTable(values: views.objectValue ?? JSONObject()))
  }

  /// `state` (the app's state JSON) with this view state as its `$view` member; `state` itself
  /// when there is no view state, or when it is not an object (then the view state stays in
  /// the running app alone).
  func embedded(in state: JSONValue) -> JSONValue {
    guard values.count > 0, case .object(var object) = state else { return state }
    object[ViewOp.member] = .object(values)
    return .object(object)
  }

  /// Keeps the values of the views that were on screen in the last render and only those, as
  /// SwiftUI forgets a view's state when the view goes away; a view seen for the first time
  /// starts from `initial`, the value its property wrapper was declared with.
  mutating func keep(_ seen: [String], initial: [String: JSONValue]) {
    var next = JSONObject()
    for key in seen {
      if let value = values[key] ?? initial[key] { next[key] = value }
    }
    values = next
  }
}
