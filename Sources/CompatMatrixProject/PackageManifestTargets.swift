import CompatMatrixCore
import Foundation

/// Reads a `Package.swift`'s targets, their folders and the platforms they build for, without
/// running the manifest.
///
/// Each element of the `targets:` array literal written as `.target(…)`, `.executableTarget(…)`,
/// `.testTarget(…)`, `.macro(…)` or `.plugin(…)` gives a target: its `name:`, and its folder,
/// `path:` or else SwiftPM's default (`Sources/NAME`, `Source/NAME`, `src/NAME` or
/// `srcs/NAME`; `Tests/NAME` and the like for a test target), less `exclude:` and, when given,
/// limited to `sources:`. Every platform in `platforms:` builds with its minimum; the others
/// build with SwiftPM's default minimum, which is not guessed (`nil`). Macros and plugins run
/// on the Mac that builds, never on a device.
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
    let tokens = try ManifestScanner.tokens(text, file: file)
    guard let open = PackageManifestReader.packageCall(in: tokens) else { return [] }
    var platforms: [Platform: OSVersion?] = [:]
    var targets: [(kind: String, arguments: [String: ArraySlice<ManifestToken>])] = []
    for (label, value) in arguments(tokens, open: open) {
      if label == "platforms" { platforms = declaredPlatforms(value) }
      if label == "targets", value.first?.isPunctuation("[") == true, value.count >= 2 {
        for element in elements(value.dropFirst().dropLast()) {
          if let target = call(element) { targets.append(target) }
        }
      }
    }
    var all: [Platform: OSVersion?] = [:]
    for platform in XcodeProject.buildPlatforms {
      // `.some`: a platform without a minimum is still built, with an unknown one.
      all[platform] = .some(platforms[platform] ?? nil)
    }
    return targets.compactMap { target -> BuildTarget? in
      guard let name = target.arguments["name"].flatMap(string) else { return nil }
      let isTest = target.kind == "testTarget"
      var path = target.arguments["path"].flatMap(string)
      if path == nil {
        path = (isTest ? testFolders : sourceFolders).map { "\($0)/\(name)" }.first { candidate in
          var isDirectory: ObjCBool = false
          return FileManager.default.fileExists(
            atPath: folder.appendingPathComponent(candidate).path, isDirectory: &isDirectory)
            && isDirectory.boolValue
        }
      }
      guard let path else { return nil }
      let hostOnly = target.kind == "macro" || target.kind == "plugin"
      return BuildTarget(
        name: name, project: file, kind: .package, isTest: isTest,
        platforms: hostOnly ? [.macOS: nil] : all,
        folders: [
          BuildTarget.Folder(
            url: folder.appendingPathComponent(path).standardizedFileURL,
            excluded: target.arguments["exclude"].map(strings) ?? [],
            only: target.arguments["sources"].map(strings) ?? [])
        ])
    }
  }

  /// The labelled arguments of the call whose `(` is at `open`, each with its value's tokens.
  private static func arguments(_ tokens: [ManifestToken], open: Int)
    -> [(String, ArraySlice<ManifestToken>)]
  {
    guard let close = PackageManifestReader.matchingClose(tokens, from: open) else { return [] }
    return elements(tokens[(open + 1)..<close]).compactMap { element in
      guard element.count >= 2, case .identifier(let label) = element.first?.kind,
        element[element.startIndex + 1].isPunctuation(":")
      else { return nil }
      return (label, element.dropFirst(2))
    }
  }

  /// The comma-separated elements of a list, brackets nested inside kept whole.
  private static func elements(_ tokens: ArraySlice<ManifestToken>) -> [ArraySlice<ManifestToken>] {
    var result: [ArraySlice<ManifestToken>] = []
    var depth = 0
    var start = tokens.startIndex
    for index in tokens.indices {
      guard case .punctuation(let character) = tokens[index].kind else { continue }
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) { depth -= 1 }
      if character == ",", depth == 0 {
        result.append(tokens[start..<index])
        start = index + 1
      }
    }
    result.append(tokens[start..<tokens.endIndex])
    return result.filter { !$0.isEmpty }
  }

  /// A target declaration `.kind(arguments)` or `Target.kind(arguments)`.
  private static func call(_ element: ArraySlice<ManifestToken>)
    -> (kind: String, arguments: [String: ArraySlice<ManifestToken>])?
  {
    var parts = Array(element)
    if parts.first?.kind == .identifier("Target") { parts.removeFirst() }
    guard parts.count >= 4, parts[0].isPunctuation("."), case .identifier(let kind) = parts[1].kind,
      parts[2].isPunctuation("("),
      ["target", "executableTarget", "testTarget", "macro", "plugin"].contains(kind)
    else { return nil }
    var arguments: [String: ArraySlice<ManifestToken>] = [:]
    for (label, value) in Self.arguments(parts, open: 2) where arguments[label] == nil {
      arguments[label] = value
    }
    return (kind, arguments)
  }

  /// The string a value is, when it is one string literal without interpolation.
  private static func string(_ value: ArraySlice<ManifestToken>) -> String? {
    guard value.count == 1, case .string(let text) = value.first?.kind else { return nil }
    return text
  }

  /// The strings of an array literal of string literals; other elements are skipped.
  private static func strings(_ value: ArraySlice<ManifestToken>) -> [String] {
    guard value.first?.isPunctuation("[") == true, value.count >= 2 else { return [] }
    return elements(value.dropFirst().dropLast()).compactMap(string)
  }

  /// The platforms `platforms: [...]` lists, with their minimums; empty when it is not an
  /// array literal of entries.
  private static func declaredPlatforms(_ value: ArraySlice<ManifestToken>)
    -> [Platform: OSVersion?]
  {
    guard value.first?.isPunctuation("[") == true, value.count >= 2 else { return [:] }
    var result: [Platform: OSVersion?] = [:]
    for element in elements(value.dropFirst().dropLast()) {
      var parts = Array(element)
      if parts.first?.kind == .identifier("SupportedPlatform") { parts.removeFirst() }
      guard parts.count >= 4, parts[0].isPunctuation("."),
        case .identifier(let name) = parts[1].kind, parts[2].isPunctuation("("),
        parts[parts.count - 1].isPunctuation(")"),
        let platform = XcodeProject.buildPlatforms.first(where: {
          PlatformSettings($0).packagePlatformName == name
        })
      else { continue }
      let version = PackageManifestReader.version(
        of: parts[3..<(parts.count - 1)][...], platform: platform)
      result[platform] = version
    }
    return result
  }
}
