import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixProject
@testable import CompatMatrixSource

/// How detection weighs the files that own navigation (`OwnershipVerdict`): what a file's
/// hosting controllers and pushes say, properties of the verdict over every mix of counts,
/// and, over every fixture project, a verdict that is stable and explained.
@Suite struct ArchitectureWeighingTests {
  @Test(arguments: [
    (
      "let h = UIHostingController(rootView: V())\nnav.pushViewController(h, animated: true)",
      HostingControllerUse.onUIKitStack
    ),
    (
      "navigationController?.pushViewController(UIHostingController(rootView: V()), animated: true)",
      .onUIKitStack
    ),
    (
      "let n = UINavigationController(rootViewController: UIHostingController(rootView: V()))",
      .onUIKitStack
    ),
    (
      "nav.setViewControllers([first, UIHostingController(rootView: V())], animated: false)",
      .onUIKitStack
    ),
    ("show(UIHostingController(rootView: V()), sender: self)", .onUIKitStack),
    ("present(UIHostingController(rootView: V()), animated: true)", .presented),
    (
      "let h = UIHostingController(rootView: V())\nh.modalPresentationStyle = .formSheet",
      .presented
    ),
    (
      "let settings = UIHostingController(rootView: V())\nself.present(settings, animated: true)",
      .presented
    ),
    ("window.rootViewController = UIHostingController(rootView: V())", .presented),
    ("let h = UIHostingController(rootView: V())\naddChild(h)\nview.addSubview(h.view)", .embedded),
    ("let h = UIHostingController(rootView: V())\ninstallChildViewController(h)", .embedded),
    ("func make() -> UIViewController { UIHostingController(rootView: V()) }", .elsewhere),
    ("final class Settings: UIHostingController<SettingsView> {}", .elsewhere),
    ("let h = UIHostingController(rootView: V())\nshow(h)", .elsewhere),
  ])
  func aHostingControllersUseIsReadFromTheCodeAroundIt(code: String, use: HostingControllerUse) {
    #expect(NavigationOwnerScan(bytes: Array(code.utf8)).hostingUses == [use])
  }

  @Test(arguments: [
    ("navigationController?.pushViewController(next, animated: true)", false, true),
    ("nav.setViewControllers([root], animated: false)", false, true),
    ("pages.setViewControllers([page], direction: .forward, animated: true)", false, false),
    ("showDetailViewController(detail, sender: self)", false, true),
    ("show(detail, sender: self)", false, false),
    ("let show = true", false, false),
    ("NavigationLink(\"Open\") { Detail() }", true, false),
    ("NavigationLink(value: item) { Row() }", true, false),
    ("list.navigationDestination(for: Item.self) { Detail($0) }", true, false),
    ("let navigationDestination = 1", false, false),
    ("// pushViewController(next, animated: true)", false, false),
  ])
  func pushesAreCallsOntoAStack(code: String, swiftUI: Bool, uiKit: Bool) {
    let scan = NavigationOwnerScan(bytes: Array(code.utf8))
    #expect(scan.pushesOnSwiftUIStack == swiftUI)
    #expect(scan.pushesOnUIKitStack == uiKit)
  }

