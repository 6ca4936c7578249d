import CompatMatrixCore

/// Why a strategy has a status over part of a range, in words, with the evidence: what a
/// reader checks a decision against.
public struct StatusReason: Sendable, Hashable {
  /// The first version the reason applies to.
  public package(set) var from: OSVersion
  /// The first version after it, or `nil` for the top of the range.
  public package(set) var until: OSVersion?
  /// The status over that stretch.
  public package(set) var status: StrategyStatus
  /// The reason, in words.
  public package(set) var text: String
  /// The sources behind it.
  public package(set) var sources: [String]
  /// How sure the data is.
  public package(set) var confidence: Confidence
  /// The oldest SDK an app must be built with for the reason to hold, when the status comes
  /// from the SDK rather than the release alone; the text says so too.
  public package(set) var linkedOnOrAfter: OSVersion?

  /// Creates a reason.
  package init(
    from: OSVersion, until: OSVersion?, status: StrategyStatus, text: String, sources: [String],
    confidence: Confidence, linkedOnOrAfter: OSVersion? = nil
  ) {
    self.from = from
    self.until = until
    self.status = status
    self.text = text
    self.sources = sources
    self.confidence = confidence
    self.linkedOnOrAfter = linkedOnOrAfter
  }

  /// What building with a newer SDK than `sdk` would change for a strategy over part of a
  /// range: one reason per behaviour entry that needs a newer SDK, clipped to the part.
  /// Empty for the latest SDK (`nil`).
  package static func newerSDK(
    _ strategy: Strategy, from: OSVersion, until: OSVersion?, in range: ResolvedRange,
    linkedOn sdk: OSVersion?
  ) -> [StatusReason] {
    guard sdk != nil else { return [] }
    let end = until ?? range.end
    return strategy.behaviour.compactMap { entry in
      guard entry.platform == range.platform, !entry.applies(linkedOn: sdk),
        let needed = entry.linkedOnOrAfter, entry.from < end,
        entry.until.map({ $0 > from }) ?? true
      else { return nil }
      let clippedUntil = [entry.until, until].compactMap { $0 }.min()
      return StatusReason(
        from: max(entry.from, from),
        until: clippedUntil.flatMap { $0 <= range.maximum ? $0 : nil }, status: entry.status,
        text: sdkText(needed, on: range.platform, entry.note ?? "recorded as \(entry.status)"),
        sources: entry.evidence.sources, confidence: entry.evidence.confidence,
        linkedOnOrAfter: needed)
    }
  }

  /// A reason that holds only for apps built with an SDK, in words.
  private static func sdkText(_ sdk: OSVersion, on platform: Platform, _ text: String) -> String {
    "For apps built with the \(platform) \(sdk) SDK or later: \(text)"
  }

  /// Explains a status span, clipped to a range. A span decided by a behaviour entry and by
  /// its APIs gives both reasons, the entry's first, with the sources of both and the lower
  /// confidence.
  package static func explaining(_ span: StatusSpan, in range: ResolvedRange, matrix: Matrix)
    -> StatusReason
  {
    let from = max(span.from, range.minimum)
    let until = span.until.flatMap { $0 <= range.maximum ? $0 : nil }
    var (text, basis) = explain(span.cause, on: range.platform, matrix: matrix)
    var linkedOnOrAfter: OSVersion?
    if case .entry(let entry) = span.cause, let sdk = entry.linkedOnOrAfter {
      linkedOnOrAfter = sdk
      text = sdkText(sdk, on: range.platform, text)
    }
    if let apiCause = span.apiCause {
      let (more, evidence) = explain(apiCause, on: range.platform, matrix: matrix)
      text = text.hasSuffix(".") ? "\(text) Also, \(more)" : "\(text); also, \(more)"
      basis.sources += evidence.sources.filter { !basis.sources.contains($0) }
      basis.confidence = lower(basis.confidence, evidence.confidence)
    }
    return StatusReason(
      from: from, until: until, status: span.status, text: text, sources: basis.sources,
      confidence: basis.confidence, linkedOnOrAfter: linkedOnOrAfter)
  }

