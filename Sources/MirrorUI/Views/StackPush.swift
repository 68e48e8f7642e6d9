import MirrorJSON
import NavigationCore

/// How a ``NavigationLink`` pushes onto the navigation stack around it: the root action for
/// `.push(id:state:)` of the stack's path, with the id the stack hands out next.
struct StackPush {
  /// The state type of the path's elements, for the diagnostic of a link that pushes another.
  let elementType: Any.Type
  /// The generation of the id the stack hands out next, which the push carries.
  let generation: Int
  /// The push of `state`; `nil` when the state is not an element of the path, or when the path
  /// sends nothing.
  let action: (Any) -> JSONValue?

  init<ElementState, ElementAction>(
    _ path: Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>
  ) {
    elementType = ElementState.self
    generation = path.state.nextGeneration
    let id = StackElementID(generation: generation)
    action = { state in
      guard let state = state as? ElementState, let toRoot = path.toRoot else { return nil }
      return toRoot(.push(id: id, state: state))
    }
  }
}
