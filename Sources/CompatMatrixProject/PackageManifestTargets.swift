import CompatMatrixCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads a `Package.swift`'s targets, their folders and the platforms they build for, without
/// running the manifest.
///
/// Each element of the `targets:` array literal written as `.target(…)`, `.executableTarget(…)`,
/// `.testTarget(…)`, `.macro(…)` or `.plugin(…)` gives a target: its `name:`, and its folder,
/// `path:` or else SwiftPM's default (`Sources/NAME`, `Source/NAME`, `src/NAME` or
/// `srcs/NAME`; `Tests/NAME` and the like for a test target), less `exclude:` and, when given,
/// limited to `sources:`. Every platform in `platforms:` builds with its minimum; the others
/// build with SwiftPM's default minimum, which is not guessed (`nil`), and `SourceTargets`
/// keeps them only when the projects read build for them. Its code is compiled as its
/// clients are, for apps or app extensions, and for Mac Catalyst when `platforms:` lists
/// `.macCatalyst` (or, in `SourceTargets`, a project read builds for Catalyst). Macros and
/// plugins run on the Mac that builds, never on a device.
///
/// A manifest whose `targets:` is not an array literal (a variable, a concatenation) yields
/// no targets: the files are then of no known target.
enum PackageManifestTargets {
  /// The folders SwiftPM looks in for a target's sources, in its order.
  static let sourceFolders = ["Sources", "Source", "src", "srcs"]
  /// The folders SwiftPM looks in for a test target's sources.
  static let testFolders = ["Tests", "Sources", "Source", "src", "srcs"]

  /// The targets of the manifest at `url`.
  static func read(_ url: URL, files: ProjectFiles) throws(ProjectDetectionError)
    -> [BuildTarget]
  {
    try read(
      text: try files.text(url), file: files.display(url), folder: url.deletingLastPathComponent())
  }

  /// The targets a manifest's text declares; `folder` is the package's folder.
  static func read(text: String, file: String, folder: URL) throws(ProjectDetectionError)
    -> [BuildTarget]
  {
    let code = try ManifestCode(text, file: file)
    guard let open = PackageManifestReader.packageCall(in: code) else { return [] }
    var platforms: [Platform: OSVersion?] = [:]
    var catalyst: OSVersion?
    var targets: [(kind: String, arguments: [String: Range<Int>])] = []
    for (label, value) in arguments(code, open: open) {
      if label == "platforms" {
        platforms = declaredPlatforms(code, value)
        catalyst = declaredCatalyst(code, value)
      }
      if label == "targets", code.isPunctuation(value.lowerBound, "["), value.count >= 2 {
        for element in elements(code, (value.lowerBound + 1)..<(value.upperBound - 1)) {
          if let target = call(code, element) { targets.append(target) }
        }
      }
    }
    var all: [Platform: OSVersion?] = [:]
    for platform in XcodeProject.buildPlatforms {
      // `.some`: a platform without a minimum is still built, with an unknown one.
      all[platform] = .some(platforms[platform] ?? nil)
    }
    return targets.compactMap { target -> BuildTarget? in
      guard let name = target.arguments["name"].flatMap({ string(code, $0) }) else { return nil }
      let isTest = target.kind == "testTarget"
      var path = target.arguments["path"].flatMap({ string(code, $0) })
      if path == nil {
        path = (isTest ? testFolders : sourceFolders).map { "\($0)/\(name)" }.first { candidate in
          FileKind.at(folder.appendingPathComponent(candidate).path) == .directory
        }
      }
      guard let path else { return nil }
      let hostOnly = target.kind == "macro" || target.kind == "plugin"
      return BuildTarget(
        name: name, project: file, kind: .package, isTest: isTest,
        platforms: hostOnly ? [.macOS: nil] : all,
        catalyst: hostOnly || catalyst == nil
          ? nil : BuildTarget.CatalystBuild(iOSMinimum: catalyst),
        linkage: hostOnly ? .app : .either, declared: hostOnly ? [.macOS] : Set(platforms.keys),
        folders: [
          BuildTarget.Folder(
            url: folder.appendingPathComponent(path).standardizedFileURL,
            excluded: target.arguments["exclude"].map({ strings(code, $0) }) ?? [],
            only: target.arguments["sources"].map({ strings(code, $0) }) ?? [])
        ])
    }
  }

