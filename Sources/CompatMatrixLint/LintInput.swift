import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// One file to lint, with what applies to it: the range its targets build for, the platforms
/// it is compiled for, and the settings of the configuration files above it.
package struct LintInput: Sendable {
  /// The file.
  package var file: SourceWalker.File
  /// The range to lint it for: the run's range, or its targets' minimum for the platform.
  package var range: ResolvedRange
  /// The platforms and minimums its targets build for; unknown when no project lists it.
  package var platforms: FilePlatforms
  /// The builds it is compiled in, each with the minimum its checks are judged against: the
  /// targets' own, or the range's for the range's platform when the range was given.
  package var builds: BuildMinimums
  /// The settings that apply to it.
  package var configuration: LintConfiguration
  /// Whether its `PreviewProvider` types and `#Preview` bodies are linted.
  package var includePreviews: Bool
  /// The project's navigation profile, which advice in a file that does not import SwiftUI
  /// keeps to; `nil` when none was found or given.
  package var profile: NavigationProfile?

  /// Creates an input.
  package init(
    file: SourceWalker.File, range: ResolvedRange, platforms: FilePlatforms = .unknown,
    configuration: LintConfiguration = LintConfiguration(), includePreviews: Bool = false,
    profile: NavigationProfile? = nil, builds: BuildMinimums? = nil
  ) {
    self.file = file
    self.range = range
    self.platforms = platforms
    self.builds =
      builds
      ?? (platforms.isKnown
        ? platforms.builds(.set(range.platform, to: range.minimum))
        : .assumed(range.platform, minimum: range.minimum))
    self.configuration = configuration
    self.includePreviews = includePreviews
    self.profile = profile
  }

  /// The profile advice in this file keeps to, from what its own code is (`FileFramework`):
  /// SwiftUI's where it uses a SwiftUI navigation container (it owns that stack); in a file of
  /// SwiftUI views, hybrid's in a hybrid project (a hosted screen reaches what hybrid reaches,
  /// not a SwiftUI container's APIs) and SwiftUI's otherwise; in a file that imports SwiftUI
  /// but whose code shows neither framework (a coordinator that makes hosting controllers),
  /// the project's profile, SwiftUI's when none is known; in UIKit code (launch code that
  /// imports SwiftUI to host a screen) and elsewhere, the project's profile, UIKit's when none
  /// is known.
  func preference(for code: FileFramework) -> FrameworkPreference {
    switch code {
    case .ownsSwiftUIStack: .swiftui
    case .swiftUIViews: profile == .hybrid ? .hybrid : .swiftui
    case .importsSwiftUI: profile.map(FrameworkPreference.init) ?? .swiftui
    case .other: profile.map(FrameworkPreference.init) ?? .uikit
    }
  }
}

