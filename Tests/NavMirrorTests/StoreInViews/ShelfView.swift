import NavMirror

/// The shelf written as a TCA user writes its view.
struct ShelfView: View {
  @Bindable var store: StoreOf<ShelfFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      WithPerceptionTracking {
        List {
          Toggle("Compact", isOn: $store.isCompact)
          Picker("Sort", selection: $store.sort.sending(\.sortChanged)) {
            Text("Title").tag(ShelfFeature.Sort.title)
            Text("Author").tag(ShelfFeature.Sort.author)
          }
          ForEach(store.scope(state: \.rows, action: \.rows)) { rowStore in
            Button(rowStore.title) { rowStore.send(.openTapped) }
          }
          ForEach(store.tags, id: \.self) { tag in
            Text(tag)
          }
          ForEach(0..<2) { index in
            Text("Shelf \(index)")
          }
          NavigationLink(state: ShelfFeature.Path.State.about(AboutFeature.State())) {
            Text("About")
          }
          NavigationLink("Dune", state: ShelfFeature.Path.State.book(.init(id: 1, title: "Dune")))
        }
        .navigationTitle("Shelf")
      }
    } destination: { store in
      switch store.case {
      case let .book(store):
        Text(store.title).navigationTitle(store.title)
      case .about:
        Text("About").navigationTitle("About")
      }
    }
    .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { store in
      Button("Open \(store.title)") { store.send(.openTapped) }
        .navigationTitle("Edit")
    }
    .alert($store.scope(state: \.alert, action: \.alert))
    .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
  }
}

/// The same sheet shown as a popover and as a cover.
struct ShelfCoversView: View {
  @Bindable var store: StoreOf<ShelfFeature>

  var body: some View {
    Text("Shelf")
      .popover(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) {
        Text($0.title)
      }
      .fullScreenCover(item: $store.scope(state: \.alert, action: \.alert)) { _ in
        Text("Cover")
      }
  }
}

/// The edit destination pushed onto the stack instead of presented.
struct ShelfPushView: View {
  @Bindable var store: StoreOf<ShelfFeature>

  var body: some View {
    NavigationStack {
      Text("Shelf")
        .navigationTitle("Shelf")
        .navigationDestination(
          item: $store.scope(state: \.destination?.edit, action: \.destination.edit)
        ) { store in
          Button("Open \(store.title)") { store.send(.openTapped) }
            .navigationTitle(store.title)
        }
    }
  }
}

/// A `@ViewAction` view with a bindable store, sending its view actions directly.
@ViewAction(for: NoteFeature.self)
struct NoteView: View {
  @Bindable var store: StoreOf<NoteFeature>

  var body: some View {
    VStack {
      Toggle("Pinned", isOn: $store.isPinned)
      Button("Save") { send(.saveTapped) }
    }
  }
}
