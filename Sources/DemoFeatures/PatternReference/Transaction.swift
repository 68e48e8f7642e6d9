/// A transaction on the calendar of the pattern-reference demo.
public struct Transaction: Codable, Equatable, Hashable, Identifiable, Sendable {
  /// Income or expense.
  public enum Kind: String, Codable, Hashable, Sendable {
    case expense, income
  }

  /// The transaction's id.
  public var id: Int
  /// Income or expense.
  public var kind: Kind
  /// The amount, in won.
  public var amount: Int

  /// Creates a transaction.
  public init(id: Int, kind: Kind, amount: Int) {
    self.id = id
    self.kind = kind
    self.amount = amount
  }

  /// One line for a list: "Expense ₩10000".
  public var summary: String {
    "\(kind == .expense ? "Expense" : "Income") ₩\(amount)"
  }
}
