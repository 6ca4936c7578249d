import CompatMatrixCore

/// A stretch of code and what it implies about availability, in token indices.
struct AvailabilityRegion: Sendable, Hashable {
  /// What a region implies.
  enum Effect: Sendable, Hashable {
    /// The code runs only at or above the version.
    case lowerBound(OSVersion)
    /// The code runs only below the version.
    case upperBound(OSVersion)
    /// The code is not compiled for the platform.
    case excluded
    /// The code is preview code.
    case preview
  }

  /// The tokens the region covers.
  package var range: Range<Int>
  /// What it implies.
  package var effect: Effect
  /// The code position of the `guard` whose check implies it: the rest of the scope after a
  /// `guard` in an `#if` branch reaches past the `#endif`, but holds only where that branch
  /// is compiled.
  var guardKeyword: Int? = nil
}

/// Reads a file's availability checks, `@available` attributes, `#if` branches and previews
/// into regions and check sites, in one pass over its code positions.
struct AvailabilityScanner {
  package let file: SwiftSourceFile
  /// The build the regions are for: which clause of a check decides it (see `BuildPlatform`),
  /// and which `#if` branches are compiled.
  package let build: BuildPlatform

  private var view: SwiftCodeView { file.view }

  /// Every region and check in the file; checks are ordered by position.
  package func scan() -> (regions: [AvailabilityRegion], checks: [AvailabilityCheck]) {
    var regions: [AvailabilityRegion] = []
    var checks: [AvailabilityCheck] = []
    var consumed = Set<Int>()
    var chainEnds: [Int: Int] = [:]
    // The declaration of the current run of attributes, found once for the whole run.
    var attributeRun: (declaration: SwiftDeclaration?, stop: Int) = (nil, -1)
    let declarations = SwiftDeclarationScanner(view: view)
    // Statements matter only in a file with an `#available` or `#unavailable` check; most
    // files have none, and their `if`, `guard` and `while` are not read.
    let hasChecks = (0..<view.count).contains { position in
      guard case .poundKeyword = view.token(position).kind else { return false }
      return isCheck(position)
    }
    for position in 0..<view.count {
      let token = view.token(position)
      switch token.kind {
      case .keyword where hasChecks && view.isWord(position, "if"):
        scanIf(at: position, &regions, &checks, &consumed, &chainEnds)
      case .keyword where hasChecks && view.isWord(position, "guard"):
        scanGuard(at: position, &regions, &checks, &consumed)
      case .keyword
      where hasChecks && view.isWord(position, "while") && !endsRepeatLoop(position):
        scanWhile(at: position, &regions, &checks, &consumed)
      case .attribute where view.isName(position, .attribute, "available"):
        if position >= attributeRun.stop {
          attributeRun = declarations.declaration(attributedAt: position)
        }
        scanAttribute(at: position, declaration: attributeRun.declaration, &regions, &checks)
      case .poundKeyword where view.isName(position, .poundKeyword, "Preview"):
        regions.append(AvailabilityRegion(range: previewRange(at: position), effect: .preview))
      default: continue
      }
    }
    for position in 0..<view.count
    where hasChecks && isCheck(position) && !consumed.contains(position) {
      let afterGroup = view.afterGroup(position + 1)
      let kind: AvailabilityCheck.Kind =
        view.isPunctuation(afterGroup, "?") ? .ternaryCondition : .other
      checks.append(check(kind, at: position, isSole: false, body: nil, elseBody: nil))
    }
    for scope in file.scopes where scope.kind != .function && inheritsPreviewProvider(scope) {
      regions.append(
        AvailabilityRegion(range: view.tokenRange(scope.start..<scope.end), effect: .preview))
    }
    regions += PreviewHelpers(file: file).regions(
      previews: regions.filter { $0.effect == .preview })
    let excluded = ConditionalCompilation(
      view: view, osNames: build.platform.conditionNames,
      isCatalyst: build.platform == .macCatalyst
    ).excludedRanges()
    regions.removeAll { region in
      region.guardKeyword.map { keyword in excluded.contains { $0.contains(keyword) } } ?? false
    }
    regions += excluded.map { AvailabilityRegion(range: view.tokenRange($0), effect: .excluded) }
    checks.sort { $0.tokenRange.lowerBound < $1.tokenRange.lowerBound }
    return (regions, checks)
  }

  // MARK: Statements

  private func scanIf(
    at keyword: Int, _ regions: inout [AvailabilityRegion], _ checks: inout [AvailabilityCheck],
    _ consumed: inout Set<Int>, _ chainEnds: inout [Int: Int]
  ) {
    guard let brace = view.conditionEnd(after: keyword, stopAtElse: false) else { return }
    let body = brace..<view.afterGroup(brace)
    var elseBody: Range<Int>?
    if view.isName(body.upperBound, .keyword, "else") {
      elseBody = body.upperBound + 1..<chainEnd(afterElse: body.upperBound, &chainEnds)
    }
    scanConditions(
      .ifCondition, keyword: keyword, conditionEnd: brace, body: body, elseBody: elseBody,
      &regions, &checks, &consumed)
  }

