/// One way to answer a concern, with the APIs it needs and how it behaves per version.
public struct Strategy: Sendable, Hashable {
  /// Where each field's value starts, keyed by its path below the declaration
  /// (`id`, `requires[1]`), so validation can point at the value at fault.
  package var fieldLocations = FieldLocations()
  /// The slug, unique across all concerns: `stack-path-reset`.
  public var id: String
  /// A short title.
  public var title: String
  /// What the strategy does.
  public var summary: String
  /// Who provides it.
  public var origin: StrategyOrigin
  /// The library, for a third-party strategy.
  public var library: Library?
  /// The ids of the APIs it uses; its availability is derived from theirs.
  public var requires: [String]
  /// Behaviour that availability does not explain, per platform and version range.
  public var behaviour: [BehaviourEntry]
  /// Limitations a team should know, each with the releases it holds for.
  public var caveats: [Caveat]
  /// Effects beyond the screen that uses it.
  public var sideEffects: [SideEffect]
  /// A short Swift example.
  public var snippet: String?
  /// Patterns that find the strategy in Swift source.
  public var lint: [LintPattern]
  /// A strategy of another concern that must accompany this one in the same file.
  public var companion: Companion?
  /// The UI framework the team writes it in, as declared in the data: required when
  /// `requires` names no SwiftUI or UIKit API, or APIs of both; `nil` means "derived from the
  /// APIs" (see `Matrix.framework(of:)`).
  public var framework: String?
  /// A short name for the architecture summary, `NavigationStack(path:)`; `nil` for the title.
  public var label: String?
  /// Strategies of other concerns this one needs in the same plan, over the same versions.
  public var dependsOn: [StrategyDependency]
  /// The surfaces it must touch (the stack's owner, the bar, a view controller, Info.plist),
  /// by id: usable under a profile only when the profile reaches every one (`Reachability`);
  /// `nil` when the data does not say, and the framework rule decides instead.
  public var touches: [String]?
  /// What kind of change it is: code behind `#available`, an Info.plist key, a build
  /// setting, the SDK an app links, or the framework's plain default.
  public var kind: StrategyKind
  /// Where the strategy is described.
  public var sources: [String]
  /// Where the strategy was declared.
  public var declaredAt: SourceReference

  /// Creates a strategy.
  public init(
    id: String, title: String, summary: String, origin: StrategyOrigin, library: Library? = nil,
    requires: [String] = [], behaviour: [BehaviourEntry] = [], caveats: [Caveat] = [],
    sideEffects: [SideEffect] = [], snippet: String? = nil, lint: [LintPattern] = [],
    companion: Companion? = nil, framework: String? = nil, label: String? = nil,
    dependsOn: [StrategyDependency] = [], touches: [String]? = nil, kind: StrategyKind = .code,
    sources: [String], declaredAt: SourceReference
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.origin = origin
    self.library = library
    self.requires = requires
    self.behaviour = behaviour
    self.caveats = caveats
    self.sideEffects = sideEffects
    self.snippet = snippet
    self.lint = lint
    self.companion = companion
    self.framework = framework
    self.label = label
    self.dependsOn = dependsOn
    self.touches = touches
    self.kind = kind
    self.sources = sources
    self.declaredAt = declaredAt
  }

  /// The short name for summaries: `label`, or else the title.
  public var shortName: String { label ?? title }

  /// Whether any side effect changes every screen of the app.
  public var hasAppWideSideEffects: Bool {
    sideEffects.contains { $0.scope == .app }
  }
}

/// What kind of change a strategy is, which decides how a plan writes it.
public enum StrategyKind: String, Sendable, Hashable, CaseIterable {
  /// Code, behind `#available` where its APIs are newer than the minimum.
  case code
  /// The framework's plain default (a standard push): nothing special to write. A plan uses
  /// it only where no other strategy serves, its last resort.
  case plainDefault = "default"
  /// A key in the app's Info.plist: no `#available`, and releases that do not know the key
  /// ignore it.
  case infoPlistKey = "info-plist"
  /// A build setting: no `#available`.
  case buildSetting = "build-setting"
  /// Behaviour that follows the SDK the app is built with: adopted by building with it, no
  /// `#available`.
  case linkedSDK = "linked-sdk"

  /// Whether a branch of it is selected by `#available` (code, and the plain default it
  /// falls back to); the others take effect without a check.
  public var isChecked: Bool {
    switch self {
    case .code, .plainDefault: true
    case .infoPlistKey, .buildSetting, .linkedSDK: false
    }
  }
}

/// Who provides a strategy.
public enum StrategyOrigin: String, Sendable, Hashable, CaseIterable {
  /// Apple's own API.
  case firstParty = "first-party"
  /// A library outside Apple's SDK.
  case thirdParty = "third-party"
  /// Code the team writes: a workaround.
  case custom
}

/// A third-party library a strategy relies on.
public struct Library: Sendable, Hashable {
  /// Its name.
  public var name: String
  /// Where to find it.
  public var url: String

  /// Creates a library reference.
  public init(name: String, url: String) {
    self.name = name
    self.url = url
  }
}

/// An effect of a strategy beyond the screen that uses it.
public struct SideEffect: Sendable, Hashable {
  /// How far the effect reaches.
  public var scope: SideEffectScope
  /// What it does.
  public var description: String

  /// Creates a side effect.
  public init(scope: SideEffectScope, description: String) {
    self.scope = scope
    self.description = description
  }
}

/// How far a side effect reaches.
public enum SideEffectScope: String, Sendable, Hashable, CaseIterable {
  /// The screen that uses the strategy.
  case screen
  /// Every screen of the app.
  case app
}

/// A strategy of another concern that must accompany a strategy in the same file.
public struct Companion: Sendable, Hashable {
  /// The concern whose strategies count as the companion.
  public var concern: String
  /// Why it is needed.
  public var reason: String
  /// Where that need is described.
  public var sources: [String]
  /// Call patterns whose content is a root screen (`NavigationStack`, `.sheet(…)`): a match
  /// whose innermost call among these and `pushedBy` is one of these needs no companion.
  public var rootOf: [String]
  /// Call patterns whose content is a pushed screen (`.navigationDestination(…)`).
  public var pushedBy: [String]

  /// Creates a companion requirement.
  public init(
    concern: String, reason: String, sources: [String], rootOf: [String] = [],
    pushedBy: [String] = []
  ) {
    self.concern = concern
    self.reason = reason
    self.sources = sources
    self.rootOf = rootOf
    self.pushedBy = pushedBy
  }
}