  private static func lower(_ first: Confidence, _ second: Confidence) -> Confidence {
    let order: [Confidence] = [.confirmed, .reported, .unconfirmed]
    // Both are cases of the enum, so both are in `order`.
    return order.firstIndex(of: first)! >= order.firstIndex(of: second)! ? first : second
  }

  /// One cause in words, with its evidence.
  private static func explain(_ cause: StatusCause, on platform: Platform, matrix: Matrix)
    -> (String, Evidence)
  {
    func symbol(_ id: String) -> String { matrix.api(id: id)?.symbol ?? id }
    func evidence(_ id: String) -> Evidence {
      matrix.api(id: id)?.evidence ?? Evidence(sources: [], confidence: .unconfirmed)
    }
    switch cause {
    case .available:
      return ("every API it needs is available", Evidence(sources: [], confidence: .confirmed))
    case .notOnPlatform(let api):
      return ("needs \(symbol(api)), which \(platform) does not have", evidence(api))
    case .notInSDK(let api, let introduced, let sdk):
      return (
        "needs \(symbol(api)), introduced in \(platform) \(introduced), which the \(platform) "
          + "\(sdk) SDK does not declare", evidence(api)
      )
    case .notIntroduced(let api, let introduced)
    where matrix.api(id: api)?.framework == NavigationProfile.bundleResources:
      // An Info.plist key (Apple files them under Bundle Resources) needs no check: earlier
      // releases do not read it.
      return (
        "releases before \(platform) \(introduced) do not read the Info.plist key "
          + "\(symbol(api)) and ignore it (no #available check)", evidence(api)
      )
    case .notIntroduced(let api, let introduced):
      return ("needs \(symbol(api)), introduced in \(platform) \(introduced)", evidence(api))
    case .obsoleted(let api, let since):
      return ("\(symbol(api)) was removed in \(platform) \(since)", evidence(api))
    case .deprecated(let api, let since):
      return (
        "\(symbol(api)) is deprecated from \(platform) \(since); the compiler warns", evidence(api)
      )
    case .superseded(let api, let replacement, let since):
      return (
        "\(symbol(api)) is superseded by \(symbol(replacement)) from \(platform) \(since) "
          + "(a soft deprecation: no compiler warning)", evidence(api)
      )
    case .entry(let entry):
      return (entry.note ?? "recorded as \(entry.status.rawValue)", entry.evidence)
    case .needsStrategy(let dependency):
      let names = dependency.strategies.map { id in
        matrix.strategy(id: id)?.strategy.shortName ?? id
      }
      return (
        "needs \(WordList.joined(names, conjunction: "or")) (\(dependency.concern)), which "
          + "the plan does not use here: \(dependency.reason)", dependency.evidence
      )
    case .unreachable(let surface, let profile):
      let title = matrix.surface(id: surface)?.title ?? surface
      let withheld = matrix.reach(of: profile)?.withheld.first { $0.surfaces.contains(surface) }
      return (
        "needs \(title), which \(profile.displayName) navigation cannot reach"
          + (withheld.map { ": \($0.reason)" } ?? ""),
        withheld?.evidence ?? Evidence(sources: [], confidence: .confirmed)
      )
    case .unreachableDependency(let dependency, let surface, let profile):
      let names = dependency.strategies.map { id in
        matrix.strategy(id: id)?.strategy.shortName ?? id
      }
      let title = matrix.surface(id: surface)?.title ?? surface
      let withheld = matrix.reach(of: profile)?.withheld.first { $0.surfaces.contains(surface) }
      return (
        "needs \(WordList.joined(names, conjunction: "or")) (\(dependency.concern)), which "
          + "needs \(title), which \(profile.displayName) navigation cannot reach"
          + (withheld.map { ": \($0.reason)" } ?? ""),
        withheld?.evidence ?? dependency.evidence
      )
    case .plainDefaultWhereOthersServe:
      return (
        "the framework's plain default, kept as the last resort: another strategy serves these "
          + "versions", Evidence(sources: [], confidence: .confirmed)
      )
    case .outsideProfile(let profile):
      return (
        "not a \(profile.displayName) strategy, and a \(profile.displayName) strategy serves "
          + "these versions", Evidence(sources: [], confidence: .confirmed)
      )
    }
  }
}
