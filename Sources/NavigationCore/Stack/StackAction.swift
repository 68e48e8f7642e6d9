import CasePaths

/// The actions of a navigation stack, as `forEach(_:action:destination:)` understands them.
@CasePathable
public enum StackAction<State, Action> {
  /// An action sent by the element with `id`.
  indirect case element(id: StackElementID, action: Action)
  /// Pops the element with `id` and every element above it: sent by Back, by the swipe, by a
  /// jump back several levels (one action for all of them), and by `dismiss` inside the element.
  case popFrom(id: StackElementID)
  /// Pushes `state` under `id`: what `NavigationLink(state:)` sends.
  case push(id: StackElementID, state: State)
}

/// The stack actions of a feature `R` that lives in a stack.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}
extension StackAction: Codable where State: Codable, Action: Codable {}
