import Foundation
import Testing

/// Issue 25, class 8 and "in lint's advice alike": lint's advice in a file keeps to what the
/// file's own code is and the profile the project's sources show, so it never names what the
/// profile cannot reach. Run on the built binary in a hybrid package (a UIKit stack that
/// pushes a hosting controller), with the profile read from the sources.
@Suite struct LintProfileAdviceTests {
  /// A package whose scene delegate imports SwiftUI to host its screens and tints UIKit's bars
  /// through the appearance proxy, and whose hosted screen pops with `presentationMode`.
  static func package() throws -> URL {
    let folder = try TestSupport.temporaryDirectory()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    let sources = folder.appendingPathComponent("Mixed")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let files = [
      "Package.swift": """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "Mixed", platforms: [.iOS(.v16)],
        targets: [.target(name: "Mixed", path: "Mixed")])

      """,
      "Mixed/SceneDelegate.swift": """
      import SwiftUI
      import UIKit

      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        func scene(
          _ scene: UIScene, willConnectTo session: UISceneSession,
          options: UIScene.ConnectionOptions
        ) {
          guard let scene = scene as? UIWindowScene else { return }
          UINavigationBar.appearance().tintColor = .systemGreen
          let window = UIWindow(windowScene: scene)
          let home = UIHostingController(rootView: ProfileScreen())
          window.rootViewController = UINavigationController(rootViewController: home)
          self.window = window
        }

        func showProfile(from controller: UIViewController) {
          controller.navigationController?.pushViewController(
            UIHostingController(rootView: ProfileScreen()), animated: true)
        }
      }

      """,
      "Mixed/ProfileScreen.swift": """
      import SwiftUI

      struct ProfileScreen: View {
        @Environment(\\.presentationMode) var presentationMode
        var body: some View {
          Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
      }

      """,
    ]
    for (path, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(path))
    }
    return folder
  }

  /// The scene delegate's proxy tint colours UIKit's bars, which honour it: no finding. The
  /// hosted screen is told to pop through the navigation controller its hosting controller
  /// hands it, as `resolve --framework hybrid` plans, never `dismiss`, which needs a SwiftUI
  /// container the app does not have.
  @Test func aHybridAppsFilesAreAdvisedWithinWhatHybridReaches() throws {
    let folder = try Self.package()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try BinaryRunner.run(["lint", "--reporter", "text"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("profile: hybrid UIKit/SwiftUI (from the sources)"))
    #expect(!result.stdout.contains("SceneDelegate.swift"), "\(result.stdout)")
    #expect(!result.stdout.contains("EnvironmentValues.dismiss"), "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "`presentationMode.wrappedValue.dismiss()` is deprecated throughout iOS 16.0+ here. For iOS 16.0+ use popViewController(animated:) on the UIKit navigation controller."
      ), "\(result.stdout)")
  }
}
