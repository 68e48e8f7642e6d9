// seeds/000 "TCA에서 NavigationStack과 TabView, 그리고 path": the article's reducers as it
// leaves them (its later version of FirstDetailFeature, with the `another` screen added to
// Path), with the article's import. The views are in TabsWithRootStackViews.swift.
import ComposableArchitecture

@Reducer
struct AppFeature {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var tab1 = FirstFeature.State()
    var tab2 = SecondFeature.State()
  }
  enum Action {
    case path(StackActionOf<Path>)
    case tab1(FirstFeature.Action)
    case tab2(SecondFeature.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.tab1, action: \.tab1) {
      FirstFeature()
    }
    Scope(state: \.tab2, action: \.tab2) {
      SecondFeature()
    }
    Reduce { state, action in
      switch action {
      case .tab1(.moveDetailViewButtonTapped):
        state.path.append(.firstDetail(FirstDetailFeature.State()))
        return .none
      case .tab2(.moveDetailViewButtonTapped):
        state.path.append(.secondDetail(SecondDetailFeature.State()))
        return .none
      case .path(.element(id: _, .firstDetail(.moveAnotherViewButtonTapped))):
        state.path.append(.another(AnotherFeature.State()))
        return .none
      case .path(.element(id: _, .secondDetail(.moveAnotherViewButtonTapped))):
        state.path.append(.another(AnotherFeature.State()))
        return .none
      case .tab1, .tab2, .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}
extension AppFeature {
  @Reducer
  enum Path {
    case firstDetail(FirstDetailFeature)
    case secondDetail(SecondDetailFeature)
    case another(AnotherFeature)
  }
}

@Reducer
struct FirstFeature {
  @ObservableState
  struct State: Equatable {
  }
  enum Action {
    case moveDetailViewButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .moveDetailViewButtonTapped:
        return .none
      }
    }
  }
}

@Reducer
struct SecondFeature {
  @ObservableState
  struct State: Equatable {
  }
  enum Action {
    case moveDetailViewButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .moveDetailViewButtonTapped:
        return .none
      }
    }
  }
}

@Reducer
struct FirstDetailFeature {
  @ObservableState
  struct State: Equatable {
  }
  enum Action {
    case moveAnotherViewButtonTapped
  }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .moveAnotherViewButtonTapped:
        return .none
      }
    }
  }
}

// The article gives SecondDetailFeature the same button ("FirstFeature와 SecondFeature 둘다 …
// moveAnotherViewButtonTapped을 만들어준다") without repeating its code: written as its
// FirstDetailFeature.
@Reducer
struct SecondDetailFeature {
  @ObservableState
  struct State: Equatable {
  }
  enum Action {
    case moveAnotherViewButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .moveAnotherViewButtonTapped:
        return .none
      }
    }
  }
}

@Reducer
struct AnotherFeature {
  @ObservableState
  struct State: Equatable {
  }
  enum Action {
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      }
    }
  }
}
