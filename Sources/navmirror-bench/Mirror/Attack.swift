/// One attack of `navmirror-bench mirror attack`: what it does, the memory the server may add
/// while it runs (its budget), and what it found.
struct Attack {
  /// What an attack sent and what it found.
  struct Outcome {
    /// Requests or messages sent.
    var requests: Int
    /// What the server did that matters for this attack, in a few words.
    var finding: String
    /// Whether the server did what SECURITY.md says it does.
    var met: Bool
    /// What stays open until the server's memory is measured (connections that never read).
    var open: [AnyObject] = []
  }

  let name: String
  /// The most memory the server may add while the attack runs (its peak resident set above
  /// what it held before), in MiB; `nil` for none set.
  var budgetMiB: Double?
  let run: () -> Outcome

  init(_ name: String, budgetMiB: Double? = nil, run: @escaping () -> Outcome) {
    self.name = name
    self.budgetMiB = budgetMiB
    self.run = run
  }

  /// An attack whose only finding is that the server kept answering.
  init(_ name: String, budgetMiB: Double? = nil, sending run: @escaping () -> Int) {
    self.init(name, budgetMiB: budgetMiB) {
      Outcome(requests: run(), finding: "", met: true)
    }
  }
}
