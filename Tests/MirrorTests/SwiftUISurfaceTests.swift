import TestSupport
import XCTest

/// The SwiftUI that real views are written with compiles against MirrorUI as it is written:
/// checked by type-checking views against the MirrorUI module this test run built.
final class SwiftUISurfaceTests: XCTestCase {
  /// Type-checks `source` (after `import MirrorUI`) and returns its error lines.
  private func errors(_ source: String) throws -> [String] {
    try SwiftTypeChecker.typecheck("import Foundation\nimport MirrorUI\n" + source).errors
  }

  func testAFeatureModuleDeclaresItsViewActionsWithTheCoreAlone() throws {
    // As TCA's own example features do: their module imports no view layer.
    let result = try SwiftTypeChecker.typecheck(
      """
      import ComposableArchitecture
      @Reducer
      struct TwoFactor {
        @ObservableState
        struct State: Equatable { var code = "" }
        enum Action: ViewAction, BindableAction {
          case binding(BindingAction<State>)
          case view(View)
          enum View { case submitButtonTapped }
        }
        var body: some ReducerOf<Self> {
          BindingReducer()
          Reduce { _, _ in .none }
        }
      }
      """)
    XCTAssertEqual(result.errors, [], result.output)
  }

  func testAnAPIClientCallingURLSessionCompilesWithTheImportsTCAsDo() throws {
    // As TCA's fact client: on Linux `URLSession` is FoundationNetworking's, which
    // `import Foundation` does not bring.
    let result = try SwiftTypeChecker.typecheck(
      """
      import ComposableArchitecture
      import Foundation
      @DependencyClient
      struct FactClient {
        var fetch: @Sendable (Int) async throws -> String
      }
      extension FactClient: DependencyKey {
        static let liveValue = Self(
          fetch: { number in
            let (data, _) = try await URLSession.shared
              .data(from: URL(string: "http://127.0.0.1/\\(number)")!)
            return String(decoding: data, as: UTF8.self)
          }
        )
      }
      """)
    XCTAssertEqual(result.errors, [], result.output)
  }

  func testImportCombineCompilesAndWhatCombineDeclaresNamesItsAlternative() throws {
    let alias = ["-module-alias", "Combine=CombineMirror"]
    let unused = try SwiftTypeChecker.typecheck(
      "import Combine\nimport ComposableArchitecture\nstruct Feature {}", flags: alias)
    XCTAssertEqual(unused.errors, [], unused.output)
    let used = try SwiftTypeChecker.typecheck(
      """
      import Combine
      final class Model: ObservableObject {
        @Published var count = 0
        var cancellables: Set<AnyCancellable> = []
      }
      """, flags: alias)
    XCTAssertTrue(
      used.errors.contains {
        $0.contains("'ObservableObject' is unavailable: Combine does not exist on Linux")
      }, used.output)
    XCTAssertTrue(
      used.errors.contains {
        $0.contains("'AnyCancellable' is unavailable") && $0.contains("Effect.cancellable(id:)")
      }, used.output)
  }

  func testAViewGenericOverTheStateAndActionOfItsStoreCompiles() throws {
    // TCA's case studies wrap each demo in a view that holds a store of any state.
    let result = try SwiftTypeChecker.typecheck(
      """
      import ComposableArchitecture
      import SwiftUI
      struct Demo<State, Action, Content: View>: View {
        @SwiftUI.State var store: Store<State, Action>
        let content: (Store<State, Action>) -> Content

        init(
          store: Store<State, Action>,
          @ViewBuilder content: @escaping (Store<State, Action>) -> Content
        ) {
          self.store = store
          self.content = content
        }

        var body: some View {
          content(store)
        }
      }
      """, flags: ["-module-alias", "SwiftUI=SwiftUIMirror"])
    XCTAssertEqual(result.errors, [], result.output)
  }

