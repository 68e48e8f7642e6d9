/// The keyboard and input modifiers of text fields, as SwiftUI's: the page gives the browser's
/// input the same hints (`inputmode`, `autocapitalize`, `autocomplete`, `spellcheck`), so a
/// phone browser shows the same keyboard.
extension View {
  /// The keyboard the text fields inside show.
  public func keyboardType(_ type: UIKeyboardType) -> ModifiedView<Self> {
    textFields { $0.keyboard = type.inputMode }
  }

  /// How the text fields inside capitalize, as UIKit's older modifier.
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> ModifiedView<Self> {
    textFields { $0.autocapitalization = style.name }
  }

  /// How the text fields inside capitalize.
  public func textInputAutocapitalization(_ style: TextInputAutocapitalization?)
    -> ModifiedView<Self>
  {
    textFields { $0.autocapitalization = style?.name }
  }

  /// What the text fields inside hold, for the browser's autofill.
  public func textContentType(_ type: UITextContentType?) -> ModifiedView<Self> {
    textFields { $0.contentType = type?.autocomplete }
  }

  /// Turns autocorrection of the text fields inside off (or back on).
  public func autocorrectionDisabled(_ disabled: Bool = true) -> ModifiedView<Self> {
    textFields { $0.autocorrection = !disabled }
  }

  /// Turns autocorrection of the text fields inside off: SwiftUI's older spelling.
  public func disableAutocorrection(_ disabled: Bool?) -> ModifiedView<Self> {
    textFields { $0.autocorrection = disabled.map { !$0 } }
  }

  /// How the text fields inside are drawn: `.roundedBorder` with a border, `.plain` without.
  public func textFieldStyle(_ style: TextFieldStyle) -> ModifiedView<Self> {
    textFields { $0.fieldStyle = style.name }
  }

  /// Accepted as SwiftUI's: the page's Return key is labelled by the browser.
  public func submitLabel(_ label: SubmitLabel) -> Self { self }

  /// Runs `action` when Return is pressed in a text field inside: the page sends what it
  /// sends.
  public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void
  ) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, context in
      let submit = context.action(of: action)
      for index in nodes.indices {
        nodes[index].node = nodes[index].node.mapped { node in
          guard case .textField(var field) = node, field.submitAction == nil else { return node }
          field.submitAction = submit
          return .textField(field)
        }
      }
    }
  }

  /// Changes every text field inside with `change`.
  func textFields(_ change: @escaping (inout SceneTextField) -> Void) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, _ in
      for index in nodes.indices {
        nodes[index].node = nodes[index].node.mapped { node in
          guard case .textField(var field) = node else { return node }
          change(&field)
          return .textField(field)
        }
      }
    }
  }
}

/// The keyboard of a text field, as UIKit's.
public enum UIKeyboardType: Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad

  var inputMode: String {
    switch self {
    case .URL: return "url"
    case .numberPad, .asciiCapableNumberPad: return "numeric"
    case .phonePad, .namePhonePad: return "tel"
    case .emailAddress: return "email"
    case .decimalPad: return "decimal"
    case .webSearch: return "search"
    default: return "text"
    }
  }
}

/// How a text field capitalizes, as UIKit's.
public enum UITextAutocapitalizationType: Sendable {
  case none, words, sentences, allCharacters

  var name: String {
    switch self {
    case .none: return "none"
    case .words: return "words"
    case .sentences: return "sentences"
    case .allCharacters: return "characters"
    }
  }
}

/// How a text field capitalizes, as SwiftUI's.
public struct TextInputAutocapitalization: Sendable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "none")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// What a text field holds, as UIKit's `UITextContentType`, for autofill.
public struct UITextContentType: Hashable, Sendable {
  let autocomplete: String
  public static let name = UITextContentType(autocomplete: "name")
  public static let givenName = UITextContentType(autocomplete: "given-name")
  public static let familyName = UITextContentType(autocomplete: "family-name")
  public static let nickname = UITextContentType(autocomplete: "nickname")
  public static let emailAddress = UITextContentType(autocomplete: "email")
  public static let username = UITextContentType(autocomplete: "username")
  public static let password = UITextContentType(autocomplete: "current-password")
  public static let newPassword = UITextContentType(autocomplete: "new-password")
  public static let oneTimeCode = UITextContentType(autocomplete: "one-time-code")
  public static let telephoneNumber = UITextContentType(autocomplete: "tel")
  public static let URL = UITextContentType(autocomplete: "url")
  public static let fullStreetAddress = UITextContentType(autocomplete: "street-address")
  public static let streetAddressLine1 = UITextContentType(autocomplete: "address-line1")
  public static let streetAddressLine2 = UITextContentType(autocomplete: "address-line2")
  public static let addressCity = UITextContentType(autocomplete: "address-level2")
  public static let postalCode = UITextContentType(autocomplete: "postal-code")
  public static let countryName = UITextContentType(autocomplete: "country-name")
  public static let organizationName = UITextContentType(autocomplete: "organization")
  public static let creditCardNumber = UITextContentType(autocomplete: "cc-number")
}

/// How a text field is drawn, as SwiftUI's.
public struct TextFieldStyle: Sendable {
  let name: String
  public static let automatic = TextFieldStyle(name: "automatic")
  public static let plain = TextFieldStyle(name: "plain")
  public static let roundedBorder = TextFieldStyle(name: "roundedBorder")
}

/// The label of the Return key, as SwiftUI's; accepted.
public struct SubmitLabel: Sendable {
  public static let done = SubmitLabel()
  public static let go = SubmitLabel()
  public static let send = SubmitLabel()
  public static let join = SubmitLabel()
  public static let route = SubmitLabel()
  public static let search = SubmitLabel()
  public static let `return` = SubmitLabel()
  public static let next = SubmitLabel()
  public static let `continue` = SubmitLabel()
}

/// What submits, as SwiftUI's.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}
