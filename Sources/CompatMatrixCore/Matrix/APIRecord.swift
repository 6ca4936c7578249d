/// An API as Apple's documentation names it, with its availability per platform.
public struct APIRecord: Sendable, Hashable {
  /// Where each field's value starts, keyed by its path below the declaration
  /// (`id`, `requires[1]`), so validation can point at the value at fault.
  package var fieldLocations = FieldLocations()
  /// The slug that strategies use to require it: `navigation-stack`.
  public package(set) var id: String
  /// The name in Apple's documentation: `navigationDestination(item:destination:)`.
  public package(set) var symbol: String
  /// The framework: `SwiftUI`, `UIKit`.
  public package(set) var framework: String
  /// What sort of symbol it is.
  package var kind: APIKind
  /// One sentence saying what it is.
  public package(set) var summary: String
  /// Availability per platform; a platform missing here does not have the API.
  public package(set) var availability: [Platform: APIAvailability]
  /// The ids of the APIs Apple names as its replacement.
  public package(set) var replacement: [String]
  /// Anything a reader should know.
  package var note: String?
  /// A Swift expression that uses the API, for `verify-sdk --typecheck` where the symbol alone
  /// cannot be used (a generic or overloaded member, a static member of a protocol): it is
  /// type-checked as `_ = PROBE` in a function where `view` is a SwiftUI view, when it names
  /// `view`. `nil`: a use is made from the symbol and kind.
  package var probe: String?
  /// Patterns that find uses of the API no strategy's patterns cover, such as a renamed
  /// modifier; `lint` reports them where the API is deprecated or not yet introduced.
  package var lint: [LintPattern]
  /// The APIs an app cannot use together with this one, and the concern that decides.
  package var conflicts: [APIConflict]
  /// The evidence for the availability.
  public package(set) var evidence: Evidence
  /// Where the record was declared.
  package var declaredAt: SourceReference

  /// Creates a record.
  package init(
    id: String, symbol: String, framework: String, kind: APIKind, summary: String,
    availability: [Platform: APIAvailability], replacement: [String] = [], note: String? = nil,
    probe: String? = nil, lint: [LintPattern] = [], conflicts: [APIConflict] = [],
    evidence: Evidence,
    declaredAt: SourceReference
  ) {
    self.id = id
    self.symbol = symbol
    self.framework = framework
    self.kind = kind
    self.summary = summary
    self.availability = availability
    self.replacement = replacement
    self.note = note
    self.probe = probe
    self.lint = lint
    self.conflicts = conflicts
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
public struct APIAvailability: Sendable, Hashable {
  /// The version that introduced it.
  public package(set) var introduced: OSVersion
  /// Its deprecation, if any.
  public package(set) var deprecated: Deprecation?
  /// The version from which it no longer exists.
  public package(set) var obsoleted: OSVersion?
  /// The SDKs that first declared it and its deprecation, where they are later than the
  /// versions above say.
  package var sdk: SDKHistory

  /// Creates an availability.
  package init(
    introduced: OSVersion, deprecated: Deprecation? = nil, obsoleted: OSVersion? = nil,
    sdk: SDKHistory = SDKHistory()
  ) {
    self.introduced = introduced
    self.deprecated = deprecated
    self.obsoleted = obsoleted
    self.sdk = sdk
  }
}

/// The first SDKs of a platform to declare an API and its deprecation, where the versions of
/// its availability do not say: a symbol dated back before the SDK that first shipped it
/// (`@backDeployed`, `@_alwaysEmitIntoClient`: `ToolbarItemPlacement.topBarLeading` runs on
/// iOS 14 and first shipped in the iOS 17 SDK), or a soft deprecation that a later SDK added.
package struct SDKHistory: Sendable, Hashable {
  /// The first SDK that declares the symbol.
  package var declared: OSVersion?
  /// The first SDK that declares its deprecation.
  package var deprecated: OSVersion?

  /// Creates a history.
  package init(declared: OSVersion? = nil, deprecated: OSVersion? = nil) {
    self.declared = declared
    self.deprecated = deprecated
  }

  /// Whether it says nothing.
  package var isEmpty: Bool { declared == nil && deprecated == nil }
}

/// How an API is deprecated.
public enum Deprecation: Sendable, Hashable, CustomStringConvertible {
  /// A hard deprecation: the compiler warns once the minimum deployment target reaches it.
  case hard(OSVersion)
  /// A soft deprecation (`deprecated: 100000` in the SDK): documented, but no warning.
  case soft

  /// `soft`, or the version.
  public var description: String {
    switch self {
    case .hard(let version): version.description
    case .soft: "soft"
    }
  }
}