  private func scanGuard(
    at keyword: Int, _ regions: inout [AvailabilityRegion], _ checks: inout [AvailabilityCheck],
    _ consumed: inout Set<Int>
  ) {
    guard let elseKeyword = view.conditionEnd(after: keyword, stopAtElse: true),
      view.isPunctuation(elseKeyword + 1, "{")
    else { return }
    let elseBody = elseKeyword + 1..<view.afterGroup(elseKeyword + 1)
    // The rest of the scope: up to the closing bracket of the group around the guard.
    let opening = view.enclosing[keyword]
    let closing = opening >= 0 ? view.partner[opening] : -1
    var scopeEnd = closing >= 0 ? closing : view.count
    if opening >= 0 && isSwitchBody(opening) {
      // In a `switch`, the scope of a guard ends at the next `case` or `default` label.
      scopeEnd = nextCaseLabel(from: elseBody.upperBound, before: scopeEnd)
    }
    let rest = elseBody.upperBound..<max(elseBody.upperBound, scopeEnd)
    scanConditions(
      .guardCondition, keyword: keyword, conditionEnd: elseKeyword, body: rest,
      elseBody: elseBody, &regions, &checks, &consumed)
  }

  private func scanWhile(
    at keyword: Int, _ regions: inout [AvailabilityRegion], _ checks: inout [AvailabilityCheck],
    _ consumed: inout Set<Int>
  ) {
    guard let brace = view.conditionEnd(after: keyword, stopAtElse: false) else { return }
    scanConditions(
      .whileCondition, keyword: keyword, conditionEnd: brace,
      body: brace..<view.afterGroup(brace), elseBody: nil, &regions, &checks, &consumed)
  }

  /// Records the availability clauses of a condition list and the regions they imply: the
  /// body runs when every clause holds; the `else` runs when the sole clause fails.
  private func scanConditions(
    _ kind: AvailabilityCheck.Kind, keyword: Int, conditionEnd: Int, body: Range<Int>,
    elseBody: Range<Int>?, _ regions: inout [AvailabilityRegion],
    _ checks: inout [AvailabilityCheck], _ consumed: inout Set<Int>
  ) {
    let clauses = view.clauses(in: keyword + 1..<conditionEnd)
    let checkPositions = clauses.map(\.lowerBound).filter(isCheck)
    let isSole = clauses.count == 1 && checkPositions.count == 1
    for position in checkPositions {
      consumed.insert(position)
      let found = check(
        kind, at: position, isSole: isSole, keyword: keyword, body: body, elseBody: elseBody)
      checks.append(found)
      guard let version = found.version else { continue }
      let holds: AvailabilityRegion.Effect =
        found.isUnavailable ? .upperBound(version) : .lowerBound(version)
      let fails: AvailabilityRegion.Effect =
        found.isUnavailable ? .lowerBound(version) : .upperBound(version)
      regions.append(
        AvailabilityRegion(
          range: view.tokenRange(body), effect: holds,
          guardKeyword: kind == .guardCondition ? keyword : nil))
      if isSole, let elseBody {
        regions.append(AvailabilityRegion(range: view.tokenRange(elseBody), effect: fails))
      }
    }
  }

  /// Whether the `{` at `opening` holds the cases of a `switch`.
  private func isSwitchBody(_ opening: Int) -> Bool {
    view.isName(opening + 1, .keyword, "case") || view.isName(opening + 1, .keyword, "default")
      || view.isName(opening + 1, .attribute, "unknown")
  }

  /// The first `case` or `default` label from `start`, outside brackets, or `end`; a `case`
  /// in a condition (`if case`, `, case`, `for case`) is not a label.
  private func nextCaseLabel(from start: Int, before end: Int) -> Int {
    var position = start
    while position < end {
      if view.isOpening(position) {
        position = view.afterGroup(position)
        continue
      }
      let isLabel =
        view.isName(position, .keyword, "default")
        || (view.isName(position, .keyword, "case")
          && !["if", "guard", "while", "for"].contains { view.isName(position - 1, .keyword, $0) }
          && !view.isPunctuation(position - 1, ","))
      if isLabel || view.isName(position, .attribute, "unknown") { return position }
      position += 1
    }
    return end
  }

  /// The end of an `else` branch: its block, or the whole `else if` chain that follows.
  ///
  /// Every `else` of a chain ends where the chain ends, so each is remembered in `cache` and a
  /// chain is walked once, however long.
  private func chainEnd(afterElse elseKeyword: Int, _ cache: inout [Int: Int]) -> Int {
    if let known = cache[elseKeyword] { return known }
    var elses = [elseKeyword]
    var position = elseKeyword + 1
    var end = view.count
    while position < view.count {
      if view.isPunctuation(position, "{") {
        end = view.afterGroup(position)
        break
      }
      guard view.isName(position, .keyword, "if"),
        let brace = view.conditionEnd(after: position, stopAtElse: false)
      else {
        end = position
        break
      }
      let afterBody = view.afterGroup(brace)
      guard view.isName(afterBody, .keyword, "else") else {
        end = afterBody
        break
      }
      elses.append(afterBody)
      position = afterBody + 1
    }
    for keyword in elses { cache[keyword] = end }
    return end
  }

