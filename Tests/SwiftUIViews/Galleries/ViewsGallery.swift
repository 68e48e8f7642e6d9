// The views and styles real screens are drawn with, for the browser tests.
import NavMirror

@Reducer
struct ViewsGallery {
  @ObservableState
  struct State: Equatable {
    var nights = 3
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> { BindingReducer() }
}

struct ViewsGalleryView: View {
  @Bindable var store: StoreOf<ViewsGallery>
  @Environment(\.openURL) private var openURL

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          Text("Big").font(.system(size: 96, weight: .bold))
          Text("**Bold**, *italic* and ^[\(store.nights) night](inflect: true)")
          Text("Total: ").bold() + Text("12,50 €").italic().foregroundColor(.red)
          Text("123.45").monospacedDigit().font(.title2)
          Text("Caption").font(.caption).italic()
          HStack {
            Image(systemName: "ticket")
            Image(systemName: "airplane.departure")
            Image(systemName: "circle")
            Image(systemName: "checkmark.seal.fill")
          }
          .foregroundStyle(.orange)
          HStack(alignment: .top) {
            Rectangle().fill(Color(red: 0.2, green: 0.6, blue: 0.4)).frame(width: 40, height: 40)
            Circle().stroke(.blue, lineWidth: 3).frame(width: 40, height: 40)
            Capsule().fill(
              LinearGradient(colors: [.red, .yellow], startPoint: .leading, endPoint: .trailing)
            )
            .frame(width: 80, height: 30)
            RoundedRectangle(cornerRadius: 6).fill(.purple).frame(width: 30, height: 30)
          }
          HStack {
            Circle()
              .trim(from: 0, to: 0.25)
              .stroke(.green, style: StrokeStyle(lineWidth: 4, lineCap: .round))
              .frame(width: 40, height: 40)
            Path { path in
              path.move(to: CGPoint(x: 20, y: 0))
              path.addLine(to: CGPoint(x: 40, y: 40))
              path.addLine(to: CGPoint(x: 0, y: 40))
              path.closeSubpath()
            }
            .fill(.blue)
            .frame(width: 40, height: 40)
          }
          Stepper("Nights", value: $store.nights, in: 1...9)
          LabeledContent("Nights", value: "\(store.nights)")
          Link("Docs", destination: URL(string: "https://example.com/docs")!)
          Button("Help") { openURL(URL(string: "mailto:help@example.com")!) }
          Button("Script") { openURL(URL(string: "javascript:alert(1)")!) }
        }
        .padding()
      }
      .navigationTitle("Views")
    }
  }
}

extension MirrorApp {
  /// The views gallery, as the browser tests serve it.
  static let viewsGallery = MirrorApp(
    name: "views-gallery", summary: "Text styles, shapes, gradients, symbols, alignment.",
    initialState: ViewsGallery.State(), reducer: ViewsGallery(), view: ViewsGalleryView.init)
}