/// What a lint run worked on, which every reporter states: the range and where it came from,
/// the project's profile, and what the run noticed about the files.
package struct LintContext: Sendable, Hashable {
  /// The platform linted for.
  package var platform: Platform
  /// The run's range: the one files of no known target, and files of targets that set no
  /// minimum, are linted for.
  package var range: ResolvedRange
  /// Where the range came from.
  package var source: RangeSource
  /// For a range read from a project or a configuration file, one line saying where exactly.
  package var detail: String?
  /// The project's navigation profile: the one `--framework` names, else the one its sources
  /// show (`NavigationArchitectureDetector`); `nil` when neither says.
  package var profile: NavigationProfile?
  /// Where the profile came from: `--framework`, or the evidence the sources give; without a
  /// profile, why none was found.
  package var profileDetail: String?
  /// Lines worth saying once about the run: files of no known target, files compiled only
  /// for other platforms, projects that could not be read.
  package var notices: [String]
  /// How many Swift files only targets of other platforms compile, which were not linted.
  package var filesForOtherPlatforms: Int
  /// The configuration files the run applies, as messages name them: the one `--config`
  /// names, or those found from the paths up to the project and below them; empty for none.
  package var configurationFiles: [String]
  /// The minimums files were linted at other than the range's, lowest first, each with the
  /// targets that set it: an app at 26 with extensions at 18 is linted at both.
  package var minimums: [LintMinimum] = []
  /// The project's own minimum when the range starts later, at the data's first release.
  package var projectMinimum: OSVersion?

  /// Creates a context.
  package init(
    platform: Platform, range: ResolvedRange, source: RangeSource, detail: String? = nil,
    profile: NavigationProfile? = nil, profileDetail: String? = nil, notices: [String] = [],
    filesForOtherPlatforms: Int = 0, configurationFiles: [String] = []
  ) {
    self.platform = platform
    self.range = range
    self.source = source
    self.detail = detail
    self.profile = profile
    self.profileDetail = profileDetail
    self.notices = notices
    self.filesForOtherPlatforms = filesForOtherPlatforms
    self.configurationFiles = configurationFiles
  }

  /// The range as a reader writes it: `iOS 16.4+`, `iOS 15.0–18.7`.
  package var rangeText: String {
    LintMessage.rangeText(range)
  }

  /// The line that opens a report: `linting for iOS 16.4+ (project.pbxproj: …); profile: …;
  /// configuration: .compat-matrix.json`. A long explanation of the source is cut after its
  /// first parts; JSON and SARIF have it whole.
  package var headline: String {
    var source = sourceText
    if source.count > 240 {
      var kept = ""
      for part in source.split(separator: ";", omittingEmptySubsequences: false) {
        let next = kept.isEmpty ? String(part) : kept + ";" + part
        if next.count > 240 { break }
        kept = next
      }
      source = (kept.isEmpty ? String(source.prefix(239)) : kept) + "; …"
    }
    var text = "linting for \(rangeText)"
    if let projectMinimum {
      text +=
        ", the first release CompatMatrix has data for (the project's \(platform) \(projectMinimum) is older; "
        + "checks are judged at each target's minimum)"
    }
    text += " (\(source))"
    if !minimums.isEmpty { text += "; " + minimumsText }
    text += "; " + profileText + "; " + configurationText
    return text
  }

  /// The configuration files in words, for the headline: `configuration: none`,
  /// `configuration: .compat-matrix.json`, or `configurations: .compat-matrix.json,
  /// Sources/Legacy/.compat-matrix.json`.
  package var configurationText: String {
    switch configurationFiles.count {
    case 0: "configuration: none"
    case 1: "configuration: \(configurationFiles[0])"
    default: "configurations: " + configurationFiles.joined(separator: ", ")
    }
  }

  /// The other minimums in words, for the headline: `also iOS 18.0+ for ShareExtension,
  /// Widget (12 files)`.
  package var minimumsText: String {
    "also "
      + minimums.map { minimum in
        let names =
          minimum.targets.count > 3
          ? minimum.targets.prefix(3).joined(separator: ", ")
            + " and \(minimum.targets.count - 3) more"
          : minimum.targets.joined(separator: ", ")
        let files = minimum.files == 1 ? "1 file" : "\(minimum.files) files"
        return "\(platform) \(minimum.minimum)+ for \(names.isEmpty ? "files" : names) (\(files))"
      }.joined(separator: ", ")
  }

  /// The profile in words, for the headline: `profile: UIKit (from the sources)`, `profile:
  /// SwiftUI (--framework)`, or why there is none: `profile: none (no project found)`.
  package var profileText: String {
    guard let profile else { return "profile: none (\(profileDetail ?? "not detected"))" }
    let origin = profileDetail == Self.flagDetail ? Self.flagDetail : "from the sources"
    return "profile: \(profile.displayName) (\(origin))"
  }

  /// The profile detail of a profile `--framework` named.
  package static let flagDetail = "--framework"
  /// The profile detail of a run that found no project to read the profile from.
  package static let noProjectDetail = "no project found"

  /// Where the range came from, in words.
  package var sourceText: String {
    switch (source, detail) {
    case (_, let detail?) where source == .expression || source == .flag: detail
    case (.expression, nil): "the range given on the command line"
    case (.flag, nil): "--min and --max"
    case (_, let detail?): "\(source.rawValue): \(detail)"
    case (_, nil): source.rawValue
    }
  }
}

/// A minimum some of a run's files were linted at, other than the run's range: the targets
/// that set it and how many files were linted at it.
package struct LintMinimum: Sendable, Hashable {
  /// The minimum, on the run's platform.
  package var minimum: OSVersion
  /// The targets whose files were linted at it, sorted.
  package var targets: [String]
  /// How many files were linted at it.
  package var files: Int

  /// Creates a minimum.
  package init(minimum: OSVersion, targets: [String], files: Int) {
    self.minimum = minimum
    self.targets = targets
    self.files = files
  }
}
