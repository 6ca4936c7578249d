import CompatMatrixCore

/// How many files show each kind of navigation owner, and the profile they add up to
/// (`OwnershipVerdict`).
package struct ArchitectureCounts: Sendable, Hashable {
  /// Files using each SwiftUI container, by name.
  package var swiftUIFiles: [String: Int] = [:]
  /// Files pushing onto a SwiftUI stack (`NavigationLink`, `.navigationDestination`).
  package var swiftUIPushFiles = 0
  /// Files declaring a SwiftUI `App`.
  package var appFiles = 0
  /// Files (or storyboards) creating or subclassing each UIKit container, by name.
  package var uiKitFiles: [String: Int] = [:]
  /// Files (or storyboards, by their push segues) pushing onto a UIKit stack.
  package var uiKitPushFiles = 0
  /// Files creating or subclassing `UIHostingController`.
  package var hostingFiles = 0
  /// Files with a hosting controller of each use.
  package var hostingUses: [HostingControllerUse: Int] = [:]
  /// Files whose hosting controllers are, or may be, screens of a UIKit stack.
  package var hostedScreenFiles = 0
  /// Files that own SwiftUI navigation: they use a container or push onto a stack.
  package var anySwiftUI = 0
  /// Files or storyboards that own UIKit navigation: they create or subclass a container or
  /// push onto a stack.
  package var anyUIKit = 0

  /// No file counted yet.
  package init() {}

  /// Adds a scanned Swift file.
  package mutating func add(_ scan: NavigationOwnerScan) {
    for name in scan.swiftUIContainers { swiftUIFiles[name, default: 0] += 1 }
    if scan.pushesOnSwiftUIStack { swiftUIPushFiles += 1 }
    if scan.ownsSwiftUINavigation { anySwiftUI += 1 }
    if scan.declaresSwiftUIApp { appFiles += 1 }
    addStoryboard(
      StoryboardNavigation(containers: scan.uiKitContainers, pushes: scan.pushesOnUIKitStack))
    if scan.hostsSwiftUI { hostingFiles += 1 }
    for use in scan.hostingUses { hostingUses[use, default: 0] += 1 }
    if scan.hostingUses.contains(where: \.holdsScreenOfUIKitStack) { hostedScreenFiles += 1 }
  }

  /// Adds a file's or storyboard's UIKit navigation: the containers it creates and whether it
  /// pushes.
  package mutating func addStoryboard(_ navigation: StoryboardNavigation) {
    for name in navigation.containers { uiKitFiles[name, default: 0] += 1 }
    if navigation.pushes { uiKitPushFiles += 1 }
    if !navigation.containers.isEmpty || navigation.pushes { anyUIKit += 1 }
  }

  /// Adds another target's counts.
  mutating func merge(_ other: ArchitectureCounts) {
    swiftUIFiles.merge(other.swiftUIFiles, uniquingKeysWith: +)
    uiKitFiles.merge(other.uiKitFiles, uniquingKeysWith: +)
    hostingUses.merge(other.hostingUses, uniquingKeysWith: +)
    swiftUIPushFiles += other.swiftUIPushFiles
    uiKitPushFiles += other.uiKitPushFiles
    appFiles += other.appFiles
    hostingFiles += other.hostingFiles
    hostedScreenFiles += other.hostedScreenFiles
    anySwiftUI += other.anySwiftUI
    anyUIKit += other.anyUIKit
  }

  /// Files whose hosting controllers are all off any UIKit stack: presented, a window's root
  /// or embedded.
  package var hostingOffStackFiles: Int { hostingFiles - hostedScreenFiles }

  /// What the counts add up to; `nil` when no file owns navigation and none declares a
  /// SwiftUI `App`.
  package var verdict: OwnershipVerdict? { OwnershipVerdict(self) }

  /// The profile the counts show; `nil` when nothing shows one.
  package var profile: NavigationProfile? { verdict?.profile }

  /// The counts in words, as the profile's evidence: the verdict, then what each framework's
  /// files do: `all 33 files that own navigation are SwiftUI's; SwiftUI: 31 files use
  /// NavigationStack, 2 TabView, 9 push screens; UIKit: none`.
  func description(of verdict: OwnershipVerdict) -> String {
    var parts = [verdict.text]
    let swiftUI = Self.list(swiftUIFiles, verb: ("uses", "use"))
    var swiftUIPart = swiftUI ?? "no file uses a container"
    if swiftUIPushFiles > 0 {
      swiftUIPart +=
        ", \(Self.files(swiftUIPushFiles)) \(swiftUIPushFiles == 1 ? "pushes" : "push") screens"
    }
    parts.append("SwiftUI: " + (anySwiftUI == 0 ? "none" : swiftUIPart))
    var uiKitPart =
      Self.list(uiKitFiles, verb: ("creates or subclasses", "create or subclass"))
      ?? "no file creates a container"
    uiKitPart +=
      uiKitPushFiles == 0
      ? ", none push screens"
      : ", \(Self.files(uiKitPushFiles)) \(uiKitPushFiles == 1 ? "pushes" : "push") screens"
    parts.append("UIKit: " + (anyUIKit == 0 ? "none" : uiKitPart))
    if hostingFiles > 0 {
      let uses = hostingUses.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.rawValue)" }
      parts.append(
        "UIHostingController: \(Self.files(hostingFiles)) (\(uses.joined(separator: ", ")))")
    }
    return parts.joined(separator: "; ")
  }

  /// `38 files use NavigationStack, 2 TabView`, most used first; `nil` for none.
  private static func list(_ counts: [String: Int], verb: (one: String, many: String))
    -> String?
  {
    let sorted = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
    guard let first = sorted.first else { return nil }
    return "\(files(first.value)) \(first.value == 1 ? verb.one : verb.many) \(first.key)"
      + sorted.dropFirst().map { ", \($0.value) \($0.key)" }.joined()
  }

  /// `1 file`, `2 files`.
  static func files(_ count: Int) -> String {
    count == 1 ? "1 file" : "\(count) files"
  }
}

/// The UIKit navigation a storyboard (or a Swift file) holds: the containers it creates and
/// whether it pushes screens.
package struct StoryboardNavigation: Sendable, Hashable {
  /// The UIKit containers: `UINavigationController` for a `<navigationController …>` scene.
  package var containers: Set<String>
  /// Whether it pushes: a `show`, `push` or `showDetail` segue.
  package var pushes: Bool

  /// Creates the summary.
  package init(containers: Set<String>, pushes: Bool) {
    self.containers = containers
    self.pushes = pushes
  }
}
