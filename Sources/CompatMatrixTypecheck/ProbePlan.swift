import CompatMatrixCore
import CompatMatrixSDK

/// What one record's probe is type-checked at in one SDK, and what the compiler should say
/// there if the record is right; or why it is not type-checked at all.
///
/// | check | target | the record is right when |
/// |---|---|---|
/// | `below` | the `.0` of the release before `introduced` (not below the SDK's oldest target) | the compiler says "is only available in iOS *introduced* or newer" |
/// | `introduced` | `introduced`, or the SDK's oldest target when that is later | no error, and no deprecation warning unless a hard deprecation has come |
/// | `deprecation` | a hard deprecation's version, when the SDK has reached it | the compiler says "was deprecated in iOS *version*" |
/// | `latest` | the SDK's own version, for a soft deprecation or none | no deprecation warning |
/// | `obsoleted` | `obsoleted`, when the SDK has reached it | the compiler says it is unavailable |
package struct ProbePlan: Sendable, Hashable {
  /// One compile of the probe, and what it should show.
  package struct Check: Sendable, Hashable, Comparable {
    /// What is checked.
    package enum Kind: Int, Sendable, Hashable, Comparable {
      /// The record's own release: the use compiles.
      case introduced
      /// The release before: the availability error.
      case below
      /// A hard deprecation: its warning.
      case deprecation
      /// The SDK's release: no deprecation warning.
      case latest
      /// The release that removed it: unavailable.
      case obsoleted

      package static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// What is checked.
    package var kind: Kind
    /// The deployment target it is checked at.
    package var target: OSVersion

    /// Orders checks by target, as they are read: the release below first.
    package static func < (lhs: Check, rhs: Check) -> Bool {
      (lhs.target, lhs.kind) < (rhs.target, rhs.kind)
    }
  }

  /// A plan, or the verdict that needs no compiler.
  package enum Decision: Sendable, Hashable {
    /// Type-check the probe so.
    case checks(ProbePlan)
    /// The verdict, without the compiler.
    case decided(SDKFinding)
  }

  /// The checks, in order.
  package var checks: [Check]
  /// What the plan leaves out, for the verdict's note: a `below` check before the SDK's
  /// oldest target.
  package var notes: [String]

  /// The plan for a record's availability on the environment's platform, or the verdict
  /// that needs no compiler: the SDK predates the record, or the record says a later SDK
  /// brought its symbol.
  package static func make(
    _ data: APIAvailability, environment: TypecheckEnvironment, releases: [OSVersion]
  ) -> Decision {
    let sdk = environment.sdkVersion
    if data.introduced > sdk {
      return .decided(
        SDKFinding(
          .absent, sdkVersion: sdk, note: "the \(sdk) SDK predates iOS \(data.introduced)",
          source: .compiler))
    }
    if let declared = data.sdk.declared, declared > sdk {
      return .decided(
        SDKFinding(
          .laterSDK, sdkVersion: sdk,
          note:
            "changed in a later SDK: the record says the \(declared) SDK first declares it, "
            + "dated back to iOS \(data.introduced)",
          source: .compiler))
    }
    let floor =
      environment.minimumDeploymentTarget
      ?? environment.settings.deploymentTargets.first ?? OSVersion(12)
    var checks = [Check(kind: .introduced, target: max(data.introduced, floor))]
    var notes: [String] = []
    let earlier = (environment.settings.deploymentTargets + releases).filter {
      $0 < data.introduced && $0 >= floor
    }
    if let previous = earlier.max() {
      let major = OSVersion(previous.major)
      checks.append(Check(kind: .below, target: major >= floor ? major : previous))
    } else {
      notes.append(
        "introduced at or before iOS \(floor), the oldest target of the \(sdk) SDK: "
          + "no release below it to check")
    }
    switch data.deprecated {
    case .hard(let version) where version <= sdk && (data.sdk.deprecated ?? version) <= sdk:
      checks.append(Check(kind: .deprecation, target: max(version, floor)))
    default:
      checks.append(Check(kind: .latest, target: sdk))
    }
    if let obsoleted = data.obsoleted, obsoleted <= sdk {
      checks.append(Check(kind: .obsoleted, target: obsoleted))
    }
    return .checks(ProbePlan(checks: checks.sorted(), notes: notes))
  }
}