  func testTheBindingsOfAStoreAViewMakesCompile() throws {
    // As TCA's shared-state onboarding case study holds its flow's store.
    let result = try SwiftTypeChecker.typecheck(
      """
      import ComposableArchitecture
      import SwiftUI
      @Reducer struct Step {
        @ObservableState struct State: Equatable {}
        enum Action { case next }
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      @Reducer struct Flow {
        @Reducer enum Path { case step(Step) }
        @ObservableState struct State { var path = StackState<Path.State>(); var name = "" }
        enum Action: BindableAction {
          case binding(BindingAction<State>)
          case path(StackActionOf<Path>)
        }
        var body: some ReducerOf<Self> {
          BindingReducer()
          Reduce { _, _ in .none }
            .forEach(\\.path, action: \\.path)
        }
      }
      struct FlowView: View {
        @Bindable private var store = Store(initialState: Flow.State()) { Flow() }
        var body: some View {
          NavigationStack(path: $store.scope(\\.path, action: \\.path)) {
            TextField("Name", text: $store.name)
          } destination: { store in
            switch store.case {
            case .step: Text("Step")
            }
          }
        }
      }
      """, flags: ["-module-alias", "SwiftUI=SwiftUIMirror"])
    XCTAssertEqual(result.errors, [], result.output)
  }

  func testImportSwiftUINavigationBringsBind() throws {
    let result = try SwiftTypeChecker.typecheck(
      """
      import ComposableArchitecture
      import SwiftUINavigation
      @Reducer struct Form {
        @ObservableState struct State: Equatable { var focus: Field?; var title = "" }
        enum Field: Hashable { case title }
        enum Action: BindableAction { case binding(BindingAction<State>) }
        var body: some ReducerOf<Self> { BindingReducer() }
      }
      struct FormView: View {
        @Bindable var store: StoreOf<Form>
        @FocusState var focus: Form.Field?
        var body: some View {
          TextField("Title", text: $store.title).focused($focus, equals: .title)
            .bind($store.focus, to: $focus)
        }
      }
      """, flags: ["-module-alias", "SwiftUINavigation=SwiftUINavigationMirror"])
    XCTAssertEqual(result.errors, [], result.output)
  }

  func testFeaturesDeclaredPrivateCompile() throws {
    // As TCA's shared-state case study declares its onboarding: private reducers, an enum
    // reducer inside one, a stack of them.
    let result = try SwiftTypeChecker.typecheck(
      """
      import ComposableArchitecture
      @Reducer
      private struct Basics {
        @ObservableState struct State: Equatable { var name = "" }
        enum Action: BindableAction { case binding(BindingAction<State>) }
        var body: some ReducerOf<Self> { BindingReducer() }
      }
      @Reducer
      private struct SignUp {
        @Reducer enum Path { case basics(Basics) }
        @ObservableState struct State { var path = StackState<Path.State>() }
        enum Action { case path(StackActionOf<Path>) }
        var body: some ReducerOf<Self> {
          Reduce { _, _ in .none }
            .forEach(\\.path, action: \\.path)
        }
      }
      """)
    XCTAssertEqual(result.errors, [], result.output)
  }

