import CompatMatrixCore

/// The navigation profile a project's sources show, with the counts behind it and, per
/// target, what each shows.
package struct DetectedArchitecture: Sendable, Hashable {
  /// The profile of the whole project.
  package var profile: NavigationProfile { verdict.profile }
  /// How the counts over every target give the profile.
  package let verdict: OwnershipVerdict
  /// Each target that shows a profile, by name.
  package let targets: [TargetArchitecture]

  /// The counts over every target.
  package var counts: ArchitectureCounts { verdict.counts }

  /// The evidence in one line: the profile, the verdict, what each framework's files do,
  /// and the targets when they disagree.
  package var evidence: String {
    var text = "\(profile.displayName) navigation: " + counts.description(of: verdict)
    let others = targets.filter { $0.profile != profile }
    if !others.isEmpty, targets.count > 1 {
      text +=
        "; per target: "
        + targets.map { "\($0.name) \($0.profile.displayName)" }.joined(separator: ", ")
    }
    return text
  }

  /// What was weighed, for the JSON output.
  package var weighing: NavigationWeighing {
    NavigationWeighing(
      swiftUIFiles: counts.anySwiftUI, uiKitFiles: counts.anyUIKit,
      uiKitPushFiles: counts.uiKitPushFiles, hostedScreenFiles: counts.hostedScreenFiles,
      hostingOffStackFiles: counts.hostingOffStackFiles,
      marginPercent: OwnershipVerdict.marginPercent, verdict: verdict.text,
      targets: targets.map {
        NavigationWeighing.Target(
          name: $0.name, profile: $0.profile, swiftUIFiles: $0.counts.anySwiftUI,
          uiKitFiles: $0.counts.anyUIKit)
      })
  }
}

/// One target's profile.
package struct TargetArchitecture: Sendable, Hashable {
  /// The target: a package target, or an app's top folder.
  package let name: String
  /// Its profile.
  package let profile: NavigationProfile
  /// Its counts.
  package let counts: ArchitectureCounts
}
