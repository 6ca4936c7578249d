/// Something a strategy must touch to work: the stack's owner, the bar, a view controller, the
/// app's Info.plist. Strategies name the surfaces they touch, and profiles the surfaces they
/// own and can reach, so that a plan never uses a strategy its app cannot reach.
///
/// The engine knows no surface by name: `matrices/profiles.json` declares them.
package struct NavigationSurface: Sendable, Hashable {
  /// Where each field's value starts, keyed by its path below the declaration.
  package var fieldLocations = FieldLocations()
  /// The slug: `uikit-navigation-item`.
  package var id: String
  /// What it is, as a sentence fragment plans quote: `a view controller's UINavigationItem`.
  package var title: String
  /// The API records whose use acts on the surface: a strategy that requires one touches it,
  /// and `validate` refuses one whose `touches` leaves it out. A NavigationLink pushes onto
  /// the SwiftUI stack above the view, so a hosted screen with none cannot use it.
  package var apis: [String]
  /// Where the declaration starts.
  package var declaredAt: SourceReference

  /// Creates a surface.
  package init(id: String, title: String, apis: [String] = [], declaredAt: SourceReference) {
    self.id = id
    self.title = title
    self.apis = apis
    self.declaredAt = declaredAt
  }
}

/// What an app of one navigation profile owns and can reach, as data: the surfaces code of
/// each UI framework owns, the adapters that bridge to more, and why the rest is out of reach.
package struct ProfileReach: Sendable, Hashable {
  /// Where each field's value starts, keyed by its path below the declaration.
  package var fieldLocations = FieldLocations()
  /// The profile.
  package var profile: NavigationProfile
  /// Surfaces code of any framework reaches: the Info.plist, the SDK the app is built with.
  package var owns: [String]
  /// Per UI framework, what code written in it owns and the adapters it reaches more through.
  package var reach: [FrameworkReach]
  /// Surfaces out of reach, with why.
  package var withheld: [WithheldSurfaces]
  /// Where the declaration starts.
  package var declaredAt: SourceReference

  /// Creates a profile's reach.
  package init(
    profile: NavigationProfile, owns: [String] = [], reach: [FrameworkReach] = [],
    withheld: [WithheldSurfaces] = [], declaredAt: SourceReference
  ) {
    self.profile = profile
    self.owns = owns
    self.reach = reach
    self.withheld = withheld
    self.declaredAt = declaredAt
  }

  /// The id merges and messages use: the profile's raw value.
  package var id: String { profile.rawValue }
}

/// What code written in one UI framework owns under a profile, and its adapters.
package struct FrameworkReach: Sendable, Hashable {
  /// `SwiftUI` or `UIKit`.
  package var framework: String
  /// The surfaces such code owns outright.
  package var owns: [String]
  /// The adapters through which it reaches surfaces it does not own.
  package var adapters: [SurfaceAdapter]

  /// Creates a framework's reach.
  package init(framework: String, owns: [String], adapters: [SurfaceAdapter] = []) {
    self.framework = framework
    self.owns = owns
    self.adapters = adapters
  }
}

/// A declared way across: how code of one framework reaches surfaces another owns (a hosting
/// controller's `navigationController`, a zero-size representable's parent). A strategy that
/// needs one is a bridge, and every output says through what.
package struct SurfaceAdapter: Sendable, Hashable {
  /// The slug, unique within the profile.
  package var id: String
  /// What it is, as plans quote it: `the UIHostingController's navigationController`.
  package var title: String
  /// The surfaces it gives access to.
  package var gives: [String]
  /// What it does not give, or how to use it, in one sentence.
  package var note: String?
  /// The evidence that it works.
  package var evidence: Evidence

  /// Creates an adapter.
  package init(id: String, title: String, gives: [String], note: String? = nil, evidence: Evidence)
  {
    self.id = id
    self.title = title
    self.gives = gives
    self.note = note
    self.evidence = evidence
  }
}

/// Surfaces a profile cannot reach, and why.
package struct WithheldSurfaces: Sendable, Hashable {
  /// The surfaces.
  package var surfaces: [String]
  /// Why they are out of reach, as a sentence.
  package var reason: String
  /// The evidence.
  package var evidence: Evidence

  /// Creates a withheld set.
  package init(surfaces: [String], reason: String, evidence: Evidence) {
    self.surfaces = surfaces
    self.reason = reason
    self.evidence = evidence
  }
}
