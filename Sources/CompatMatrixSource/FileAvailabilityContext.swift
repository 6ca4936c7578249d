import CompatMatrixCore

/// The availability context of every token of a file for one target platform, computed once.
///
/// ```swift
/// let file = SwiftSourceFile(bytes: bytes)
/// let availability = FileAvailabilityContext(file: file, platform: .iOS)
/// let context = availability.context(at: match.tokenRange.lowerBound)
/// if !context.isExcluded, context.lowerBound.map({ $0 >= OSVersion(16) }) ?? false { … }
/// ```
///
/// What counts:
/// - `if #available(iOS 16, *)` (any number of platforms, with other conditions after a
///   comma) raises the lower bound of its body; `while #available` of its body; `guard
///   #available(…) else { … }` of the rest of the enclosing scope.
/// - When the check is the condition's only clause, the `else` (the whole `else if` chain
///   included) gets the check's version as its upper bound, as does the `else` block of such a
///   `guard`. `#unavailable` works the other way round.
/// - `@available(iOS 16.0, *)` and `@available(iOS, introduced: 16.0)` on a declaration (type,
///   extension, function, property …) raise the lower bound of all of it, `obsoleted:` sets
///   the upper bound, and `@available(iOS, unavailable)` or `@available(*, unavailable)`
///   excludes it.
/// - `#if` branches whose condition is false for the platform are excluded; see
///   `ConditionalCompilation`.
/// - Code in a `PreviewProvider` type or extension, or in `#Preview { … }`, is preview code.
///
/// A check that does not name the platform (`#available(macOS 13, *)` for iOS) sets nothing.
/// Which clause of a check counts is the compiler's choice for the build (`BuildPlatform`):
/// in an app extension `iOSApplicationExtension` wins over `iOS`, on Mac Catalyst
/// `macCatalyst` does, and an `iOS` attribute holds on visionOS too.
/// Availability in a ternary (`#available(…) ? a : b`), which Swift rejects, is listed among
/// the checks but sets nothing.
package struct FileAvailabilityContext: Sendable {
  /// The platform the contexts are for.
  package let platform: Platform
  /// The build the contexts are for.
  package let build: BuildPlatform
  /// Every `#available` and `#unavailable` check and `@available` attribute, in file order.
  package let checks: [AvailabilityCheck]

  private let file: SwiftSourceFile
  /// The regions the segments were built from, for `context(outside:)`.
  private let regions: [AvailabilityRegion]
  /// The effects of the regions around each region, for `context(outside:)`; `nil` when
  /// regions overlap in part, and then the regions are read one by one. Internal for the
  /// test that it answers for every attribute of a file of many.
  let enclosing: EnclosingRegions?
  /// The token index where each segment starts, increasing, the first being 0.
  private let segmentStarts: [Int]
  /// The bounds and flags over each segment; `declaration` is filled in per query.
  private let segments: [AvailabilityContext]

  /// Computes the contexts of an indexed file for an app of a platform.
  package init(file: SwiftSourceFile, platform: Platform) {
    self.init(file: file, build: BuildPlatform(AvailabilityPlatform(platform)))
  }

  /// Computes the contexts of an indexed file for one build.
  package init(file: SwiftSourceFile, build: BuildPlatform) {
    self.file = file
    self.platform = build.platform.dataPlatform
    self.build = build
    let scanner = AvailabilityScanner(file: file, build: build)
    let (regions, checks) = scanner.scan()
    self.checks = checks
    self.regions = regions
    enclosing = EnclosingRegions(regions)
    (segmentStarts, segments) = Self.segments(of: regions)
  }

  /// Computes the contexts of a tokenized file.
  package init(tokens: [SwiftToken], bytes: [UInt8], platform: Platform) {
    self.init(tokens: tokens, bytes: bytes, build: BuildPlatform(AvailabilityPlatform(platform)))
  }

  /// Computes the contexts of a tokenized file for one build.
  package init(tokens: [SwiftToken], bytes: [UInt8], build: BuildPlatform) {
    // Contexts need the file's brackets and declarations, never its name index: making a
    // string of every identifier cost more than the rest.
    self.init(
      file: SwiftSourceFile(bytes: bytes, tokens: tokens, indexing: Self.noNames), build: build)
  }

  /// The file the contexts are of.
  package var source: SwiftSourceFile { file }

  /// The name index of a file made for contexts alone: empty.
  private static let noNames = NameSet([])

  /// The context at a token index, in logarithmic time; an index outside the file gets the
  /// context of the top level.
  package func context(at tokenIndex: Int) -> AvailabilityContext {
    guard tokenIndex >= 0, tokenIndex < file.tokens.count else { return AvailabilityContext() }
    var low = 0
    var high = segmentStarts.count
    while low < high {
      let middle = (low + high) / 2
      if segmentStarts[middle] <= tokenIndex { low = middle + 1 } else { high = middle }
    }
    var context = low > 0 ? segments[low - 1] : AvailabilityContext()
    context.declaration = file.enclosingDeclaration(ofToken: tokenIndex)
    return context
  }

  /// A check as written, on one line, spaces collapsed, shortened past `limit` characters:
  /// `@available(iOS 16.0, watchOS 10.0, *)`.
  package func written(_ check: AvailabilityCheck, limit: Int = 80) -> String {
    var text = ""
    var previousEnd: Int?
    for index in check.tokenRange where index < file.tokens.count {
      let token = file.tokens[index]
      if token.kind.isComment { continue }
      if let previousEnd, token.range.lowerBound > previousEnd {
        let gap = file.bytes[previousEnd..<token.range.lowerBound]
        // Spaces between tokens are kept as one; line breaks inside the parentheses go.
        if gap.contains(where: { $0 == 0x20 || $0 == 0x09 }) || gap.contains(0x0A) {
          let after = file.bytes[token.range.lowerBound]
          let before = file.bytes[previousEnd - 1]
          if before != UInt8(ascii: "("), after != UInt8(ascii: ")") { text += " " }
        }
      }
      text += token.text(in: file.bytes)
      previousEnd = token.range.upperBound
    }
    return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
  }

  /// The context a check itself is written in: the context at the check without the bounds
  /// the check sets. An `@available` attribute lies inside the declaration it annotates, so
  /// `context(at:)` would count its own bound; this leaves it out.
  package func context(outside check: AvailabilityCheck) -> AvailabilityContext {
    let position = check.tokenRange.lowerBound
    guard check.kind == .attribute, let own = check.body else { return context(at: position) }
    switch enclosing?.answer(outside: own, at: position) ?? .unknown {
    case .effects(var context):
      context.declaration = file.enclosingDeclaration(ofToken: position)
      return context
    case .atToken: return context(at: position)
    case .unknown: return scannedContext(outside: check)
    }
  }

  /// `context(outside:)` by a pass over every region: what the index answers in its stead,
  /// and the reference its tests compare it with.
  func scannedContext(outside check: AvailabilityCheck) -> AvailabilityContext {
    let position = check.tokenRange.lowerBound
    guard check.kind == .attribute, let own = check.body else { return context(at: position) }
    var context = AvailabilityContext(declaration: file.enclosingDeclaration(ofToken: position))
    for region in regions where region.range.contains(position) && region.range != own {
      EnclosingRegions.apply(region.effect, to: &context)
    }
    return context
  }

  /// Turns overlapping regions into consecutive segments with constant bounds and flags, with a
  /// sweep over the regions' ends; each bound is the extreme among the regions open there.
  private static func segments(of regions: [AvailabilityRegion])
    -> (starts: [Int], contexts: [AvailabilityContext])
  {
    var events: [(position: Int, region: Int, opens: Bool)] = []
    for (index, region) in regions.enumerated() where !region.range.isEmpty {
      events.append((region.range.lowerBound, index, true))
      events.append((region.range.upperBound, index, false))
    }
    events.sort { $0.position < $1.position }
    var lower: [OSVersion: Int] = [:]
    var upper: [OSVersion: Int] = [:]
    var excluded = 0
    var preview = 0
    var starts = [0]
    var contexts = [AvailabilityContext()]
    var next = 0
    while next < events.count {
      let position = events[next].position
      while next < events.count, events[next].position == position {
        let change = events[next].opens ? 1 : -1
        switch regions[events[next].region].effect {
        case .lowerBound(let version): lower[version, default: 0] += change
        case .upperBound(let version): upper[version, default: 0] += change
        case .excluded: excluded += change
        case .preview: preview += change
        }
        next += 1
      }
      var lowest: OSVersion?
      for (version, open) in upper where open > 0 && lowest.map({ version < $0 }) ?? true {
        lowest = version
      }
      var highest: OSVersion?
      for (version, open) in lower where open > 0 && highest.map({ version > $0 }) ?? true {
        highest = version
      }
      let context = AvailabilityContext(
        lowerBound: highest, upperBound: lowest, isExcluded: excluded > 0,
        isInPreview: preview > 0)
      // `contexts` starts with one element and only grows.
      if context != contexts.last! {
        if starts.last == position {
          contexts[contexts.count - 1] = context
        } else {
          starts.append(position)
          contexts.append(context)
        }
      }
    }
    return (starts, contexts)
  }
}
