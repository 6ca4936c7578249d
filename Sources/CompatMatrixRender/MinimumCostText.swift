import CompatMatrixCore
import CompatMatrixResolver

/// The sentences that price a minimum deployment target: the device models it leaves behind
/// and the share of users it keeps, shared by `upgrade`, its decision record and `advise`.
package enum MinimumCostText {
  /// `a`, `a and b`, `a, b and c`.
  package static func list(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The devices left behind, grouped by the release that no longer runs on them:
  /// `iOS 16 drops iPhone 7 and iPhone 7 Plus; iOS 17 drops iPhone 8, iPhone 8 Plus and
  /// iPhone X`.
  package static func drops(
    _ devices: [DeviceModel], platform: Platform, releases: [OSVersion], code: (String) -> String
  ) -> String {
    let majors = VersionAxis(platform: .iOS, releases: releases).majorReleases
    var groups: [(release: String, names: [String])] = []
    for device in devices {
      let dropping =
        majors.first { $0.major > device.lastRelease.major }
        .map { "\(platform) \($0.major)" } ?? "a release after \(platform) \(device.lastRelease)"
      if groups.last?.release == dropping {
        groups[groups.count - 1].names.append(code(device.name))
      } else {
        groups.append((dropping, [code(device.name)]))
      }
    }
    return groups.map { "\($0.release) drops \(list($0.names))" }.joined(separator: "; ")
  }

  /// What raising the minimum does to devices: `Raising the minimum to iOS 17 leaves behind
  /// 3 device models that run iOS 16: iOS 17 drops iPhone 8, iPhone 8 Plus and iPhone X.`
  package static func devices(_ report: UpgradeReport, code: (String) -> String = { $0 }) -> String
  {
    let platform = report.to.platform
    let to = "\(platform) \(report.to.minimum)"
    guard report.hasDeviceData else { return "The data has no device models for \(platform)." }
    let devices = report.devicesLeftBehind
    guard !devices.isEmpty else {
      return "Raising the minimum to \(to) leaves no device model behind that runs "
        + "\(platform) \(report.from.minimum)."
    }
    let count = devices.count == 1 ? "1 device model" : "\(devices.count) device models"
    return "Raising the minimum to \(to) leaves behind \(count) that can run \(platform) "
      + "\(report.from.minimum) but not \(report.to.minimum): "
      + drops(
        devices, platform: platform, releases: report.from.releases + report.to.releases, code: code
      )
      + "."
  }

  /// The share of users a minimum keeps: `Raising the minimum to iOS 18 keeps 97% of iPhones
  /// introduced in the last four years and 93% of all iPhones, as measured on 2026-06-07.`
  package static func users(
    _ coverage: AdoptionCoverage?, minimum: OSVersion, platform: Platform, hasFigures: Bool,
    verb: String = "Raising the minimum to"
  ) -> String {
    guard hasFigures else { return "The data has no App Store figures for \(platform)." }
    guard let coverage else {
      return "No App Store figure covers \(platform) \(minimum): each edition counts only its "
        + "latest major release, the one before it, and all earlier ones together."
    }
    return "\(verb) \(platform) \(minimum) keeps " + shares(coverage)
      + ", as measured on \(coverage.measuredOn)."
  }

  /// `97% of iPhones introduced in the last four years and 93% of all iPhones`; with
  /// `atLeast`, `at least 97% of …`.
  package static func shares(_ coverage: AdoptionCoverage, atLeast: Bool = false) -> String {
    (atLeast ? "at least " : "")
      + list(
        coverage.populations.map { population in
          // Every listed population has a share.
          "\(percent(coverage.shares[population]!)) of \(population.description)"
        })
  }

  /// A share as Apple prints it: a whole percentage.
  package static func percent(_ value: Double) -> String {
    "\(Int(value.rounded()))%"
  }
}
