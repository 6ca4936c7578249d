import CompatMatrixCore

/// The navigation profile a project's sources show, with the counts behind it and, per
/// target, what each shows.
package struct DetectedArchitecture: Sendable, Hashable {
  /// The profile of the whole project.
  package let profile: NavigationProfile
  /// The counts over every target.
  package let counts: ArchitectureCounts
  /// Each target that shows a profile, by name.
  package let targets: [TargetArchitecture]

  /// The evidence in one line: the profile, the counts, and the targets that disagree.
  package var evidence: String {
    var text = "\(profile.displayName) navigation: " + counts.description(for: profile)
    let others = targets.filter { $0.profile != profile }
    if !others.isEmpty, targets.count > 1 {
      text +=
        "; per target: "
        + targets.map { "\($0.name) \($0.profile.displayName)" }.joined(separator: ", ")
    }
    return text
  }
}

/// One target's profile.
package struct TargetArchitecture: Sendable, Hashable {
  /// The target: a package target, or an app's top folder.
  package let name: String
  /// Its profile.
  package let profile: NavigationProfile
  /// Its counts.
  package let counts: ArchitectureCounts
}

/// How many files show each kind of navigation owner.
package struct ArchitectureCounts: Sendable, Hashable {
  /// Files using each SwiftUI container, by name.
  package var swiftUIFiles: [String: Int] = [:]
  /// Files declaring a SwiftUI `App`.
  package var appFiles = 0
  /// Files (or storyboards) creating or subclassing each UIKit container, by name.
  package var uiKitFiles: [String: Int] = [:]
  /// Files creating or subclassing `UIHostingController`.
  package var hostingFiles = 0
  /// Files that use any SwiftUI container.
  package var anySwiftUI = 0
  /// Files or storyboards that create or subclass any UIKit container.
  package var anyUIKit = 0

  /// No file counted yet.
  package init() {}

  /// Adds a scanned Swift file.
  package mutating func add(_ scan: NavigationOwnerScan) {
    for name in scan.swiftUIContainers { swiftUIFiles[name, default: 0] += 1 }
    if !scan.swiftUIContainers.isEmpty { anySwiftUI += 1 }
    if scan.declaresSwiftUIApp { appFiles += 1 }
    addStoryboard(scan.uiKitContainers)
    if scan.hostsSwiftUI { hostingFiles += 1 }
  }

  /// Adds a file that creates the UIKit containers `names`.
  package mutating func addStoryboard(_ names: Set<String>) {
    for name in names { uiKitFiles[name, default: 0] += 1 }
    if !names.isEmpty { anyUIKit += 1 }
  }

  /// Adds another target's counts.
  mutating func merge(_ other: ArchitectureCounts) {
    swiftUIFiles.merge(other.swiftUIFiles, uniquingKeysWith: +)
    uiKitFiles.merge(other.uiKitFiles, uniquingKeysWith: +)
    appFiles += other.appFiles
    hostingFiles += other.hostingFiles
    anySwiftUI += other.anySwiftUI
    anyUIKit += other.anyUIKit
  }

  /// The profile the counts show; `nil` when no file uses a navigation container.
  package var profile: NavigationProfile? {
    switch (anySwiftUI > 0, anyUIKit > 0) {
    case (false, false): return nil
    case (true, false): return .swiftui
    case (false, true): return hostingFiles > 0 ? .hybrid : .uikit
    case (true, true):
      if hostingFiles > 0 { return .hybrid }
      return anyUIKit > anySwiftUI ? .uikit : .swiftui
    }
  }

  /// The counts in words, as the profile's evidence: `38 files use NavigationStack, 2
  /// TabView; none create a UINavigationController, UITabBarController or
  /// UISplitViewController`.
  func description(for profile: NavigationProfile) -> String {
    let swiftUI = Self.list(swiftUIFiles, verb: ("uses", "use"))
    let uiKit = Self.list(uiKitFiles, verb: ("creates or subclasses", "create or subclass"))
    let hosting =
      "\(Self.files(hostingFiles)) \(hostingFiles == 1 ? "creates" : "create") "
      + "UIHostingController screens"
    switch profile {
    case .swiftui where anyUIKit == 0:
      return swiftUI + "; none create a UINavigationController, UITabBarController or "
        + "UISplitViewController"
    case .uikit where anySwiftUI == 0:
      return uiKit + "; none use NavigationStack, NavigationView or TabView"
    case .hybrid where anySwiftUI == 0:
      return uiKit + "; " + hosting
    case .swiftui:
      return [swiftUI, uiKit, hostingFiles > 0 ? hosting : nil].compactMap { $0 }
        .joined(separator: "; ")
    case .uikit, .hybrid:
      return [uiKit, hostingFiles > 0 ? hosting : nil, swiftUI].compactMap { $0 }
        .joined(separator: "; ")
    }
  }

  /// `38 files use NavigationStack, 2 TabView`, most used first.
  private static func list(_ counts: [String: Int], verb: (one: String, many: String)) -> String {
    let sorted = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
    guard let first = sorted.first else { return "no file \(verb.one) a container" }
    return "\(files(first.value)) \(first.value == 1 ? verb.one : verb.many) \(first.key)"
      + sorted.dropFirst().map { ", \($0.value) \($0.key)" }.joined()
  }

  private static func files(_ count: Int) -> String {
    count == 1 ? "1 file" : "\(count) files"
  }
}
