import CompatMatrixCore
import CompatMatrixSDK

/// What the compiler said at one check of a record's probe, against what the record says.
package enum CheckOutcome: Sendable, Hashable {
  /// The compiler says what the record says.
  case agrees(String)
  /// It says otherwise: the field, the record's value, the compiler's, and its message.
  case disagrees(field: String, data: String, compiler: String, message: String)
  /// It does not know the symbol: its message.
  case notFound(String)
  /// The check tells nothing: why.
  case notCheckable(String)
}

/// Reads one check's diagnostics against a record's availability.
package struct ProbeEvaluator: Sendable {
  /// The record's availability on the platform checked.
  package let data: APIAvailability
  /// The probe.
  package let probe: RecordProbe
  /// The version of the SDK.
  package let sdk: OSVersion

  /// Creates an evaluator.
  package init(data: APIAvailability, probe: RecordProbe, sdk: OSVersion) {
    self.data = data
    self.probe = probe
    self.sdk = sdk
  }

  /// The outcome of a check, from the diagnostics of the probe's lines; `failure` says why
  /// the compiler gave no verdict on the whole file, when it did not.
  package func outcome(
    of check: ProbePlan.Check, diagnostics: [CompilerDiagnostic], failure: String?
  ) -> CheckOutcome {
    let at = "iOS \(check.target)"
    if let failure {
      return .notCheckable("the compiler gave no verdict at \(at): \(failure)")
    }
    let errors = diagnostics.filter { $0.severity == .error }
    let introductions = relevant(
      errors.compactMap { error -> Stated<OSVersion>? in
        guard case .introduced(let symbol, let platform, let version)? = error.fact,
          platform == "iOS"
        else { return nil }
        return Stated(value: version, symbol: symbol, message: error.message)
      })
    if check.kind == .below {
      if let (version, message) = introductions.max(by: { $0.0 < $1.0 }) {
        return version == data.introduced
          ? .agrees("error at \(at)")
          : .disagrees(
            field: "introduced", data: "\(data.introduced)", compiler: "\(version)",
            message: message)
      }
    } else if let (version, message) = introductions.max(by: { $0.0 < $1.0 }) {
      return .disagrees(
        field: "introduced", data: "\(data.introduced)", compiler: "\(version)",
        message: message)
    }
    if let unknown = errors.first(where: { if case .unknown? = $0.fact { true } else { false } }) {
      return .notFound("at \(at): \(unknown.message)")
    }
    let unavailable = errors.first {
      switch $0.fact {
      case .unavailable?, .obsoleted?: true
      default: false
      }
    }
    if check.kind == .obsoleted {
      return unavailable != nil
        ? .agrees("unavailable at \(at)")
        : .disagrees(
          field: "obsoleted", data: "\(check.target)", compiler: "available at \(at)",
          message: "no error")
    }
    if let unavailable {
      return .disagrees(
        field: "available", data: "iOS \(data.introduced)", compiler: "unavailable",
        message: unavailable.message)
    }
    if check.kind == .below,
      let ambiguous = errors.first(where: { isAmbiguity($0.message) })
    {
      // The compiler prefers the overloads available at the target; below every one's
      // introduction it cannot choose among them, and says so instead of naming a version.
      return .agrees("error at \(at) (\(ambiguous.message): no overload is available there)")
    }
    if let other = errors.first {
      if probe.isExplicit {
        return .disagrees(
          field: "probe", data: "type-checks", compiler: "error", message: other.message)
      }
      return .notCheckable(
        "the use made from its symbol does not type-check at \(at) (\(other.message)); give "
          + "the record a `probe`")
    }
    if check.kind == .below {
      return .disagrees(
        field: "introduced", data: "\(data.introduced)", compiler: "available at \(at)",
        message: "no availability error")
    }
    return deprecation(at: check, warnings: diagnostics.filter { $0.severity == .warning })
  }

  /// The outcome of the deprecation warnings at a check whose code compiles.
  private func deprecation(at check: ProbePlan.Check, warnings: [CompilerDiagnostic])
    -> CheckOutcome
  {
    let at = "iOS \(check.target)"
    let deprecations = relevant(
      warnings.compactMap { warning -> Stated<OSVersion?>? in
        guard case .deprecated(let symbol, let platform, let version, _)? = warning.fact,
          platform == nil || platform == "iOS"
        else { return nil }
        return Stated(value: version, symbol: symbol, message: warning.message)
      }, strict: check.kind != .deprecation)
    let expected = expectedDeprecation(at: check.target)
    guard let (version, message) = deprecations.first else {
      if let expected {
        return .disagrees(
          field: "deprecated", data: "\(expected)", compiler: "none",
          message: "no deprecation warning")
      }
      switch check.kind {
      case .introduced: return .agrees("clean at \(at)")
      case .latest: return .agrees("no deprecation warning at \(at)")
      default: return .agrees("clean at \(at)")
      }
    }
    let written = version?.description ?? "deprecated"
    if let expected, version == expected {
      return .agrees("deprecation warning at \(at)")
    }
    return .disagrees(
      field: "deprecated", data: data.deprecated?.description ?? "none", compiler: written,
      message: message)
  }

  /// The hard deprecation the compiler should warn about at a target: one the target has
  /// reached, declared by an SDK no later than this one.
  func expectedDeprecation(at target: OSVersion) -> OSVersion? {
    guard case .hard(let version)? = data.deprecated, version <= target,
      (data.sdk.deprecated ?? version) <= sdk
    else { return nil }
    return version
  }

  /// A value a diagnostic states about a symbol, with the diagnostic's message.
  private struct Stated<Value> {
    let value: Value
    let symbol: String
    let message: String
  }

  /// The facts about the record's own symbol when there are any (the compiler names it by
  /// its base name), else all of them unless `strict`: a use can name other declarations
  /// (its type; `View`, which SwiftUI's oldest releases lack). As values and messages.
  private func relevant<Value>(_ facts: [Stated<Value>], strict: Bool = false) -> [(
    Value, String
  )] {
    let own = facts.filter { Self.baseName(of: $0.symbol) == probe.baseName }
    return (own.isEmpty && !strict ? facts : own).map { ($0.value, $0.message) }
  }

  /// Whether a message says the compiler cannot choose among overloads of the record's own
  /// symbol: `ambiguous use of 'toolbar(content:)'`.
  private func isAmbiguity(_ message: String) -> Bool {
    guard message.hasPrefix("ambiguous use of '") else { return false }
    let name = message.dropFirst("ambiguous use of '".count).prefix { $0 != "'" }
    return Self.baseName(of: String(name)) == probe.baseName
  }

  /// `init(path:root:)` as `init`.
  static func baseName(of symbol: String) -> String {
    String(symbol.prefix { $0 != "(" })
  }
}
