import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixSource

/// What a file's own code says of the framework its advice keeps to
/// (`LintInput.preference(for:)`), whatever it imports: a file that uses a SwiftUI navigation
/// container owns that stack; one that declares views or scenes, an `App`, or pushes onto a
/// SwiftUI stack, and shows nothing of UIKit, is a SwiftUI screen; one that creates or
/// subclasses UIKit's containers or is UIKit's launch code (an application or scene delegate,
/// a view controller), and shows nothing of SwiftUI, is UIKit code.
///
/// Lint judges a strategy whose behaviour the data gives per profile (the appearance proxy's
/// tint, which only SwiftUI's bars ignore) under that preference's profile: an `AppDelegate`
/// that imports SwiftUI to host a screen but tints UIKit's bars is UIKit code (zotero).
enum FileFramework: Sendable, Hashable {
  /// It uses a SwiftUI navigation container outside previews (`NavigationOwnerScan`).
  case ownsSwiftUIStack
  /// It shows SwiftUI (`some View`, `some Scene`, `struct Screen: View`, an `App`, a SwiftUI
  /// push) and nothing of UIKit, but uses no navigation container: a screen, hosted or pushed.
  case swiftUIViews
  /// It imports SwiftUI and its code shows neither framework, or both.
  case importsSwiftUI
  /// Its code is UIKit's, or it neither imports SwiftUI nor shows it.
  case other

  /// What a tokenized file's code is.
  init(_ source: SwiftSourceFile, availability: FileAvailabilityContext) {
    let scan = NavigationOwnerScan(
      bytes: source.bytes, source: source, availability: availability, holdsWords: nil)
    if !scan.swiftUIContainers.isEmpty {
      self = .ownsSwiftUIStack
      return
    }
    let view = source.view
    var swiftUI = scan.ownsSwiftUINavigation || scan.declaresSwiftUIApp
    var uiKit = scan.ownsUIKitNavigation
    for position in 0..<view.count where view.token(position).kind == .identifier {
      let name = view.name(position)
      if Self.swiftUIShapes.contains(name),
        view.isWord(position - 1, "some")
          || NavigationOwnerScan.isInheritance(at: position, in: view, keywords: ["struct"]),
        // A preview of a view controller (`PreviewProvider`, `#Preview`) is no SwiftUI screen.
        !availability.context(at: view.code[position]).isInPreview
      {
        swiftUI = true
      } else if Self.uiKitBases.contains(name),
        NavigationOwnerScan.isInheritance(at: position, in: view, keywords: ["class", "extension"])
      {
        uiKit = true
      }
    }
    switch (swiftUI, uiKit) {
    case (true, false): self = .swiftUIViews
    case (false, true): self = .other
    default: self = Linter.importsSwiftUI(source) ? .importsSwiftUI : .other
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
