import CasePaths

extension Case {
  /// The actions of the stack element with `id`, for case key paths such as
  /// `\.path[id: 0].detail.closeTapped` in tests.
  public subscript<ElementState, ElementAction>(id id: StackElementID) -> Case<ElementAction>
  where Value == StackAction<ElementState, ElementAction> {
    Case<ElementAction>(
      embed: { (action: ElementAction) -> Any in self._embed(.element(id: id, action: action)) },
      extract: { (root: Any) -> ElementAction? in
        guard case .element(id, let action) = self._extract(from: root) else { return nil }
        return action
      }
    )
  }
}
