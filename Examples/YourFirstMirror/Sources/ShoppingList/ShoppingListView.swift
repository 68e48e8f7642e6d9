import NavMirror

/// The list, on one navigation stack; each item pushes its own screen.
public struct ShoppingListView: View {
  @Bindable var store: StoreOf<ShoppingListFeature>

  /// A view of `store`.
  public init(store: StoreOf<ShoppingListFeature>) {
    self.store = store
  }

  public var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        Button(store.isTimerRunning ? "Stop timer" : "Start timer") {
          store.send(.timerButtonTapped)
        }
        Text("Shopping for \(store.secondsShopping) s")
        ForEach(store.items) { item in
          Button(item.isBought ? "✓ \(item.name)" : item.name) {
            store.send(.itemTapped(item.id))
          }
        }
      }
      .navigationTitle("Shopping")
    } destination: { store in
      VStack {
        Text(store.item.isBought ? "Already bought" : "Still to buy")
        Button("Mark as bought") { store.send(.boughtButtonTapped) }
          .disabled(store.item.isBought)
      }
      .navigationTitle(store.item.name)
    }
  }
}
