import CasePaths
import ConcurrencyExtras
import IdentifiedCollections

extension Reducer {
  /// Runs `element` for the elements of the identified array at `toElementsState`, each on the
  /// actions that name it by id.
  ///
  /// ```swift
  /// .forEach(\.rows, action: \.rows) { Row() }
  /// ```
  ///
  /// Order of operations, as in TCA: for ``IdentifiedAction/element(id:action:)`` the element's
  /// reducer runs first, then this one, so the parent sees the element after its change. An
  /// action for an id that is not in the array is reported and the element's reducer does not
  /// run; this reducer still does. An element's effects are cancelled when the element leaves
  /// the array, whichever action removed it.
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> ForEachReducer<Self, ID, Element>
  where Element.State == ElementState, Element.Action == ElementAction {
    ForEachReducer(
      base: self, toElementsState: toElementsState,
      toElementAction: CaseExtractor(toElementAction), runElement: element()._resolvedReduce(),
      fileID: fileID, line: line)
  }
}

/// The identity under which an element of an identified array runs its effects, so that
/// removing the element cancels them: the enclosing elements and presentations, the array's
/// place in its parent, and the element's id.
struct IdentifiedElementEffectID: Hashable, Sendable {
  let path: [AnyHashableSendable]
  /// Where the array lives in its parent.
  ///
  /// A key path is immutable once made, and one to a stored property (or through subscripts,
  /// whose arguments are `Hashable` values) is only hashed and compared here; key path types
  /// are not `Sendable` only because a key path through a subscript may capture values.
  nonisolated(unsafe) let elements: AnyKeyPath
  let id: AnyHashableSendable
}

/// The reducer `forEach` returns for an identified array: see
/// ``Reducer/forEach(_:action:element:fileID:line:)``.
public struct ForEachReducer<Base: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  let base: Base
  let toElementsState: WritableKeyPath<Base.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: CaseExtractor<Base.Action, IdentifiedAction<ID, Element.Action>>
  /// The element's `reduce`, its body built once.
  let runElement: (inout Element.State, Element.Action) -> Effect<Element.Action>
  let fileID: StaticString
  let line: UInt

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let path = NavigationContext.current.path
    let idsBefore = state[keyPath: toElementsState].ids
    var elementEffects = Effect<Base.Action>.none
    if case .element(let id, let elementAction) = toElementAction.extract(from: action) {
      elementEffects = reduceElement(
        id: id, action: elementAction, of: action, state: &state, path: path)
    }
    let effects = elementEffects.merge(with: base.reduce(into: &state, action: action))
    let idsAfter = state[keyPath: toElementsState].ids
    guard idsBefore != idsAfter else { return effects }
    let removed = idsBefore.subtracting(idsAfter)
    guard !removed.isEmpty else { return effects }
    return effects.merge(
      with: .merge(removed.map { .cancel(unscoped: EffectID(effectID($0, path: path))) }))
  }

  /// Runs the element's reducer on the element with `id`, its effects cancellable under the
  /// element's id; reports `action`, the parent's, and runs nothing when no element has `id`.
  func reduceElement(
    id: ID, action elementAction: Element.Action, of action: Base.Action,
    state: inout Base.State, path: [AnyHashableSendable]
  ) -> Effect<Base.Action> {
    guard let index = state[keyPath: toElementsState].index(id: id) else {
      reportMissingElement(action)
      return .none
    }
    let effectID = effectID(id, path: path)
    let context = NavigationContext(
      path: path + [AnyHashableSendable(effectID)], dismissID: NavigationContext.current.dismissID)
    return NavigationContext.with(context) {
      runElement(&state[keyPath: toElementsState][index], elementAction)
    }
    .map { [toElementAction] in toElementAction.embed(.element(id: id, action: $0)) }
    .cancellable(unscoped: EffectID(effectID))
  }

  func effectID(_ id: ID, path: [AnyHashableSendable]) -> IdentifiedElementEffectID {
    IdentifiedElementEffectID(path: path, elements: toElementsState, id: AnyHashableSendable(id))
  }

  func reportMissingElement(_ action: Base.Action) {
    RuntimeWarnings.reportMissingElement(
      code: "foreach-missing-element", fileID: fileID, line: line, action: action,
      swiftUIHint: #""ForEachStore""#)
  }
}
