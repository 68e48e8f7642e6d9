// seeds/001 "TCA Navigation 패턴 레퍼런스", pattern 1's view as written there, with the
// imports a TCA view file has. The article leaves `content` and `EditView` out: they are in
// ViewGlue.swift.
import ComposableArchitecture
import SwiftUI

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
