import CasePaths
import Foundation
import NavigationCore

/// A model declared outside the features, `Codable` itself: the features that hold it get
/// their coding written out by the macros (they cannot tell it is `Codable`), which must write
/// the JSON Swift's synthesized coding writes.
struct Book: Codable, Equatable {
  var title: String
  var year: Int?
}

/// A model declared outside the features that is not `Codable`.
struct Reader: Equatable {
  var name: String
}

/// A feature holding `Book`s, written as its twin `SynthesizedShelf` is, whose coding Swift
/// synthesizes.
@Reducer
struct Shelf {
  @ObservableState
  struct State: Equatable {
    var books: [Book] = []
    var featured: Book?
    var edition = 1
    let shelfID: Int
  }

  enum Action {
    case bookTapped(Book)
    case moved(from: Int, to: Book?)
    case loaded(Result<[Book], any Error>)
    case cleared
  }

  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// The twin of ``Shelf``'s state and actions, with Swift's synthesized coding.
enum SynthesizedShelf {
  struct State: Codable, Equatable {
    var books: [Book] = []
    var featured: Book?
    var edition = 1
    let shelfID: Int
  }

  enum Action: Codable {
    case bookTapped(Book)
    case moved(from: Int, to: Book?)
    case cleared
  }
}

/// A feature holding a `Reader`, which is not `Codable`: it compiles, and its coding throws,
/// naming the type.
@Reducer
struct ReadingRoom {
  @ObservableState
  struct State: Equatable {
    var readers: [Reader] = []
  }

  enum Action {
    case readerTapped(Reader)
  }

  var body: some ReducerOf<Self> { EmptyReducer() }
}
