/// A person in the history list of the pattern-reference demo.
public struct Person: Codable, Equatable, Hashable, Identifiable, Sendable {
  /// The person's id.
  public var id: Int
  /// The name shown.
  public var name: String

  /// Creates a person.
  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }

  /// The people the history starts with.
  public static let samples = [
    Person(id: 1, name: "Minsu"), Person(id: 2, name: "Jiwoo"), Person(id: 3, name: "Seoyeon"),
  ]

  /// The names the rename sheet offers.
  public static let names = ["Minsu", "Jiwoo", "Seoyeon", "Hyunwoo", "Dana"]
}
