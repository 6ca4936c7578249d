import CompatMatrixCore

/// The profile that the files owning navigation add up to, and why, weighed as a senior
/// engineer reads an app: who owns the stacks its screens are pushed onto.
///
/// - Files own navigation when they use, create or subclass a container or push onto a
///   stack; each such file counts once for each framework it uses.
/// - One framework alone decides. With both, UIKit containers that nothing is pushed onto
///   hold one screen each (a window's root, a wrapper for a sheet): they are a shell, and the
///   app is SwiftUI. Otherwise a framework whose files are `marginPercent` or less of the
///   files that own navigation does not decide: a `UINavigationController` wrapper beside
///   sixty SwiftUI stacks is a shell; a SwiftUI sheet's stack in a UIKit app is inside it.
///   Between the two, both own navigation.
/// - Where UIKit owns the stacks (alone, the larger side, or both), the profile is `hybrid`
///   when hosting controllers are, or may be, screens of a UIKit stack (pushed, a root, a
///   subclass, a controller handed on), else `uikit`: a `UIHostingController` presented
///   modally, made a window's root or embedded in a UIKit screen is not on a UIKit stack.
/// - With no file owning navigation, a SwiftUI `App` is `swiftui`: whatever navigation it
///   gains is SwiftUI's.
package struct OwnershipVerdict: Sendable, Hashable {
  /// Why the counts give the profile.
  package enum Reason: Sendable, Hashable {
    /// Only SwiftUI files own navigation.
    case onlySwiftUI
    /// Only UIKit files own navigation.
    case onlyUIKit
    /// No file owns navigation, and one declares a SwiftUI `App`.
    case swiftUIApp
    /// Both frameworks have files, but nothing is pushed onto a UIKit stack.
    case uiKitHoldsOneScreen
    /// One framework's files are within the margin of all that own navigation.
    case minority(NavigationProfile, percent: Int)
    /// Both frameworks own navigation beyond the margin.
    case both
  }

  /// The share, in percent, at or below which one framework's files do not decide.
  package static let marginPercent = 20

  /// The profile.
  package let profile: NavigationProfile
  /// Why.
  package let reason: Reason
  /// The counts weighed.
  package let counts: ArchitectureCounts

  /// The verdict on counts; `nil` when no file owns navigation and none declares an `App`.
  init?(_ counts: ArchitectureCounts) {
    self.counts = counts
    let swiftUI = counts.anySwiftUI
    let uiKit = counts.anyUIKit
    let total = swiftUI + uiKit
    let uiKitSide: NavigationProfile = counts.hostedScreenFiles > 0 ? .hybrid : .uikit
    switch (swiftUI > 0, uiKit > 0) {
    case (false, false):
      guard counts.appFiles > 0 else { return nil }
      (profile, reason) = (.swiftui, .swiftUIApp)
    case (true, false):
      (profile, reason) = (.swiftui, .onlySwiftUI)
    case (false, true):
      (profile, reason) = (uiKitSide, .onlyUIKit)
    case (true, true):
      if counts.uiKitPushFiles == 0 {
        (profile, reason) = (.swiftui, .uiKitHoldsOneScreen)
      } else if uiKit * 100 <= Self.marginPercent * total {
        (profile, reason) = (.swiftui, .minority(.uikit, percent: Self.percent(uiKit, of: total)))
      } else if swiftUI * 100 <= Self.marginPercent * total {
        (profile, reason) = (
          uiKitSide, .minority(.swiftui, percent: Self.percent(swiftUI, of: total))
        )
      } else {
        // Both own stacks: hosted screens make it hybrid, else the larger side decides.
        let larger: NavigationProfile = uiKit > swiftUI ? uiKitSide : .swiftui
        (profile, reason) = (counts.hostedScreenFiles > 0 ? .hybrid : larger, .both)
      }
    }
  }

  /// `part` of `total` in whole percent, rounded to the nearest, at least 1 for a part.
  static func percent(_ part: Int, of total: Int) -> Int {
    guard total > 0 else { return 0 }
    return max(part > 0 ? 1 : 0, (part * 100 + total / 2) / total)
  }

  /// The verdict in words: `60 of 61 files that own navigation are SwiftUI's; the UIKit one
  /// (2 %, within the 20 % margin) is a shell around them`.
  var text: String {
    let swiftUI = counts.anySwiftUI
    let uiKit = counts.anyUIKit
    let total = swiftUI + uiKit
    var text: String
    switch reason {
    case .onlySwiftUI:
      text = Self.all(total) + " SwiftUI's"
    case .onlyUIKit:
      text = Self.all(total) + " UIKit's"
    case .swiftUIApp:
      text = "no file uses a navigation container or pushes a screen, and the app is a SwiftUI App"
    case .uiKitHoldsOneScreen:
      text =
        "\(swiftUI) of \(total) files that own navigation are SwiftUI's; no file pushes onto a "
        + "UIKit stack, so UIKit's containers hold one screen each: a shell, not the app's stacks"
    case .minority(.uikit, let percent):
      text =
        "\(swiftUI) of \(total) files that own navigation are SwiftUI's; UIKit's "
        + "\(Self.minority(uiKit, percent)): a shell, or a flow inside SwiftUI's navigation"
    case .minority(_, let percent):
      text =
        "\(uiKit) of \(total) files that own navigation are UIKit's; SwiftUI's "
        + "\(Self.minority(swiftUI, percent)): \(swiftUI == 1 ? "its stacks are" : "their stacks are") "
        + "inside UIKit's"
    case .both:
      text =
        "both frameworks own navigation: \(uiKit) of \(total) files UIKit's, \(swiftUI) "
        + "SwiftUI's"
    }
    let uiKitOwns: Bool
    switch reason {
    case .onlyUIKit, .both: uiKitOwns = true
    case .minority(let minor, _): uiKitOwns = minor == .swiftui
    default: uiKitOwns = false
    }
    if uiKitOwns, counts.hostedScreenFiles > 0 {
      text +=
        "; UIKit stacks hold SwiftUI screens (\(ArchitectureCounts.files(counts.hostedScreenFiles)))"
    } else if uiKitOwns, counts.hostingFiles > 0 {
      text += "; no UIHostingController is on a UIKit stack (presented or embedded only)"
    }
    return text
  }

  /// `1 file (2 %, within the 20 % margin) does not decide`.
  private static func minority(_ files: Int, _ percent: Int) -> String {
    "\(ArchitectureCounts.files(files)) (\(percent) %, within the \(marginPercent) % margin) "
      + (files == 1 ? "does not decide" : "do not decide")
  }

  /// `the 1 file that owns navigation is`, `all 33 files that own navigation are`.
  private static func all(_ count: Int) -> String {
    count == 1 ? "the 1 file that owns navigation is" : "all \(count) files that own navigation are"
  }
}
