/// One way to answer a concern, with the APIs it needs and how it behaves per version.
public struct Strategy: Sendable, Hashable {
  /// Where each field's value starts, keyed by its path below the declaration
  /// (`id`, `requires[1]`), so validation can point at the value at fault.
  package var fieldLocations = FieldLocations()
  /// The slug, unique across all concerns: `stack-path-reset`.
  public package(set) var id: String
  /// A short title.
  public package(set) var title: String
  /// What the strategy does.
  public package(set) var summary: String
  /// Who provides it.
  package var origin: StrategyOrigin
  /// The library, for a third-party strategy.
  package var library: Library?
  /// The ids of the APIs it uses; its availability is derived from theirs.
  package var requires: [String]
  /// Behaviour that availability does not explain, per platform and version range.
  public package(set) var behaviour: [BehaviourEntry]
  /// Limitations a team should know, each with the releases it holds for.
  package var caveats: [Caveat]
  /// Effects beyond the screen that uses it.
  package var sideEffects: [SideEffect]
  /// A short Swift example.
  public package(set) var snippet: String?
  /// Where the snippet lives when the compiler checks it, or why it cannot be checked; `nil`
  /// without a snippet.
  package var harness: SnippetHarness?
  /// The strategy's code in the files `scaffold` writes, per file and part.
  package var scaffold: [ScaffoldFragment]
  /// Patterns that find the strategy in Swift source.
  package var lint: [LintPattern]
  /// A strategy of another concern that must accompany this one in the same file.
  package var companion: Companion?
  /// The UI framework the team writes it in, as declared in the data: required when
  /// `requires` names no SwiftUI or UIKit API, or APIs of both; `nil` means "derived from the
  /// APIs" (see `Matrix.framework(of:)`).
  public package(set) var framework: String?
  /// A short name for the architecture summary, `NavigationStack(path:)`; `nil` for the title.
  package var label: String?
  /// Strategies of other concerns this one needs in the same plan, over the same versions.
  package var dependsOn: [StrategyDependency]
  /// The surfaces it must touch (the stack's owner, the bar, a view controller, Info.plist),
  /// by id: usable under a profile only when the profile reaches every one (`Reachability`);
  /// `nil` when the data does not say, and the framework rule decides instead.
  package var touches: [String]?
  /// What kind of change it is: code behind `#available`, an Info.plist key, a build
  /// setting, the SDK an app links, or the framework's plain default.
  package var kind: StrategyKind
  /// Where the strategy is described.
  public package(set) var sources: [String]
  /// Where the strategy was declared.
  package var declaredAt: SourceReference

  /// Creates a strategy.
  package init(
    id: String, title: String, summary: String, origin: StrategyOrigin, library: Library? = nil,
    requires: [String] = [], behaviour: [BehaviourEntry] = [], caveats: [Caveat] = [],
    sideEffects: [SideEffect] = [], snippet: String? = nil, harness: SnippetHarness? = nil,
    scaffold: [ScaffoldFragment] = [], lint: [LintPattern] = [],
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
    self.harness = harness
    self.scaffold = scaffold
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
  package var hasAppWideSideEffects: Bool {
    sideEffects.contains { $0.scope == .app }
  }
}

/// What kind of change a strategy is, which decides how a plan writes it.
package enum StrategyKind: String, Sendable, Hashable, CaseIterable {
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
  package var isChecked: Bool {
    switch self {
    case .code, .plainDefault: true
    case .infoPlistKey, .buildSetting, .linkedSDK: false
    }
  }
}

/// Who provides a strategy.
package enum StrategyOrigin: String, Sendable, Hashable, CaseIterable {
  /// Apple's own API.
  case firstParty = "first-party"
  /// A library outside Apple's SDK.
  case thirdParty = "third-party"
  /// Code the team writes: a workaround.
  case custom
}

/// A third-party library a strategy relies on.
package struct Library: Sendable, Hashable {
  /// Its name.
  package var name: String
  /// Where to find it.
  package var url: String

  /// Creates a library reference.
  package init(name: String, url: String) {
    self.name = name
    self.url = url
  }
}

/// An effect of a strategy beyond the screen that uses it.
package struct SideEffect: Sendable, Hashable {
  /// How far the effect reaches.
  package var scope: SideEffectScope
  /// What it does.
  package var description: String

  /// Creates a side effect.
  package init(scope: SideEffectScope, description: String) {
    self.scope = scope
    self.description = description
  }
}

/// How far a side effect reaches.
package enum SideEffectScope: String, Sendable, Hashable, CaseIterable {
  /// The screen that uses the strategy.
  case screen
  /// Every screen of the app.
  case app
}

/// A strategy of another concern that must accompany a strategy in the same file.
package struct Companion: Sendable, Hashable {
  /// The concern whose strategies count as the companion.
  package var concern: String
  /// Why it is needed.
  package var reason: String
  /// Where that need is described.
  package var sources: [String]
  /// Call patterns whose content is a root screen (`NavigationStack`, `.sheet(…)`): a match
  /// whose innermost call among these and `pushedBy` is one of these needs no companion.
  package var rootOf: [String]
  /// Call patterns whose content is a pushed screen (`.navigationDestination(…)`).
  package var pushedBy: [String]

  /// Creates a companion requirement.
  package init(
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