  /// The labelled arguments of the call whose `(` is at `open`, each with its value's tokens.
  private static func arguments(_ code: ManifestCode, open: Int) -> [(String, Range<Int>)] {
    guard let close = PackageManifestReader.matchingClose(code, from: open) else { return [] }
    return elements(code, (open + 1)..<close).compactMap { element in
      guard element.count >= 2, let label = code.identifier(element.lowerBound),
        code.isPunctuation(element.lowerBound + 1, ":")
      else { return nil }
      return (label, (element.lowerBound + 2)..<element.upperBound)
    }
  }

  /// The comma-separated elements of a list, brackets nested inside kept whole.
  private static func elements(_ code: ManifestCode, _ tokens: Range<Int>) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var depth = 0
    var start = tokens.lowerBound
    for index in tokens {
      guard let character = code.punctuation(index) else { continue }
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) { depth -= 1 }
      if character == ",", depth == 0 {
        result.append(start..<index)
        start = index + 1
      }
    }
    result.append(start..<tokens.upperBound)
    return result.filter { !$0.isEmpty }
  }

  /// A target declaration `.kind(arguments)` or `Target.kind(arguments)`.
  private static func call(_ code: ManifestCode, _ element: Range<Int>)
    -> (kind: String, arguments: [String: Range<Int>])?
  {
    var first = element.lowerBound
    if code.identifier(first) == "Target" { first += 1 }
    guard element.upperBound - first >= 4, code.isPunctuation(first, "."),
      let kind = code.identifier(first + 1), code.isPunctuation(first + 2, "("),
      ["target", "executableTarget", "testTarget", "macro", "plugin"].contains(kind)
    else { return nil }
    var arguments: [String: Range<Int>] = [:]
    for (label, value) in Self.arguments(code, open: first + 2) where arguments[label] == nil {
      arguments[label] = value
    }
    return (kind, arguments)
  }

  /// The string a value is, when it is one string literal without interpolation.
  private static func string(_ code: ManifestCode, _ value: Range<Int>) -> String? {
    guard value.count == 1 else { return nil }
    return code.string(value.lowerBound)
  }

  /// The strings of an array literal of string literals; other elements are skipped.
  private static func strings(_ code: ManifestCode, _ value: Range<Int>) -> [String] {
    guard code.isPunctuation(value.lowerBound, "["), value.count >= 2 else { return [] }
    return elements(code, (value.lowerBound + 1)..<(value.upperBound - 1)).compactMap {
      string(code, $0)
    }
  }

  /// The `.macCatalyst(…)` minimum `platforms: [...]` lists, if it does.
  private static func declaredCatalyst(_ code: ManifestCode, _ value: Range<Int>) -> OSVersion? {
    guard code.isPunctuation(value.lowerBound, "["), value.count >= 2 else { return nil }
    for element in elements(code, (value.lowerBound + 1)..<(value.upperBound - 1)) {
      var first = element.lowerBound
      if code.identifier(first) == "SupportedPlatform" { first += 1 }
      let last = element.upperBound - 1
      guard last - first >= 3, code.isPunctuation(first, "."),
        code.identifier(first + 1) == "macCatalyst", code.isPunctuation(first + 2, "("),
        code.isPunctuation(last, ")")
      else { continue }
      return PackageManifestReader.version(of: (first + 3)..<last, in: code, platform: .iOS)
    }
    return nil
  }

  /// The platforms `platforms: [...]` lists, with their minimums; empty when it is not an
  /// array literal of entries.
  private static func declaredPlatforms(_ code: ManifestCode, _ value: Range<Int>)
    -> [Platform: OSVersion?]
  {
    guard code.isPunctuation(value.lowerBound, "["), value.count >= 2 else { return [:] }
    var result: [Platform: OSVersion?] = [:]
    for element in elements(code, (value.lowerBound + 1)..<(value.upperBound - 1)) {
      var first = element.lowerBound
      if code.identifier(first) == "SupportedPlatform" { first += 1 }
      let last = element.upperBound - 1
      guard last - first >= 3, code.isPunctuation(first, "."),
        let name = code.identifier(first + 1), code.isPunctuation(first + 2, "("),
        code.isPunctuation(last, ")"),
        let platform = XcodeProject.buildPlatforms.first(where: {
          PlatformSettings($0).packagePlatformName == name
        })
      else { continue }
      result[platform] = PackageManifestReader.version(
        of: (first + 3)..<last, in: code, platform: platform)
    }
    return result
  }
}
