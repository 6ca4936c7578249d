/// What reading a project's sources for its navigation profile weighed: how many files own
/// navigation with each framework, what the `UIHostingController`s are used for, the share
/// below which a framework's files do not decide, and each target's verdict.
///
/// A file owns navigation when it uses, creates or subclasses a navigation container
/// (`NavigationStack`, `UINavigationController`, a tab or split container) or pushes a screen
/// onto a stack (`NavigationLink`, `pushViewController`); a storyboard with a navigation
/// controller or a push segue owns UIKit navigation.
package struct NavigationWeighing: Sendable, Hashable {
  /// The files that own SwiftUI navigation.
  package var swiftUIFiles: Int
  /// The files and storyboards that own UIKit navigation.
  package var uiKitFiles: Int
  /// The files and storyboards that push onto a UIKit stack: without any, UIKit's containers
  /// hold one screen each.
  package var uiKitPushFiles: Int
  /// The files whose hosting controllers are, or may be, screens of a UIKit stack (pushed, a
  /// stack's root, a subclass or a controller handed on).
  package var hostedScreenFiles: Int
  /// The files whose hosting controllers are only presented, made a window's root or
  /// embedded in a UIKit screen: none of them is on a UIKit stack.
  package var hostingOffStackFiles: Int
  /// The share, in percent, at or below which one framework's files are a shell around, or a
  /// part inside, the other's navigation rather than the app's.
  package var marginPercent: Int
  /// The verdict in words: `60 of 61 files that own navigation are SwiftUI's; …`.
  package var verdict: String
  /// Each target that owns navigation, by name.
  package var targets: [Target]

  /// One target's part.
  package struct Target: Sendable, Hashable {
    /// The target: a package target, or an app's top folder.
    package var name: String
    /// The profile its own files show.
    package var profile: NavigationProfile
    /// Its files that own SwiftUI navigation.
    package var swiftUIFiles: Int
    /// Its files and storyboards that own UIKit navigation.
    package var uiKitFiles: Int

    /// Creates a target's part.
    package init(name: String, profile: NavigationProfile, swiftUIFiles: Int, uiKitFiles: Int) {
      self.name = name
      self.profile = profile
      self.swiftUIFiles = swiftUIFiles
      self.uiKitFiles = uiKitFiles
    }
  }

  /// Creates a weighing.
  package init(
    swiftUIFiles: Int, uiKitFiles: Int, uiKitPushFiles: Int, hostedScreenFiles: Int,
    hostingOffStackFiles: Int, marginPercent: Int, verdict: String, targets: [Target]
  ) {
    self.swiftUIFiles = swiftUIFiles
    self.uiKitFiles = uiKitFiles
    self.uiKitPushFiles = uiKitPushFiles
    self.hostedScreenFiles = hostedScreenFiles
    self.hostingOffStackFiles = hostingOffStackFiles
    self.marginPercent = marginPercent
    self.verdict = verdict
    self.targets = targets
  }
}
