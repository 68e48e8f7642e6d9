// One optional destination shown as a drill-down, a popover or a sheet, the kind of
// presentation chosen by the case.
import NavMirror

@Reducer
struct MultipleDestinations {
  @Reducer
  enum Destination {
    case drillDown(Counter)
    case fullScreenCover(Counter)
    case popover(Counter)
    case sheet(Counter)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case showDrillDown
    case showFullScreenCover
    case showPopover
    case showSheet
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination:
        return .none
      case .showDrillDown:
        state.destination = .drillDown(Counter.State())
        return .none
      case .showFullScreenCover:
        state.destination = .fullScreenCover(Counter.State())
        return .none
      case .showPopover:
        state.destination = .popover(Counter.State())
        return .none
      case .showSheet:
        state.destination = .sheet(Counter.State())
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}
extension MultipleDestinations.Destination.State: Equatable {}
