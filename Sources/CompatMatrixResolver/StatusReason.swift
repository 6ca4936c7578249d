import CompatMatrixCore

/// Why a strategy has a status over part of a range, in words, with the evidence: what a
/// reader checks a decision against.
public struct StatusReason: Sendable, Hashable {
  /// The first version the reason applies to.
  public var from: OSVersion
  /// The first version after it, or `nil` for the top of the range.
  public var until: OSVersion?
  /// The status over that stretch.
  public var status: StrategyStatus
  /// The reason, in words.
  public var text: String
  /// The sources behind it.
  public var sources: [String]
  /// How sure the data is.
  public var confidence: Confidence

  /// Creates a reason.
  public init(
    from: OSVersion, until: OSVersion?, status: StrategyStatus, text: String, sources: [String],
    confidence: Confidence
  ) {
    self.from = from
    self.until = until
    self.status = status
    self.text = text
    self.sources = sources
    self.confidence = confidence
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
    if let apiCause = span.apiCause {
      let (more, evidence) = explain(apiCause, on: range.platform, matrix: matrix)
      text = text.hasSuffix(".") ? "\(text) Also, \(more)" : "\(text); also, \(more)"
      basis.sources += evidence.sources.filter { !basis.sources.contains($0) }
      basis.confidence = lower(basis.confidence, evidence.confidence)
    }
    return StatusReason(
      from: from, until: until, status: span.status, text: text, sources: basis.sources,
      confidence: basis.confidence)
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
    case .outsideProfile(let profile):
      return (
        "not a \(profile.displayName) strategy, and a \(profile.displayName) strategy serves "
          + "these versions", Evidence(sources: [], confidence: .confirmed)
      )
    }
  }
}
