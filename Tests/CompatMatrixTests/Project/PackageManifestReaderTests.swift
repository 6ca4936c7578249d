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
      ("let package = Package(name: \"\\(\".iOS(.v12)\")\", platforms: [.iOS(.v16)])", "16.0"),
      ("let package = Package(name: #\"\\(.iOS(.v12))\"#, platforms: [.iOS(.v16)])", "16.0"),
      ("let r = #/.iOS(.v12)/#\nlet package = Package(platforms: [.iOS(.v16)])", "16.0"),
      (
        "let r = #/.iOS(.v12)\nlet package = Package(platforms: [.iOS(.v16)])",
        "unterminated regular"
      ),
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

    /// String literals as a manifest writes them, and the value the reader takes from each:
    /// `nil` where it takes none.
    @Test(
      arguments: [
        (#""NavigationShell""#, "NavigationShell"),
        (#""""#, ""),
        (#""a\tb\n\"q\" \\ \0 \'""#, "a\tb\n\"q\" \\ \0 '"),
        (#""\u{E9}t\u{1F600}""#, "ét😀"),
        (##"#"a"b\n"#"##, #"a"b\n"#),
        (##"#"a\#tb"#"##, "a\tb"),
        (###"##"a"#b"##"###, ##"a"#b"##),
        (##"#"x\(y)"#"##, #"x\(y)"#),
        (#""x\(y)""#, nil),
        (##"#"x\#(y)"#"##, nil),
        ("\"\"\"\n  15.4\n  \"\"\"", "15.4"),
        ("\"\"\"\n  15.4\n    \"\"\"", nil),
        (#""\q""#, nil),
        (#""\u{D800}""#, nil),
        (#""\u{}""#, nil),
        (#""\u{123456789}""#, nil),
        (#""\u{+41}""#, nil),
        (#""15.4"#, nil),
        ("\"15.4\n\"", nil),
      ] as [(String, String?)])
    func readsTheValueOfAStringLiteral(source: String, value: String?) throws {
      let bytes = Array(source.utf8)
      let token = try #require(SwiftTokenizer.tokenize(bytes).first)
      #expect(token.kind == .stringLiteral)
      #expect(SwiftStringLiteral.value(of: token, in: bytes) == value)
    }

    /// Random bytes, and the fixture manifest with random edits: every one gives a minimum
    /// read from the text or a one-line message naming the file and a line inside it.
    @Test func garbageAndDamagedManifestsGiveAMinimumOrAMessage() throws {
      var generator = SplitMix64(state: 0x2545_F491_4F6C_DD1D)
      let alphabet = Array("Package(platforms:[.iOS(.v15)\"#\\)/*\n ,]".utf8)
      let valid = try TestSupport.fixtureBytes("projects/package-minor/Package.swift")
      var outcomes = (read: 0, refused: 0)
      for round in 0..<2_000 {
        let bytes = generator.damaged(
          valid, round: round, edits: 4, alphabet: alphabet, maxLength: 80)
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = 1...TestSupport.lineBound(text)
        do {
          let detected = try PackageManifestReader.detect(
            text: text, file: "Package.swift", platform: .iOS)
          outcomes.read += 1
          #expect(detected.source == .packageSwift && detected.file == "Package.swift")
          #expect(
            lines.contains(detected.line ?? 0), "\(detected.location) in \(text.debugDescription)")
          #expect(TestSupport.isOneLine(detected.explanation))
          #expect(detected.explanation.hasSuffix(" in Package.swift"), "\(detected.explanation)")
        } catch {
          outcomes.refused += 1
          let message = error.description
          #expect(TestSupport.isOneLine(message), "\(message)")
          #expect(message.hasPrefix("Package.swift"), "\(message)")
          // Every manifest error but a missing `Package(...)` names its line.
          if case .noPackageDeclaration = error { continue }
          let line = message.dropFirst("Package.swift:".count).prefix { $0.isNumber }
          #expect(Int(line).map(lines.contains) == true, "\(message) for \(text.debugDescription)")
        }
      }
      // Both ways out are taken often, or the inputs test less than they claim.
      #expect(outcomes.read > 200 && outcomes.refused > 200, "\(outcomes)")
    }
  }
}
