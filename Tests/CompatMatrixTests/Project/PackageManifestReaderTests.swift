import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

extension ProjectTests {
  @Suite struct PackageManifestReaderTests {
    private static let projects = TestSupport.fixtures.appendingPathComponent("projects")

    private static func detect(_ folder: String, _ platform: Platform)
      throws(ProjectDetectionError) -> DetectedDeploymentTarget?
    {
      try ProjectDetector.detect(
        at: projects.appendingPathComponent(folder).path, platform: platform)
    }

    @Test(arguments: [
      (
        "package-major", Platform.iOS, "15.0", 7,
        "package 'RouteKit' declares .iOS(.v15) in Package.swift"
      ),
      (
        "package-major", .iPadOS, "15.0", 7,
        "package 'RouteKit' declares .iOS(.v15) in Package.swift; iPadOS uses the iOS minimum"
      ),
      (
        "package-major", .macOS, "12.0", 8,
        "package 'RouteKit' declares .macOS(.v12) in Package.swift"
      ),
      (
        "package-major", .watchOS, "8.0", 10,
        "package 'RouteKit' declares .watchOS(.v8) in Package.swift"
      ),
      (
        "package-minor", .iOS, "15.4", 20,
        "package 'NavigationShell' declares .iOS(\"15.4\") in Package.swift"
      ),
      (
        "package-minor", .macOS, "10.15", 21,
        "package 'NavigationShell' declares .macOS(.v10_15) in Package.swift"
      ),
      (
        "package-minor", .visionOS, "1.0", 23,
        "package 'NavigationShell' declares .visionOS(.v1) in Package.swift"
      ),
    ])
    func readsThePlatformsEntry(
      folder: String, platform: Platform, minimum: String, line: Int, explanation: String
    ) throws {
      let detected = try #require(try Self.detect(folder, platform))
      #expect(detected.minimum.description == minimum)
      #expect(detected.platform == platform)
      #expect(detected.source == .packageSwift)
      #expect(detected.file == "Package.swift")
      #expect(detected.line == line)
      #expect(detected.target == (folder == "package-major" ? "RouteKit" : "NavigationShell"))
      #expect(detected.explanation == explanation)
    }

    @Test(arguments: [
      (
        "package-major", Platform.tvOS,
        "Package.swift:6: the package declares no tvOS minimum in 'platforms:', so SwiftPM uses "
          + "its default; add .tvOS(...) to 'platforms:' or give the range explicitly"
      ),
      (
        "package-no-platforms", .iOS,
        "Package.swift:4: the package declares no iOS minimum in 'platforms:', so SwiftPM uses "
          + "its default; add .iOS(...) to 'platforms:' or give the range explicitly"
      ),
      (
        "package-minor", .tvOS,
        "Package.swift:22: invalid .tvOS '\"\\(15).0\"'; expected one to three numbers "
          + "separated by dots, such as 15, 15.4 or 15.4.1"
      ),
    ])
    func reportsPackagesWithoutAUsableMinimum(folder: String, platform: Platform, message: String) {
      do {
        let detected = try Self.detect(folder, platform)
        Issue.record("expected an error, got \(String(describing: detected))")
      } catch {
        #expect(error.description == message)
      }
    }

