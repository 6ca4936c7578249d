/// The help of one argument, as swift-argument-parser's `ArgumentHelp`: a string literal, or
/// a value with a value name and a visibility.
package struct ArgumentHelp: Sendable, ExpressibleByStringLiteral {
  /// One line saying what the argument is.
  package var abstract: String
  /// The value's name in usage and help (`version` in `--min <version>`); by default the
  /// property's name in kebab case.
  package var valueName: String?
  /// Whether help and completion scripts show the argument.
  package var visibility: ArgumentVisibility

  /// Creates help for an argument.
  package init(
    _ abstract: String, valueName: String? = nil, visibility: ArgumentVisibility = .default
  ) {
    self.abstract = abstract
    self.valueName = valueName
    self.visibility = visibility
  }

  /// Creates help from its abstract alone.
  package init(stringLiteral abstract: String) {
    self.init(abstract)
  }
}

/// Whether help and completion scripts show an argument.
package enum ArgumentVisibility: Sendable, Hashable {
  /// Shown in help, usage and completion scripts.
  case `default`
  /// Accepted, but shown nowhere: for options kept for scripts rather than people.
  case hidden
}

/// The names of an option or flag: a long name (by default the property's name in kebab
/// case) and an optional one-letter short name.
package struct NameSpecification: Sendable, Hashable {
  /// The long name without dashes, or `nil` for the property's name in kebab case.
  var long: String?
  /// How the short name is chosen.
  var short: Short

  /// How the short name of an option is chosen.
  enum Short: Sendable, Hashable {
    /// No short name.
    case none
    /// The first letter of the long name.
    case firstLetter
    /// This letter.
    case letter(Character)
  }

  /// The long name only: `--include-previews` for `includePreviews`.
  package static let long = NameSpecification(long: nil, short: .none)
  /// The long name and its first letter: `--min` and `-m`.
  package static let shortAndLong = NameSpecification(long: nil, short: .firstLetter)

  /// A long name other than the property's.
  package static func customLong(_ name: String) -> NameSpecification {
    NameSpecification(long: name, short: .none)
  }

  /// The property's long name and a short name that is not its first letter.
  package static func customShort(_ letter: Character) -> NameSpecification {
    NameSpecification(long: nil, short: .letter(letter))
  }

  /// The long name for a property.
  func longName(for key: String) -> String {
    long ?? KebabCase.name(key)
  }

  /// The short name for a long name, if any.
  func shortName(for long: String) -> Character? {
    switch short {
    case .none: nil
    case .firstLetter: long.first
    case .letter(let letter): letter
    }
  }
}

/// Converts property names to command-line names: `includePreviews` to `include-previews`,
/// `sdkURL` to `sdk-url`.
enum KebabCase {
  static func name(_ identifier: String) -> String {
    let characters = Array(identifier)
    var result = ""
    for (index, character) in characters.enumerated() {
      if character.isUppercase, index > 0 {
        let previous = characters[index - 1]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if previous.isLowercase || previous.isNumber
          || (previous.isUppercase && next?.isLowercase == true)
        {
          result.append("-")
        }
      }
      result += character.lowercased()
    }
    return result
  }
}
