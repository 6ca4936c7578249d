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

  /// Explains a status span, clipped to a range.
  package static func explaining(_ span: StatusSpan, in range: ResolvedRange, matrix: Matrix)
    -> StatusReason
  {
    let from = max(span.from, range.minimum)
    let until = span.until.flatMap { $0 <= range.maximum ? $0 : nil }
    let platform = range.platform
    func symbol(_ id: String) -> String { matrix.api(id: id)?.symbol ?? id }
    func evidence(_ id: String) -> Evidence {
      matrix.api(id: id)?.evidence ?? Evidence(sources: [], confidence: .unconfirmed)
    }
    let text: String
    let basis: Evidence
    switch span.cause {
    case .available:
      text = "every API it needs is available"
      basis = Evidence(sources: [], confidence: .confirmed)
    case .notOnPlatform(let api):
      text = "needs \(symbol(api)), which \(platform) does not have"
      basis = evidence(api)
    case .notIntroduced(let api, let introduced):
      text = "needs \(symbol(api)), introduced in \(platform) \(introduced)"
      basis = evidence(api)
    case .obsoleted(let api, let since):
      text = "\(symbol(api)) was removed in \(platform) \(since)"
      basis = evidence(api)
    case .deprecated(let api, let since):
      text = "\(symbol(api)) is deprecated from \(platform) \(since); the compiler warns"
      basis = evidence(api)
    case .superseded(let api, let replacement, let since):
      text =
        "\(symbol(api)) is superseded by \(symbol(replacement)) from \(platform) \(since) "
        + "(a soft deprecation: no compiler warning)"
      basis = evidence(api)
    case .entry(let entry):
      text = entry.note ?? "recorded as \(entry.status.rawValue)"
      basis = entry.evidence
    }
    return StatusReason(
      from: from, until: until, status: span.status, text: text, sources: basis.sources,
      confidence: basis.confidence)
  }
}
