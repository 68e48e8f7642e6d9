// A screen whose interface state lives in the views, as iOS-first apps keep it: @State for a
// note being written, a counter, a disclosure, a pushed screen and a sheet, @Binding to pass it
// down, and @Environment(\.dismiss) to close the sheet.
import NavMirror

@Reducer
struct Trips {
  @ObservableState
  struct State: Equatable {
    var saved: [String] = []
  }

  enum Action {
    case saveTapped(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .saveTapped(note):
        state.saved.append(note)
        return .none
      }
    }
  }
}

struct TripsView: View {
  let store: StoreOf<Trips>
  @State private var note = ""
  @State private var nights = 3
  @State private var showsSettings = false
  @State private var showsShare = false

  var body: some View {
    NavigationStack {
      Form {
        Section("Plan") {
          TextField("Note", text: $note)
          Stepper("^[\(nights) night](inflect: true)", value: $nights, in: 1...14)
          NightsBadge(nights: $nights)
          DisclosureGroup("Packing list") {
            Text("Passport")
            Text("Charger")
          }
        }
        Section {
          Button("Save note") {
            store.send(.saveTapped(note))
            note = ""
          }
          NavigationLink("Details") {
            TripDetails(nights: nights)
          }
          Button("Share") { showsShare = true }
        }
        Section("Saved") {
          ForEach(store.saved, id: \.self) { Text($0) }
        }
      }
      .navigationTitle("Trip")
      .toolbar {
        Button("Settings") { showsSettings = true }
      }
      .navigationDestination(isPresented: $showsSettings) {
        Text("Settings").navigationTitle("Settings")
      }
      .sheet(isPresented: $showsShare) {
        ShareSheet()
      }
    }
  }
}

/// A child that changes its parent's state through a binding.
struct NightsBadge: View {
  @Binding var nights: Int

  var body: some View {
    Button("One more night") { nights += 1 }
  }
}

struct TripDetails: View {
  let nights: Int
  @State private var isFavorite = false

  var body: some View {
    VStack {
      Text("^[\(nights) night](inflect: true) away")
      Toggle("Favorite", isOn: $isFavorite)
    }
    .navigationTitle("Details")
  }
}

struct ShareSheet: View {
  @Environment(\.dismiss) private var dismiss
  @Environment(\.isPresented) private var isPresented

  var body: some View {
    NavigationStack {
      Text(isPresented ? "Shared with the group" : "Not presented")
        .navigationTitle("Share")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Close") { dismiss() }
          }
        }
    }
  }
}

#Preview("Trip") {
  TripsView(store: Store(initialState: Trips.State()) { Trips() })
}

extension MirrorApp {
  /// The trip screen as a room serves it.
  static let trips = MirrorApp(
    name: "trips", summary: "Interface state in the views: @State, @Binding, a sheet, a push.",
    initialState: Trips.State(), reducer: Trips(), view: TripsView.init)
}

// Not previews, for the plugin's scanner: // #Preview { Text("in a comment") }
/* #Preview { Text("in a block comment /* nested */ #Preview") } */
private let previewInAString = "#Preview { Text(\"in a string\") }"
private let previewInARawString = #"#Preview { Text("in a raw string") }"#
private let previewInAMultilineString = """
  #Preview { Text("in a multi-line string") }
  """
