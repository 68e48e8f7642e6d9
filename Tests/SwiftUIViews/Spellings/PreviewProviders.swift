// Previews spelled as SwiftUI spelled them before `#Preview`, which the `NavMirrorPreviews`
// plugin lists too, and the places its list must leave out or keep under their `#if`: a
// preview that the compiler does not read here, one the list could not name (private, nested
// in a type). Named in the list, any of those would not compile.
import NavMirror

struct TodosList_Previews: PreviewProvider {
  static var previews: some View {
    TodosView(store: Store(initialState: Todos.State(todos: .mock)) { Todos() })
  }
}

#if DEBUG
  struct DebugOnly_Previews: PreviewProvider {
    static var previews: some View { Text("Debug builds only") }
  }
#endif

#if NAVMIRROR_NEVER_DEFINED
  #Preview { Text("Never compiled") }

  struct NeverCompiled_Previews: PreviewProvider {
    static var previews: some View { Text("Never compiled") }
  }
#elseif NAVMIRROR_NOR_THIS
  struct NorThis_Previews: PreviewProvider {
    static var previews: some View { Text("Never compiled either") }
  }
#else
  struct OtherBranch_Previews: PreviewProvider {
    static var previews: some View { Text("The other branch") }
  }
#endif

private struct Hidden_Previews: PreviewProvider {
  static var previews: some View { Text("Private to this file") }
}

enum PreviewNamespace {
  struct Nested_Previews: PreviewProvider {
    static var previews: some View { Text("Inside a type") }
  }
}