  /// Whether `while` at `position` ends a `repeat { … } while` loop.
  private func endsRepeatLoop(_ position: Int) -> Bool {
    guard view.isPunctuation(position - 1, "}") else { return false }
    let opening = view.partner[position - 1]
    return opening > 0 && view.isName(opening - 1, .keyword, "repeat")
  }

  /// Whether an `#available(` or `#unavailable(` check starts at `position`.
  private func isCheck(_ position: Int) -> Bool {
    (view.isName(position, .poundKeyword, "available")
      || view.isName(position, .poundKeyword, "unavailable"))
      && view.isPunctuation(position + 1, "(")
  }

  /// The check at `position`, an `#available` or `#unavailable` with its group after it.
  private func check(
    _ kind: AvailabilityCheck.Kind, at position: Int, isSole: Bool, keyword: Int? = nil,
    body: Range<Int>?, elseBody: Range<Int>?
  ) -> AvailabilityCheck {
    let arguments = AvailabilityArguments(view: view, opening: position + 1)
    let end = view.afterGroup(position + 1)
    return AvailabilityCheck(
      kind: kind, isUnavailable: view.isName(position, .poundKeyword, "unavailable"),
      tokenRange: view.tokenRange(position..<end), location: view.token(position).location,
      platforms: arguments.specs, hasWildcard: arguments.hasWildcard,
      version: decidingVersion(arguments, inQuery: true), isSoleCondition: isSole,
      keyword: keyword.map { view.code[$0] }, body: body.map(view.tokenRange),
      elseBody: elseBody.map(view.tokenRange))
  }

  /// The version the clause that decides a check or attribute on the build names, counted as
  /// the build counts versions; `nil` when no clause applies (`*` decides) or it names none.
  private func decidingVersion(_ arguments: AvailabilityArguments, inQuery: Bool) -> OSVersion? {
    guard let index = build.decidingClause(arguments.specs.map(\.platform), inQuery: inQuery),
      let version = arguments.specs[index].version,
      let name = AvailabilityName.named(arguments.specs[index].platform)
    else { return nil }
    return build.version(version, writtenFor: name)
  }

  // MARK: Attributes and previews

  private func scanAttribute(
    at position: Int, declaration: SwiftDeclaration?, _ regions: inout [AvailabilityRegion],
    _ checks: inout [AvailabilityCheck]
  ) {
    let hasArguments = view.isPunctuation(position + 1, "(")
    let arguments = hasArguments ? AvailabilityArguments(view: view, opening: position + 1) : nil
    let end = hasArguments ? view.afterGroup(position + 1) : position + 1
    let body = declaration.map { view.tokenRange($0.start..<$0.end) }
    let appliesToTarget =
      arguments.map {
        build.decidingClause($0.specs.map(\.platform), inQuery: false) != nil
          || ($0.isLongForm && $0.hasWildcard)
      } ?? false
    let isUnavailable = arguments?.isUnavailable ?? false
    let version = arguments.flatMap { decidingVersion($0, inQuery: false) }
    let obsoleted = appliesToTarget ? arguments?.obsoleted : nil
    checks.append(
      AvailabilityCheck(
        kind: .attribute, isUnavailable: isUnavailable,
        tokenRange: view.tokenRange(position..<end), location: view.token(position).location,
        platforms: arguments?.specs ?? [], hasWildcard: arguments?.hasWildcard ?? false,
        isLongForm: arguments?.isLongForm ?? false, version: version,
        deprecated: appliesToTarget ? arguments?.deprecated : nil,
        obsoleted: obsoleted, isSoleCondition: false, body: body, elseBody: nil))
    guard let body else { return }
    if isUnavailable && appliesToTarget {
      regions.append(AvailabilityRegion(range: body, effect: .excluded))
    }
    if let version { regions.append(AvailabilityRegion(range: body, effect: .lowerBound(version))) }
    if let obsoleted {
      regions.append(AvailabilityRegion(range: body, effect: .upperBound(obsoleted)))
    }
  }

  /// `#Preview`, its optional arguments and its closure.
  private func previewRange(at position: Int) -> Range<Int> {
    var end = position + 1
    if view.isPunctuation(end, "(") { end = view.afterGroup(end) }
    if view.isPunctuation(end, "{") { end = view.afterGroup(end) }
    return view.tokenRange(position..<end)
  }

  /// Whether a type or extension lists `PreviewProvider` among what it conforms to.
  private func inheritsPreviewProvider(_ declaration: SwiftDeclaration) -> Bool {
    let end = declaration.body ?? declaration.end
    guard declaration.keyword + 1 < end else { return false }
    return (declaration.keyword + 1..<end).contains {
      view.isName($0, .identifier, "PreviewProvider")
    }
  }
}
