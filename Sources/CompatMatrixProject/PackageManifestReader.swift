import CompatMatrixCore
import CompatMatrixSource
import Foundation

/// Reads a platform's minimum from a `Package.swift` without running it.
///
/// It finds the first `Package(...)` call and the `platforms:` array literal among its
/// arguments, and reads the entry for the platform: `.iOS(.v15)` (SwiftPM names whole
/// releases: `.v12` … `.v18`, `.v26`, and for old macOS `.v10_15`; `.v10_16` stands for
/// 11.0, as in SwiftPM) or `.iOS("15.4")` for any other version. iPadOS reads `.iOS`;
/// `.macCatalyst` never counts. Comments and string literals are skipped by
/// `ManifestScanner`, so an entry written inside them is never read.
///
/// A package whose `platforms:` has no entry for the platform, or that has no `platforms:`,
/// throws `ProjectDetectionError.packageDeclaresNoMinimum`: SwiftPM then uses a default
/// that depends on the tools version, which this reader does not guess. `platforms:` written
/// as anything other than an array literal of such entries (a variable, a concatenation,
/// `#if` inside the list) throws `unsupportedPlatformsExpression`. Version-specific manifests
/// (`Package@swift-6.0.swift`) are read only when given directly.
enum PackageManifestReader {
  /// One entry of `platforms:` for the platform asked for.
  private struct Entry {
    package var version: OSVersion
    package var written: String
    package var line: Int
  }

  /// The minimum the manifest at `url` declares for `platform`.
  package static func detect(_ url: URL, files: ProjectFiles, platform: Platform)
    throws(ProjectDetectionError) -> DetectedDeploymentTarget
  {
    try detect(text: try files.text(url), file: files.display(url), platform: platform)
  }

  /// The minimum a manifest's text declares for `platform`; `file` is the name messages show.
  package static func detect(text: String, file: String, platform: Platform)
    throws(ProjectDetectionError) -> DetectedDeploymentTarget
  {
    let tokens = try ManifestScanner.tokens(text, file: file)
    guard let open = packageCall(in: tokens) else { throw .noPackageDeclaration(file: file) }
    var name: String?
    var platformsLine: Int?
    var entries: [Entry] = []
    var depth = 0
    var index = open
    while index < tokens.count {
      let token = tokens[index]
      if case .punctuation(let character) = token.kind {
        if "([{".contains(character) { depth += 1 }
        if ")]}".contains(character) { depth -= 1 }
        if depth == 0 { break }
      }
      if depth == 1, index + 2 < tokens.count, case .identifier(let label) = token.kind,
        tokens[index + 1].isPunctuation(":"),
        tokens[index - 1].isPunctuation(",")
          || tokens[index - 1].isPunctuation("(")
      {
        if label == "name", case .string(let text) = tokens[index + 2].kind { name = text }
        if label == "platforms" {
          platformsLine = token.line
          guard tokens[index + 2].isPunctuation("["),
            let close = matchingClose(tokens, from: index + 2), close + 1 < tokens.count,
            tokens[close + 1].isPunctuation(",") || tokens[close + 1].isPunctuation(")")
          else {
            throw .unsupportedPlatformsExpression(file: file, line: token.line, platform: platform)
          }
          entries = try platformEntries(
            tokens[(index + 3)..<close], file: file, platform: platform, line: token.line)
          index = close + 1
          continue
        }
      }
      index += 1
    }
    guard let lowest = entries.min(by: { $0.version < $1.version }) else {
      throw .packageDeclaresNoMinimum(
        file: file, line: platformsLine ?? tokens[open].line, platform: platform)
    }
    let package = name.map { "package '\($0)'" } ?? "the package"
    var explanation = "\(package) declares \(lowest.written) in \(file)"
    if platform == .iPadOS { explanation += "; iPadOS uses the iOS minimum" }
    return DetectedDeploymentTarget(
      platform: platform, minimum: lowest.version, source: .packageSwift, file: file,
      line: lowest.line, target: name, explanation: ExplanationText.line([explanation]))
  }

  /// The index of the `(` that opens the first `Package(...)` or `Package.init(...)` call.
  static func packageCall(in tokens: [ManifestToken]) -> Int? {
    for index in tokens.indices where tokens[index].kind == .identifier("Package") {
      if index + 1 < tokens.count, tokens[index + 1].isPunctuation("(") { return index + 1 }
      if index + 3 < tokens.count, tokens[index + 1].isPunctuation("."),
        tokens[index + 2].kind == .identifier("init"), tokens[index + 3].isPunctuation("(")
      {
        return index + 3
      }
    }
    return nil
  }

  /// The index of the bracket that closes the one at `open`.
  static func matchingClose(_ tokens: [ManifestToken], from open: Int) -> Int? {
    var depth = 0
    for index in open..<tokens.count {
      guard case .punctuation(let character) = tokens[index].kind else { continue }
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// The entries for `platform` among the elements of `platforms: [...]`.
  private static func platformEntries(
    _ tokens: ArraySlice<ManifestToken>, file: String, platform: Platform, line: Int
  ) throws(ProjectDetectionError) -> [Entry] {
    var elements: [ArraySlice<ManifestToken>] = []
    var depth = 0
    var start = tokens.startIndex
    for index in tokens.indices {
      guard case .punctuation(let character) = tokens[index].kind else { continue }
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) { depth -= 1 }
      if character == ",", depth == 0 {
        elements.append(tokens[start..<index])
        start = index + 1
      }
    }
    elements.append(tokens[start..<tokens.endIndex])
    let wanted = PlatformSettings(platform).packagePlatformName
    var entries: [Entry] = []
    for element in elements where !element.isEmpty {
      var parts = Array(element)
      if parts.first?.kind == .identifier("SupportedPlatform") { parts.removeFirst() }
      guard parts.count >= 4, parts[0].isPunctuation("."),
        case .identifier(let name) = parts[1].kind, parts[2].isPunctuation("("),
        parts[parts.count - 1].isPunctuation(")")
      else {
        throw .unsupportedPlatformsExpression(
          file: file, line: element.first?.line ?? line, platform: platform)
      }
      guard name == wanted else { continue }
      let argument = parts[3..<(parts.count - 1)]
      let written = parts.map(\.text).joined()
      let entryLine = parts[0].line
      guard let version = version(of: argument, platform: platform) else {
        throw .invalidVersion(
          setting: ".\(wanted)", value: argument.map(\.text).joined(), file: file,
          line: entryLine)
      }
      entries.append(Entry(version: version, written: written, line: entryLine))
    }
    return entries
  }

  /// The version an argument such as `.v15`, `SupportedPlatform.IOSVersion.v15` or `"15.4"`
  /// stands for, or `nil` when it is not one.
  static func version(of argument: ArraySlice<ManifestToken>, platform: Platform)
    -> OSVersion?
  {
    if argument.count == 1, case .string(let text) = argument.first?.kind {
      return text.flatMap(OSVersion.init)
    }
    guard argument.count >= 2, case .identifier(let member) = argument.last?.kind,
      argument[argument.endIndex - 2].isPunctuation("."), member.first == "v"
    else { return nil }
    if platform == .macOS, member == "v10_16" { return OSVersion(11) }
    let numbers = member.dropFirst().split(separator: "_", omittingEmptySubsequences: false)
    guard (1...3).contains(numbers.count),
      numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    else { return nil }
    return OSVersion(numbers.joined(separator: "."))
  }
}