  @Test func storyboardSeguesArePushes() {
    let segue = Array(#"<segue destination="d" kind="show" id="s"/>"#.utf8)
    #expect(NavigationArchitectureDetector.storyboardContainers(segue).pushes)
    let root = Array(
      #"<segue destination="d" kind="relationship" relationship="rootViewController"/>"#.utf8)
    #expect(!NavigationArchitectureDetector.storyboardContainers(root).pushes)
    // A macOS storyboard's split view and segues are AppKit's.
    let mac = Array(
      #"<document targetRuntime="MacOSX.Cocoa"><splitViewController id="s"/><segue kind="show"/>"#
        .utf8)
    #expect(NavigationArchitectureDetector.storyboardContainers(mac).containers.isEmpty)
    #expect(!NavigationArchitectureDetector.storyboardContainers(mac).pushes)
  }

  /// Counts of every mix: files owning SwiftUI and UIKit navigation, UIKit pushes, hosted
  /// screens and off-stack hosting, and a SwiftUI `App`.
  static var mixes: [ArchitectureCounts] {
    var result: [ArchitectureCounts] = []
    for swiftUI in [0, 1, 3, 4, 12, 60] {
      for uiKit in [0, 1, 2, 3, 12] {
        for pushes in [0, 1, 3] where pushes <= uiKit {
          for hosted in [0, 1, 4] {
            for offStack in [0, 2] {
              for app in [0, 1] {
                var counts = ArchitectureCounts()
                counts.anySwiftUI = swiftUI
                counts.anyUIKit = uiKit
                counts.uiKitPushFiles = pushes
                counts.hostedScreenFiles = hosted
                counts.hostingFiles = hosted + offStack
                counts.appFiles = app
                result.append(counts)
              }
            }
          }
        }
      }
    }
    return result
  }

  @Test func theVerdictHoldsItsRulesOverEveryMix() throws {
    let margin = OwnershipVerdict.marginPercent
    for counts in Self.mixes {
      let label =
        "SwiftUI \(counts.anySwiftUI), UIKit \(counts.anyUIKit), pushes \(counts.uiKitPushFiles), hosted \(counts.hostedScreenFiles), app \(counts.appFiles)"
      guard let verdict = counts.verdict else {
        #expect(counts.anySwiftUI == 0 && counts.anyUIKit == 0 && counts.appFiles == 0, "\(label)")
        continue
      }
      let total = counts.anySwiftUI + counts.anyUIKit
      // Hybrid only where a hosting controller is, or may be, a screen of a UIKit stack:
      // presented or embedded ones never make it.
      if verdict.profile == .hybrid { #expect(counts.hostedScreenFiles > 0, "\(label)") }
      // One framework alone decides.
      if counts.anyUIKit == 0 { #expect(verdict.profile == .swiftui, "\(label)") }
      if counts.anySwiftUI == 0, counts.anyUIKit > 0 {
        #expect(verdict.profile == (counts.hostedScreenFiles > 0 ? .hybrid : .uikit), "\(label)")
      }
      // UIKit containers nothing is pushed onto are a shell around SwiftUI.
      if counts.anySwiftUI > 0, counts.uiKitPushFiles == 0 {
        #expect(verdict.profile == .swiftui, "\(label)")
      }
      // A framework within the margin does not decide.
      if counts.anySwiftUI > 0, counts.anyUIKit * 100 <= margin * total {
        #expect(verdict.profile == .swiftui, "\(label)")
      }
      if counts.anyUIKit > 0, counts.uiKitPushFiles > 0, counts.anySwiftUI * 100 <= margin * total {
        #expect(verdict.profile != .swiftui, "\(label)")
      }
      // More SwiftUI files never take a SwiftUI verdict away.
      if verdict.profile == .swiftui {
        var more = counts
        more.anySwiftUI += 5
        #expect(more.profile == .swiftui, "\(label)")
      }
      // The words say what was weighed.
      #expect(!verdict.text.isEmpty)
      if total > 0 { #expect(verdict.text.contains("\(total)"), "\(label): \(verdict.text)") }
    }
  }

  /// Every fixture project under `projects/architecture` with a navigation container.
  static var fixtures: [String] {
    let root = TestSupport.fixtures.appendingPathComponent("projects/architecture")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.sorted().filter { !$0.hasPrefix(".") }
  }

  @Test(arguments: Self.fixtures)
  func detectionOnEveryFixtureIsStableAndExplained(_ fixture: String) throws {
    let folder = ArchitectureDetectionTests.folder(fixture)
    guard let detected = NavigationArchitectureDetector.detect(projectAt: folder) else {
      // Only the decoys show nothing.
      #expect(fixture == "decoys")
      return
    }
    // The same answer every time, and from the lint run's tally of the same files.
    #expect(NavigationArchitectureDetector.detect(projectAt: folder) == detected)
    // The profile is the verdict on the merged counts, and each target's on its own.
    #expect(detected.profile == detected.counts.profile)
    for target in detected.targets { #expect(target.profile == target.counts.profile) }
    let merged = detected.targets.reduce(into: ArchitectureCounts()) { $0.merge($1.counts) }
    #expect(merged.profile == detected.profile)
    // Merging the targets in any order gives the same verdict.
    let reversed = detected.targets.reversed().reduce(into: ArchitectureCounts()) {
      $0.merge($1.counts)
    }
    #expect(reversed == merged)
    // Explained: the evidence opens with the profile and the verdict, and names every
    // framework; the weighing adds up.
    #expect(
      detected.evidence.hasPrefix(
        "\(detected.profile.displayName) navigation: \(detected.verdict.text); SwiftUI: "))
    #expect(detected.evidence.contains("; UIKit: "))
    let weighing = detected.weighing
    #expect(weighing.swiftUIFiles == detected.counts.anySwiftUI)
    #expect(weighing.uiKitFiles == detected.counts.anyUIKit)
    #expect(weighing.verdict == detected.verdict.text)
    #expect(weighing.targets.map(\.name) == detected.targets.map(\.name))
    #expect(
      weighing.targets.reduce(0) { $0 + $1.swiftUIFiles + $1.uiKitFiles }
        == weighing.swiftUIFiles + weighing.uiKitFiles)
  }
}
