import CasePaths
import NavigationCore

/// An inbox presenting a destination: a feature, an alert, a dialog, plain state, or nothing.
@Reducer
struct InboxFeature {
  @ObservableState
  struct State {
    var messages: [String] = ["Hello"]
    @Presents var destination: Destination.State?
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case deleteTapped
    case shareTapped
    case editTapped
    case infoTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        state.destination = .alert(
          AlertState {
            TextState("Delete all messages?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
          })
        return .none
      case .shareTapped:
        state.destination = .dialog(
          ConfirmationDialogState {
            TextState("Share")
          } actions: {
            ButtonState(action: .share) { TextState("Share") }
          })
        return .none
      case .editTapped:
        state.destination = .edit(NoteFeature.State(text: state.messages.first ?? ""))
        return .none
      case .infoTapped:
        state.destination = .info(Destination.Info(version: 2))
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        state.messages.removeAll()
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }

  @Reducer
  enum Destination {
    case edit(NoteFeature)
    case alert(AlertState<Alert>)
    case dialog(ConfirmationDialogState<Dialog>)
    @ReducerCaseIgnored case info(Info)
    case loading

    @CasePathable enum Alert { case confirmDeletion }
    @CasePathable enum Dialog { case share }
    struct Info { var version: Int }
  }
}
