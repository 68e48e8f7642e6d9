import CasePaths

extension Case {
  /// The actions of the element with `id` of an identified array, for case key paths such as
  /// `\.rows[id: item.id].starButtonTapped`, as in TCA.
  public subscript<ID, ElementAction>(id id: ID) -> Case<ElementAction>
  where Value == IdentifiedAction<ID, ElementAction> {
    Case<ElementAction>(
      embed: { (action: ElementAction) -> Any in self._embed(.element(id: id, action: action)) },
      extract: { (root: Any) -> ElementAction? in
        guard case .element(let elementID, let action) = self._extract(from: root),
          elementID == id
        else { return nil }
        return action
      }
    )
  }
}
