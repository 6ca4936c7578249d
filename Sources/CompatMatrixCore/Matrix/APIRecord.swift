/// An API as Apple's documentation names it, with its availability per platform.
package struct APIRecord: Sendable, Hashable {
  /// Where each field's value starts, keyed by its path below the declaration
  /// (`id`, `requires[1]`), so validation can point at the value at fault.
  var fieldLocations: [String: SourceLocation] = [:]
  /// The slug that strategies use to require it: `navigation-stack`.
  package var id: String
  /// The name in Apple's documentation: `navigationDestination(item:destination:)`.
  package var symbol: String
  /// The framework: `SwiftUI`, `UIKit`.
  package var framework: String
  /// What sort of symbol it is.
  package var kind: APIKind
  /// One sentence saying what it is.
  package var summary: String
  /// Availability per platform; a platform missing here does not have the API.
  package var availability: [Platform: APIAvailability]
  /// The ids of the APIs Apple names as its replacement.
  package var replacement: [String]
  /// Anything a reader should know.
  package var note: String?
  /// The evidence for the availability.
  package var evidence: Evidence
  /// Where the record was declared.
  package var declaredAt: SourceReference

  /// Creates a record.
  package init(
    id: String, symbol: String, framework: String, kind: APIKind, summary: String,
    availability: [Platform: APIAvailability], replacement: [String] = [], note: String? = nil,
    evidence: Evidence, declaredAt: SourceReference
  ) {
    self.id = id
    self.symbol = symbol
    self.framework = framework
    self.kind = kind
    self.summary = summary
    self.availability = availability
    self.replacement = replacement
    self.note = note
    self.evidence = evidence
    self.declaredAt = declaredAt
  }
}

/// What sort of symbol an API record names.
package enum APIKind: String, Sendable, Hashable, CaseIterable {
  /// A structure.
  case `struct`
  /// A class.
  case `class`
  /// A protocol.
  case `protocol`
  /// An enumeration.
  case `enum`
  /// A case of an enumeration, or a static member used like one (`.navigationBarLeading`).
  case enumCase = "enum-case"
  /// An initializer.
  case initializer
  /// A method.
  case method
  /// A SwiftUI view modifier.
  case modifier
  /// A property.
  case property
  /// A free function.
  case function
  /// A macro.
  case macro
  /// A type alias.
  case typeAlias = "type-alias"
}

/// An API's availability on one platform.
package struct APIAvailability: Sendable, Hashable {
  /// The version that introduced it.
  package var introduced: OSVersion
  /// Its deprecation, if any.
  package var deprecated: Deprecation?
  /// The version from which it no longer exists.
  package var obsoleted: OSVersion?

  /// Creates an availability.
  package init(introduced: OSVersion, deprecated: Deprecation? = nil, obsoleted: OSVersion? = nil) {
    self.introduced = introduced
    self.deprecated = deprecated
    self.obsoleted = obsoleted
  }
}

/// How an API is deprecated.
package enum Deprecation: Sendable, Hashable, CustomStringConvertible {
  /// A hard deprecation: the compiler warns once the minimum deployment target reaches it.
  case hard(OSVersion)
  /// A soft deprecation (`deprecated: 100000` in the SDK): documented, but no warning.
  case soft

  /// `soft`, or the version.
  package var description: String {
    switch self {
    case .hard(let version): version.description
    case .soft: "soft"
    }
  }
}
