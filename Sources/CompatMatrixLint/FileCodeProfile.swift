import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixSource

/// The navigation profile a file's own code shows, whatever it imports: SwiftUI where it
/// declares a view or a scene, an `App`, or uses a SwiftUI navigation container; UIKit where
/// it creates or subclasses UIKit's containers or is UIKit's launch code (an application or
/// scene delegate, a view controller) and shows nothing of SwiftUI.
///
/// Lint judges a strategy whose behaviour the data gives per profile (the appearance proxy's
/// tint, which only SwiftUI's bars ignore) under this profile, else the project's: an
/// `AppDelegate` that imports SwiftUI to host a screen but tints UIKit's bars is UIKit code.
enum FileCodeProfile {
  /// What the file's code shows: `.swiftui`, `.uikit`, or `nil` when it shows neither or both.
  static func shown(
    by source: SwiftSourceFile, availability: FileAvailabilityContext
  ) -> NavigationProfile? {
    let scan = NavigationOwnerScan(
      bytes: source.bytes, source: source, availability: availability, holdsWords: nil)
    let view = source.view
    var swiftUI = scan.ownsSwiftUINavigation || scan.declaresSwiftUIApp
    var uiKit = scan.ownsUIKitNavigation
    for position in 0..<view.count where view.token(position).kind == .identifier {
      let name = view.name(position)
      if swiftUIShapes.contains(name),
        view.isWord(position - 1, "some")
          || NavigationOwnerScan.isInheritance(at: position, in: view, keywords: ["struct"])
      {
        swiftUI = true
      } else if uiKitBases.contains(name),
        NavigationOwnerScan.isInheritance(at: position, in: view, keywords: ["class", "extension"])
      {
        uiKit = true
      }
    }
    switch (swiftUI, uiKit) {
    case (true, false): return .swiftui
    case (false, true): return .uikit
    default: return nil
    }
  }

  /// `some View`, `some Scene`, `struct Screen: View`.
  static let swiftUIShapes: Set<String> = ["View", "Scene"]
  /// The UIKit types launch code and screens inherit from or adopt.
  static let uiKitBases: Set<String> = [
    "UIResponder", "UIApplicationDelegate", "UIWindowSceneDelegate", "UIViewController",
    "UITableViewController", "UICollectionViewController",
  ]
}
