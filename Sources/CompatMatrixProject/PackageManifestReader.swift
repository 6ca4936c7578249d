import CompatMatrixCore
import CompatMatrixSource

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads a platform's minimum from a `Package.swift` without running it.
///
/// It finds the first `Package(...)` call and the `platforms:` array literal among its
/// arguments, and reads the entry for the platform: `.iOS(.v15)` (SwiftPM names whole
/// releases: `.v12` … `.v18`, `.v26`, and for old macOS `.v10_15`; `.v10_16` stands for
/// 11.0, as in SwiftPM) or `.iOS("15.4")` for any other version. iPadOS reads `.iOS`;
/// `.macCatalyst` never counts. The text is split by the Swift tokenizer, which keeps
/// comments and string literals whole, so an entry written inside them is never read.
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
    let code = try ManifestCode(text, file: file)
    guard let open = packageCall(in: code) else { throw .noPackageDeclaration(file: file) }
    var name: String?
    var platformsLine: Int?
    var entries: [Entry] = []
    var depth = 0
    var index = open
    while index < code.count {
      if let character = code.punctuation(index) {
        if "([{".contains(character) { depth += 1 }
        if ")]}".contains(character) { depth -= 1 }
        if depth == 0 { break }
      }
      if depth == 1, index + 2 < code.count, let label = code.identifier(index),
        code.isPunctuation(index + 1, ":"),
        code.isPunctuation(index - 1, ",") || code.isPunctuation(index - 1, "(")
      {
        if label == "name", let text = code.string(index + 2) { name = text }
        if label == "platforms" {
          let line = code[index].line
          platformsLine = line
          guard code.isPunctuation(index + 2, "["),
            let close = matchingClose(code, from: index + 2),
            code.isPunctuation(close + 1, ",") || code.isPunctuation(close + 1, ")")
          else {
            throw .unsupportedPlatformsExpression(file: file, line: line, platform: platform)
          }
          entries = try platformEntries(
            code, (index + 3)..<close, file: file, platform: platform, line: line)
          index = close + 1
          continue
        }
      }
      index += 1
    }
    guard let lowest = entries.min(by: { $0.version < $1.version }) else {
      throw .packageDeclaresNoMinimum(
        file: file, line: platformsLine ?? code[open].line, platform: platform)
    }
    let package = name.map { "package '\($0)'" } ?? "the package"
    var explanation = "\(package) declares \(lowest.written) in \(file)"
    if platform == .iPadOS { explanation += "; iPadOS uses the iOS minimum" }
    return DetectedDeploymentTarget(
      platform: platform, minimum: lowest.version, source: .packageSwift, file: file,
      line: lowest.line, target: name, explanation: ExplanationText.line([explanation]))
  }

  /// The index of the `(` that opens the first `Package(...)` or `Package.init(...)` call.
  static func packageCall(in code: ManifestCode) -> Int? {
    for index in 0..<code.count where code.identifier(index) == "Package" {
      if code.isPunctuation(index + 1, "(") { return index + 1 }
      if code.isPunctuation(index + 1, "."), code.identifier(index + 2) == "init",
        code.isPunctuation(index + 3, "(")
      {
        return index + 3
      }
    }
    return nil
  }

  /// The index of the bracket that closes the one at `open`.
  static func matchingClose(_ code: ManifestCode, from open: Int) -> Int? {
    var depth = 0
    for index in open..<code.count {
      guard let character = code.punctuation(index) else { continue }
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// The entries for `platform` among the elements of `platforms: [...]`, whose tokens are
  /// `range`.
  private static func platformEntries(
    _ code: ManifestCode, _ range: Range<Int>, file: String, platform: Platform, line: Int
  ) throws(ProjectDetectionError) -> [Entry] {
    var elements: [Range<Int>] = []
    var depth = 0
    var start = range.lowerBound
    for index in range {
      guard let character = code.punctuation(index) else { continue }
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) { depth -= 1 }
      if character == ",", depth == 0 {
        elements.append(start..<index)
        start = index + 1
      }
    }
    elements.append(start..<range.upperBound)
    let wanted = PlatformSettings(platform).packagePlatformName
    var entries: [Entry] = []
    for element in elements where !element.isEmpty {
      var parts = element
      if code.identifier(parts.lowerBound) == "SupportedPlatform" { parts = parts.dropFirst() }
      guard parts.count >= 4, code.isPunctuation(parts.lowerBound, "."),
        let name = code.identifier(parts.lowerBound + 1),
        code.isPunctuation(parts.lowerBound + 2, "("), code.isPunctuation(parts.upperBound - 1, ")")
      else {
        throw .unsupportedPlatformsExpression(
          file: file, line: code[element.lowerBound].line, platform: platform)
      }
      guard name == wanted else { continue }
      let argument = (parts.lowerBound + 3)..<(parts.upperBound - 1)
      let entryLine = code[parts.lowerBound].line
      guard let version = version(of: argument, in: code, platform: platform) else {
        throw .invalidVersion(
          setting: ".\(wanted)", value: code.written(argument), file: file, line: entryLine)
      }
      entries.append(Entry(version: version, written: code.written(parts), line: entryLine))
    }
    return entries
  }

  /// The version an argument such as `.v15`, `SupportedPlatform.IOSVersion.v15` or `"15.4"`
  /// stands for, or `nil` when it is not one.
  static func version(of argument: Range<Int>, in code: ManifestCode, platform: Platform)
    -> OSVersion?
  {
    if argument.count == 1, code[argument.lowerBound].kind == .stringLiteral {
      return code.string(argument.lowerBound).flatMap(OSVersion.init)
    }
    guard argument.count >= 2, let member = code.identifier(argument.upperBound - 1),
      code.isPunctuation(argument.upperBound - 2, "."), member.first == "v"
    else { return nil }
    if platform == .macOS, member == "v10_16" { return OSVersion(11) }
    let numbers = member.dropFirst().split(separator: "_", omittingEmptySubsequences: false)
    guard (1...3).contains(numbers.count),
      numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    else { return nil }
    return OSVersion(numbers.joined(separator: "."))
  }
}
