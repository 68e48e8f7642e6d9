// seeds/001 "TCA Navigation 패턴 레퍼런스", pattern 1's view as written there, with
// `import SwiftUI` removed (the file's `import NavMirror` serves it). The article leaves
// `content` and `EditView` out: they are in ViewGlue.swift.
import NavMirror

struct ParentView: View {
  @Bindable var store: StoreOf<ParentFeature>

  var body: some View {
    content
      .sheet(
        item: $store.scope(
          state: \.destination?.edit,
          action: \.destination.edit
        )
      ) { store in
        EditView(store: store)
      }
  }
}
