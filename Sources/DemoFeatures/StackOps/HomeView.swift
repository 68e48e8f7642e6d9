import MirrorUI

/// The article's `HomeView`: one NavigationStack bound to the home's path, a `switch` over the
/// path's cases in `destination`, and the stack operations on every screen.
struct HomeView: View {
  let store: StoreOf<HomeFeature>

  var body: some View {
    NavigationStack(path: store.scope(state: \.path, action: \.path)) {
      List {
        Section("Results for \"\(store.searchText)\"") {
          ForEach(store.searchResults) { article in
            Button(article.title) { store.send(.searchResultTapped(article)) }
          }
        }
        StackOperationsView(store: store)
      }
      .navigationTitle("Home")
    } destination: { element in
      switch element.state {
      case .detail:
        if let detail = element.scope(state: \.detail, action: \.detail) {
          ArticleDetailView(store: detail, home: store)
        }
      case .edit:
        if let edit = element.scope(state: \.edit, action: \.edit) {
          ArticleEditView(store: edit, home: store)
        }
      case .settings:
        if let settings = element.scope(state: \.settings, action: \.settings) {
          HomeSettingsView(store: settings, home: store)
        }
      }
    }
  }
}

/// The controls for every stack operation, each disabled when the stack is too short, and the
/// path as it is right now.
struct StackOperationsView: View {
  let store: StoreOf<HomeFeature>

  var body: some View {
    Section("Stack operations") {
      ForEach(StackOperation.allCases) { operation in
        Button(operation.label) { store.send(.stackOperationTapped(operation)) }
          .disabled(store.path.count < operation.minimumDepth)
      }
    }
    Section("path (\(store.path.count))") {
      if store.path.isEmpty {
        Text("[] (root)").font(.caption)
      } else {
        ForEach(Array(zip(store.path.ids, store.path))) { id, element in
          Text("\(id) \(element.kind)").font(.caption)
        }
      }
    }
  }
}

struct ArticleDetailView: View {
  let store: StoreOf<ArticleDetailFeature>
  let home: StoreOf<HomeFeature>

  var body: some View {
    List {
      Section {
        Text(store.article.title).font(.headline)
        Button("Edit") { store.send(.editButtonTapped(store.article)) }
      }
      StackOperationsView(store: home)
    }
    .navigationTitle("Detail")
  }
}

struct ArticleEditView: View {
  let store: StoreOf<ArticleEditFeature>
  let home: StoreOf<HomeFeature>

  var body: some View {
    List {
      Section {
        Text(store.article.title).font(.headline)
        Toggle("Favourite", isOn: store.binding(\.isFavorite, sending: \.binding.isFavorite))
      }
      StackOperationsView(store: home)
    }
    .navigationTitle("Edit")
  }
}

struct HomeSettingsView: View {
  let store: StoreOf<HomeSettingsFeature>
  let home: StoreOf<HomeFeature>

  var body: some View {
    List {
      Section {
        Toggle("Show article ids", isOn: store.binding(\.showsIDs, sending: \.binding.showsIDs))
      }
      StackOperationsView(store: home)
    }
    .navigationTitle("Settings")
  }
}