    /// Manifests written to a temporary folder, and what reading the iOS minimum gives.
    @Test(arguments: [
      ("let package = Package(name: \"A\", platforms: [.iOS(.v17)])", "17.0"),
      ("let package = Package.init(name: \"A\", platforms: [SupportedPlatform.iOS(.v18)])", "18.0"),
      ("let package = Package(platforms: [.iOS(SupportedPlatform.IOSVersion.v26)])", "26.0"),
      ("let package = Package(platforms: [ .iOS( \"16.4.1\" ) , ])", "16.4.1"),
      ("let package = Package(platforms: [.iOS(.v16), .iOS(\"15.2\")])", "15.2"),
      (
        "let package = Package(\n  name: \"A\", // platforms: [.iOS(.v12)]\n  platforms: [.iOS(.v16)])",
        "16.0"
      ),
      ("let package = Package(name: #\"a\"b\"#, platforms: [.iOS(.v16)])", "16.0"),
      ("let package = Package(platforms: [/* .iOS(.v12), */ .iOS(.v16)])", "16.0"),
      ("let x = \"\\(\")\")\"\nlet package = Package(platforms: [.iOS(.v16)])", "16.0"),
      (
        "let package = Package(platforms: [.iOS(.v16)], targets: [.target(name: \"A\", platforms: [.iOS(.v12)])])",
        "16.0"
      ),
      ("let package = Package(platforms: [.macCatalyst(.v13), .iOS(.v14)])", "14.0"),
      ("let package = Package(platforms: [.iOS(.latest)])", "invalid .iOS '.latest'"),
      ("let package = Package(platforms: [.iOS(\"15.x\")])", "invalid .iOS '\"15.x\"'"),
      ("let package = Package(platforms: supported)", "not a list"),
      ("let package = Package(platforms: [.iOS(.v15)] + extra)", "not a list"),
      ("let package = Package(platforms: [applePlatforms])", "not a list"),
      ("let package = Package(platforms: [.macOS(.v13)])", "no iOS minimum"),
      ("let library = Library(name: \"A\")", "has no Package(...) declaration"),
      (
        "let package = Package(name: \"A\", platforms: [.iOS(\"15.0)])",
        "unterminated string literal"
      ),
      ("/* let package = Package(platforms: [.iOS(.v16)])", "unterminated /* comment"),
      ("let s = \"\"\"\n  \\(\"(\")\n", "unterminated string literal"),
    ])
    func readsManifestVariants(manifest: String, expected: String) throws {
      let folder = try TestSupport.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: folder) }
      let text = "// swift-tools-version: 5.9\nimport PackageDescription\n\n" + manifest + "\n"
      try Data(text.utf8).write(to: folder.appendingPathComponent("Package.swift"))
      // An expected value starts with a digit; anything else is part of the expected error.
      if expected.first?.isNumber == true {
        let detected = try ProjectDetector.detect(at: folder.path, platform: .iOS)
        #expect(detected?.minimum.description == expected)
        #expect(detected?.source == .packageSwift)
      } else {
        do {
          let detected = try ProjectDetector.detect(at: folder.path, platform: .iOS)
          Issue.record("expected an error, got \(String(describing: detected))")
        } catch {
          #expect(error.description.contains(expected), "\(error.description)")
          #expect(error.description.hasPrefix("Package.swift"), "\(error.description)")
        }
      }
    }

    @Test func keepsStringLiteralsAndCommentsWhole() throws {
      let source = """
        let a = "x \\(f("y)", #"z"#)) w" // .iOS(.v12)
        let b = #"raw \\( "quote"# /* nested /* block */ */ .iOS(.v16)
        let c = \"""
          multi "line" \\(g(\"""
            inner
            \"""))
          \"""
        let d
        """
      let tokens = try ManifestScanner.tokens(source, file: "Package.swift")
      let strings = tokens.compactMap { token -> String? in
        if case .string(let text) = token.kind { return text ?? "<interpolated>" }
        return nil
      }
      #expect(strings == ["<interpolated>", "raw \\( \"quote", "<interpolated>"])
      #expect(
        tokens.compactMap { token -> String? in
          if case .identifier(let name) = token.kind { return name }
          return nil
        } == ["let", "a", "let", "b", "iOS", "v16", "let", "c", "let", "d"])
      #expect(tokens.last?.line == 8)
    }

    @Test func neverCrashesOnGarbage() {
      var state: UInt64 = 0x2545_F491_4F6C_DD1D
      let alphabet = Array("Package(platforms:[.iOS(.v15)\"#\\)/*\n ,]".utf8)
      for _ in 0..<2_000 {
        var bytes: [UInt8] = []
        for _ in 0..<Int(state % 80) {
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          bytes.append(alphabet[Int(state >> 33) % alphabet.count])
        }
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        _ = try? ManifestScanner.tokens(
          String(decoding: bytes, as: UTF8.self), file: "Package.swift")
      }
    }
  }
}
