import NavMirror
import ShoppingList

// Serves http://127.0.0.1:8080 with the shopping list; `--help` lists the options.
NavMirrorServer(apps: [
  MirrorApp(
    name: "shopping",
    summary: "A shopping list whose items open on a navigation stack.",
    initialState: ShoppingListFeature.State(),
    reducer: ShoppingListFeature(),
    view: ShoppingListView.init
  )
]).run()
