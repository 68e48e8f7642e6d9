import MirrorJSON

/// One entry of a shared room's stream, as its owner writes it and every node reads it.
///
/// A ``Kind/change`` carries the journal entry (the state patch, for history and takeover) and
/// the wire `patch` message clients receive, encoded once by the owner so that other nodes
/// forward its bytes as they are. An ``Kind/unchanged`` action carries the journal entry only,
/// a ``Kind/refusal`` only the error a forwarded request gets, an ``Kind/effect`` only its
/// `effect` message. `node` and `request` name a
/// request another node forwarded, so that node can answer its client when the entry arrives.
struct LedgerEntry: Equatable, Sendable {
  enum Kind: String, Sendable {
    case change, unchanged, refusal
    /// An effect started, finished or was cancelled on the owner.
    case effect
  }

  /// A request forwarded from another node: who sent it, so the answer finds its way back.
  struct Request: Equatable, Sendable {
    /// The node the client is connected to.
    let node: String
    /// The node's id for the request.
    let id: String
  }

  let kind: Kind
  /// The version a change produced, or the version an unchanged action or a refusal met.
  let version: Int
  /// The journal entry's JSON text (changes and unchanged actions).
  let journal: String?
  /// The wire message clients receive: a `patch` or `state` for a change, an `unchanged`
  /// message, or the `error` a refused request gets.
  let message: String
  /// The fencing token of the lease it was written under.
  let token: Int
  /// The forwarded request it answers, if any.
  let request: Request?

  /// The entry as XADD's field/value pairs.
  var fields: [String] {
    var fields = [
      "kind", kind.rawValue, "v", String(version), "msg", message, "token", String(token),
    ]
    if let journal { fields += ["entry", journal] }
    if let request { fields += ["node", request.node, "req", request.id] }
    return fields
  }

  init(
    kind: Kind, version: Int, journal: String?, message: String, token: Int, request: Request?
  ) {
    self.kind = kind
    self.version = version
    self.journal = journal
    self.message = message
    self.token = token
    self.request = request
  }

  /// Reads the field/value pairs XREAD or XRANGE returned.
  init(fields pairs: [String]) throws(LedgerError) {
    var fields: [String: String] = [:]
    var index = 0
    while index + 1 < pairs.count {
      fields[pairs[index]] = pairs[index + 1]
      index += 2
    }
    guard let kind = fields["kind"].flatMap(Kind.init(rawValue:)),
      let version = fields["v"].flatMap({ Int($0) }), let message = fields["msg"],
      let token = fields["token"].flatMap({ Int($0) })
    else {
      throw LedgerError.malformed(
        "a stream entry needs kind, v, msg and token; it has \(fields.keys.sorted().prefix(8))")
    }
    self.init(
      kind: kind, version: version, journal: fields["entry"], message: message, token: token,
      request: fields["node"].flatMap { node in
        fields["req"].map { Request(node: node, id: $0) }
      })
  }
}

/// Why a shared room's ledger could not do what it was asked.
enum LedgerError: Error, Equatable, CustomStringConvertible {
  /// Another node holds the lease now: this node must stop writing.
  case fenced
  /// The stream's head is not the version the write built on.
  case versionConflict(String)
  /// Redis could not be reached, or answered with an error.
  case redis(String)
  /// Redis holds something this version of NavMirror cannot read.
  case malformed(String)

  /// What went wrong, without the kind in front.
  var detail: String {
    switch self {
    case .fenced: "another node owns the room now"
    case .versionConflict(let detail), .redis(let detail), .malformed(let detail): detail
    }
  }

  var description: String {
    switch self {
    case .fenced: "another node owns the room now"
    case .versionConflict(let detail): "the room's stream moved on: \(detail)"
    case .redis(let detail): "Redis: \(detail)"
    case .malformed(let detail): "unreadable room data in Redis: \(detail)"
    }
  }
}