  func testScopesSpelledAsTCA125SpellsThemCompile() throws {
    XCTAssertEqual(
      try errors(
        """
        import ComposableArchitecture
        @Reducer struct Child {
          @ObservableState struct State: Equatable, Identifiable { var id = 0 }
          enum Action { case tapped }
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        @Reducer struct Parent {
          @Reducer enum Destination { case edit(Child) }
          @ObservableState struct State: Equatable {
            var child = Child.State()
            var optional: Child.State?
            @Presents var sheet: Child.State?
            @Presents var destination: Destination.State?
            var path = StackState<Child.State>()
            var rows: IdentifiedArrayOf<Child.State> = []
          }
          enum Action {
            case child(Child.Action)
            case optional(Child.Action)
            case sheet(PresentationAction<Child.Action>)
            case destination(PresentationAction<Destination.Action>)
            case path(StackActionOf<Child>)
            case rows(IdentifiedActionOf<Child>)
          }
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        extension Parent.Destination.State: Equatable {}
        struct ChildView: View {
          let store: StoreOf<Child>
          var body: some View { Text("Child") }
        }
        struct ParentView: View {
          @Bindable var store: StoreOf<Parent>
          var body: some View {
            NavigationStack(path: $store.scope(\\.path, action: \\.path)) {
              List {
                ChildView(store: store.scope(\\.child, action: \\.child))
                if let optional = store.scope(\\.optional, action: \\.optional) {
                  ChildView(store: optional)
                }
                ForEach(store.scope(\\.rows, action: \\.rows)) { ChildView(store: $0) }
              }
              .sheet(item: $store.scope(\\.sheet, action: \\.sheet)) { ChildView(store: $0) }
              .sheet(item: $store.scope(\\.destination?.edit, action: \\.destination.edit)) {
                ChildView(store: $0)
              }
            } destination: { ChildView(store: $0) }
          }
        }
        """), [])
  }

  func testViewStateEnvironmentAndBindingsCompile() throws {
    XCTAssertEqual(
      try errors(
        """
        enum Field: String, Hashable { case name, email }
        struct Trip: Equatable { var name = ""; var nights = 1 }
        private struct AccentKey: EnvironmentKey { static let defaultValue = "blue" }
        extension EnvironmentValues {
          var accent: String {
            get { self[AccentKey.self] }
            set { self[AccentKey.self] = newValue }
          }
        }
        @MainActor struct TripForm: View {
          @State private var trip = Trip()
          @State private var isExpanded = false
          @State var selection: String?
          @FocusState private var focus: Field?
          @FocusState private var isSearching: Bool
          @Environment(\\.dismiss) private var dismiss
          @Environment(\\.editMode) private var editMode
          @Environment(\\.isPresented) private var isPresented
          @Environment(\\.colorScheme) private var colorScheme
          @Environment(\\.accent) private var accent
          var body: some View {
            Form {
              TextField("Name", text: $trip.name).focused($focus, equals: .name)
              Stepper("Nights: \\(trip.nights)", value: $trip.nights, in: 1...9)
              Toggle("More", isOn: $isExpanded.animation())
              Toggle("Fixed", isOn: .constant(true))
              TextField("Custom", text: Binding(get: { trip.name }, set: { trip.name = $0 }))
              Child(isOn: $isExpanded)
              Button("Done") { focus = nil; dismiss() }
              Text(colorScheme == .dark ? "dark" : accent)
              if editMode?.wrappedValue.isEditing == true { Text("Editing") }
            }
            .environment(\\.accent, "red")
            .environment(\\.colorScheme, .dark)
          }
        }
        struct Child: View {
          @Binding var isOn: Bool
          var body: some View { Toggle("On", isOn: $isOn) }
        }
        """), [])
  }

  func testModifiersOnceRefusedCompile() throws {
    XCTAssertEqual(
      try errors(
        """
        struct Item: Identifiable, Equatable { let id: Int; var title: String; var done = false }
        struct V: View {
          @State private var items = [Item(id: 1, title: "a")]
          @State private var query = ""
          @State private var count = 0
          @Namespace private var namespace
          var body: some View {
            List {
              ForEach($items) { $item in
                Toggle(item.title, isOn: $item.done)
                  .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                    Button("Delete", role: .destructive) { items.removeAll { $0.id == item.id } }
                  }
                  .contextMenu { Button("Rename") { item.title = "b" } }
              }
              .onDelete { items.remove(atOffsets: $0) }
              .onMove { items.move(fromOffsets: $0, toOffset: $1) }
              Text("Tap").onTapGesture { count += 1 }
                .overlay { Circle().fill(.red).frame(width: 8, height: 8) }
                .overlay(alignment: .topTrailing) { Text("!") }
                .background { RoundedRectangle(cornerRadius: 8).stroke(.blue, lineWidth: 2) }
                .background(Color.yellow.opacity(0.3))
                .animation(.default, value: count)
                .transition(.slide)
                .matchedGeometryEffect(id: "tap", in: namespace)
                .id(count)
            }
            .searchable(text: $query, prompt: "Search…")
            .refreshable { count = 0 }
            .onChange(of: query) { _, new in count = new.count }
            .onChange(of: count) { }
            .navigationBarItems(leading: EditButton(), trailing: Button("Add") {})
            .textInputAutocapitalization(.never)
            .keyboardType(.emailAddress)
            .autocapitalization(.none)
            .textContentType(.emailAddress)
            .disableAutocorrection(true)
            .autocorrectionDisabled()
            .textFieldStyle(.roundedBorder)
          }
        }
        """), [])
  }

