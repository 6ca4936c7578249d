import CompatMatrixCore
import CompatMatrixSource

/// What one Swift file shows about who owns navigation: the navigation containers it uses,
/// creates or subclasses, whether it pushes screens onto a SwiftUI or a UIKit stack, and what
/// it does with the `UIHostingController`s it makes, read from tokens, so that comments,
/// strings and longer names (`NBNavigationStack`) never count.
package struct NavigationOwnerScan: Sendable, Hashable {
  /// SwiftUI containers used as views: `NavigationStack {`, `TabView(selection:)`.
  package var swiftUIContainers: Set<String> = []
  /// Whether the file pushes onto a SwiftUI stack: `NavigationLink(…)`,
  /// `.navigationDestination(…)`.
  package var pushesOnSwiftUIStack = false
  /// Whether the file declares a SwiftUI `App` (`struct MyApp: App`).
  package var declaresSwiftUIApp = false
  /// UIKit containers created (`UINavigationController(rootViewController:)`) or subclassed
  /// (`class Router: UINavigationController`).
  package var uiKitContainers: Set<String> = []
  /// Whether the file pushes onto a UIKit stack: `pushViewController(_:animated:)`,
  /// `setViewControllers(_:animated:)`, `showDetailViewController(_:sender:)`. Not
  /// `show(_:sender:)`: `show` is in too many files to look for, and apps that push with it
  /// mostly do so from storyboards, whose segues count.
  package var pushesOnUIKitStack = false
  /// What the file does with each `UIHostingController` it creates or subclasses.
  package var hostingUses: Set<HostingControllerUse> = []

  /// Whether the file creates or subclasses `UIHostingController`.
  package var hostsSwiftUI: Bool { !hostingUses.isEmpty }
  /// Whether the file owns SwiftUI navigation: it uses a container or pushes onto a stack.
  package var ownsSwiftUINavigation: Bool { !swiftUIContainers.isEmpty || pushesOnSwiftUIStack }
  /// Whether the file owns UIKit navigation: it creates or subclasses a container or pushes
  /// onto a stack.
  package var ownsUIKitNavigation: Bool { !uiKitContainers.isEmpty || pushesOnUIKitStack }

  /// The SwiftUI containers that decide navigation.
  package static let swiftUINames: Set<String> = [
    "NavigationStack", "NavigationView", "NavigationSplitView", "TabView",
  ]
  /// The SwiftUI names that push a screen: `NavigationLink` as a view,
  /// `.navigationDestination` as a modifier.
  static let swiftUIPushNames: Set<String> = ["NavigationLink", "navigationDestination"]
  /// The UIKit containers that decide navigation.
  package static let uiKitNames: Set<String> = [
    "UINavigationController", "UITabBarController", "UISplitViewController",
  ]
  /// The UIKit calls that push a screen.
  static let uiKitPushNames: Set<String> = [
    "pushViewController", "setViewControllers", "showDetailViewController",
  ]
  static let hostingName = "UIHostingController"

  /// The words a file must hold to be worth tokenizing.
  package static let words = swiftUINames.union(uiKitNames).union(swiftUIPushNames)
    .union(uiKitPushNames).union([hostingName, "App"])
  /// `words`, looked up by a token's bytes.
  private static let names = NameSet(words)
  /// The scan for `words`.
  package static let anchors = AnchorWords(words)

  /// Whether the file says nothing about navigation.
  package var isEmpty: Bool {
    !ownsSwiftUINavigation && !declaresSwiftUIApp && !ownsUIKitNavigation && !hostsSwiftUI
  }

  /// Scans a file's bytes; a file without any of the names is not tokenized. Previews
  /// (`PreviewProvider` types, `#Preview` bodies, the private helpers only they use), code
  /// compiled only for other platforms and code only debug builds compile (`#if DEBUG`) do
  /// not count: a preview wraps a screen in a NavigationView only to show it.
  package init(bytes: [UInt8]) {
    self.init(bytes: bytes, source: nil, availability: nil, holdsWords: nil)
  }

  /// Scans a file's bytes with what `lint` already made of them (it tokenizes many of the same
  /// files): its source file (tokens, brackets and declarations) and its availability context,
  /// used when it is iOS's; what is `nil` is made here.
  /// `holdsWords` is whether the bytes hold one of `words`, when a pass over them has said so
  /// already (`lint`'s first pass looks for them too); `nil` to look here.
  package init(
    bytes: [UInt8], source: SwiftSourceFile?, availability known: FileAvailabilityContext?,
    holdsWords: Bool?
  ) {
    guard holdsWords ?? Self.anchors.occurs(in: bytes) else { return }
    let view = source?.view ?? SwiftCodeView(bytes: bytes, tokens: SwiftTokenizer.tokenize(bytes))
    let tokens = view.tokens
    var found: [(position: Int, name: String)] = []
    for position in 0..<view.count where view.token(position).kind == .identifier {
      // Only the names the scan looks for are made into strings.
      guard let name = Self.names.name(in: bytes, view.token(position).nameRange) else {
        continue
      }
      if Self.counts(name, at: position, in: view) { found.append((position, name)) }
    }
    guard !found.isEmpty else { return }
    let context =
      known.flatMap { $0.platform == .iOS ? $0 : nil }
      ?? source.map { FileAvailabilityContext(file: $0, platform: .iOS) }
      ?? FileAvailabilityContext(tokens: tokens, bytes: bytes, platform: .iOS)
    // Code only debug builds compile (a `#if DEBUG` tab bar for trying screens out) is not the
    // app's navigation either.
    let debugOnly = ConditionalCompilation.debugOnlyRanges(in: view)
    for (position, name) in found {
      let place = context.context(at: view.code[position])
      if place.isInPreview || place.isExcluded { continue }
      if debugOnly.contains(where: { $0.contains(position) }) { continue }
      if Self.swiftUINames.contains(name) {
        swiftUIContainers.insert(name)
      } else if Self.swiftUIPushNames.contains(name) {
        pushesOnSwiftUIStack = true
      } else if Self.uiKitNames.contains(name) {
        uiKitContainers.insert(name)
      } else if Self.uiKitPushNames.contains(name) {
        pushesOnUIKitStack = true
      } else if name == Self.hostingName {
        hostingUses.insert(
          Self.isSuperclass(at: position, in: view)
            ? .elsewhere : HostingControllerUse.use(ofCreationAt: position, in: view))
      } else {
        declaresSwiftUIApp = true
      }
    }
  }

  /// Whether one of the scan's names at `position` counts: a container used as a view,
  /// created or subclassed; a push; a hosting controller made or subclassed; a SwiftUI `App`.
  private static func counts(_ name: String, at position: Int, in view: SwiftCodeView) -> Bool {
    let isMember = view.isPunctuation(position - 1, ".")
    let opensCall = view.isPunctuation(position + 1, "(")
    let isCall =
      opensCall || view.isPunctuation(position + 1, "{")
      || view.isName(position + 1, .operator, "<")
    // Pushes are methods: `.navigationDestination(…)`, `navigationController?.push…(…)`.
    if name == "navigationDestination" { return isMember && opensCall }
    if uiKitPushNames.contains(name) {
      guard opensCall else { return false }
      // A page view controller's `setViewControllers(_:direction:animated:)` pushes nothing.
      return name != "setViewControllers"
        || !HostingControllerUse.hasLabel("direction", in: position + 1, view)
    }
    // `Module.NavigationStack` and `x.TabView` are someone else's names.
    if isMember { return false }
    if swiftUINames.contains(name) || name == "NavigationLink" { return isCall }
    if uiKitNames.contains(name) { return opensCall || isSuperclass(at: position, in: view) }
    if name == hostingName { return isCall || isSuperclass(at: position, in: view) }
    return name == "App" && isInheritance(at: position, in: view, keywords: ["struct"])
  }

  /// Whether the name at `position` is the first type a class inherits from:
  /// `class Router: UINavigationController`, `final class Tabs<T>: UITabBarController`.
  static func isSuperclass(at position: Int, in view: SwiftCodeView) -> Bool {
    isInheritance(at: position, in: view, keywords: ["class"])
  }

  /// Whether the name at `position` is in the inheritance clause of a declaration made with
  /// one of `keywords`: `:` before it, then the declared name (and generic parameters).
  package static func isInheritance(at position: Int, in view: SwiftCodeView, keywords: Set<String>)
    -> Bool
  {
    var index = position - 1
    // Earlier entries of the clause: `struct MyApp: Sendable, App`.
    while index > 0, view.isPunctuation(index, ",") {
      index -= 1
      while index > 0, view.token(index).kind == .identifier || view.isPunctuation(index, ".") {
        index -= 1
      }
    }
    guard view.isPunctuation(index, ":") else { return false }
    index -= 1
    if view.isName(index, .operator, ">") {
      // Generic parameters: walk back to their `<`.
      while index > 0, !view.isName(index, .operator, "<") { index -= 1 }
      index -= 1
    }
    guard index > 0, view.token(index).kind == .identifier else { return false }
    let keyword = view.token(index - 1)
    return keyword.kind == .keyword && keywords.contains(view.name(index - 1))
  }
}