  func testViewsShapesAndStylesCompile() throws {
    XCTAssertEqual(
      try errors(
        """
        struct V: View {
          @State private var volume = 0.5
          @State private var showsDetails = false
          var body: some View {
            GeometryReader { proxy in
              VStack(alignment: .leading, spacing: 0) {
                LabeledContent("Nights", value: "3")
                LabeledContent("Total") { Text("12 €").monospacedDigit() }
                Slider(value: $volume, in: 0...1, step: 0.1)
                DisclosureGroup("Details", isExpanded: $showsDetails) { Text("More") }
                Text("**Bold** and ^[3 night](inflect: true)")
                Text("a").italic() + Text("b").bold().foregroundColor(.red)
                Text(verbatim: "**raw**").font(.system(size: 96, weight: .bold, design: .rounded))
                Text("Title").font(.system(.title, design: .serif)).fontWeight(.semibold)
                Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                Circle().stroke(Color(red: 0.8, green: 0.8, blue: 0.8), lineWidth: 2)
                Capsule().fill(.tint).frame(width: proxy.size.width / 3, height: 20)
                Color(white: 0.5).frame(height: 2)
                Image(systemName: "ticket").imageScale(.large).foregroundStyle(.secondary)
              }
              .padding(.bottom, 48)
              .italic()
              .monospacedDigit()
              .font(.title)
            }
          }
        }
        @MainActor struct GameView: View {
          var body: some View { Text("Game") }
        }
        #Preview { GameView() }
        #Preview("Dark") { GameView().environment(\\.colorScheme, .dark) }
        """), [])
  }

  func testPathsTrimsLinksAndOlderNavigationCompile() throws {
    XCTAssertEqual(
      try errors(
        """
        struct Ring: View {
          var progress: Double
          @State private var selection: Int?
          @State private var isActive = false
          @Environment(\\.openURL) private var openURL
          var body: some View {
            NavigationView {
              VStack {
                Circle()
                  .trim(from: 0, to: progress)
                  .stroke(.green, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [2, 3]))
                  .rotationEffect(.degrees(-90))
                Path { path in
                  path.move(to: CGPoint(x: 0, y: 0))
                  path.addLine(to: CGPoint(x: 20, y: 20))
                  path.addArc(
                    center: .zero, radius: 10, startAngle: .zero, endAngle: Angle(radians: .pi),
                    clockwise: false)
                  path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 8, height: 8), cornerSize: CGSize(width: 2, height: 2))
                }
                .stroke(lineWidth: 2)
                NavigationLink("Detail", isActive: $isActive) { Text("Detail") }
                NavigationLink("Second", tag: 2, selection: $selection) { Text("Second") }
                NavigationLink(tag: 3, selection: $selection) { Text("Third") } label: { Text("3") }
                Link("Docs", destination: URL(string: "https://example.com")!)
                Button("Open") { openURL(URL(string: "https://example.com")!) }
              }
              .frame(width: 40.5, height: CGFloat(40))
            }
            .navigationViewStyle(.stack)
          }
        }
        """), [])
  }
}
