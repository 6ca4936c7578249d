import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixSource

/// Decides, file by file, whether a file is linted for the platform and for which range, and
/// counts what the run should say once.
struct InputPlanner {
  let matrix: Matrix
  let selected: SelectedRange
  let platform: Platform
  let tree: LintConfigurationTree
  /// Whether the range was given on the command line: it then applies to every file.
  let explicit: Bool
  let includePreviews: Bool
  /// The project's navigation profile, which every input carries.
  let profile: NavigationProfile?
  /// Files compiled only for other platforms, not linted.
  private(set) var otherPlatforms = 0
  /// Files no project lists, linted for the run's range.
  private(set) var unknown = 0
  /// Files linted.
  private(set) var linted = 0
  /// Per-file ranges resolved so far, by minimum.
  private var ranges: [OSVersion: ResolvedRange] = [:]
  /// The other platforms files were compiled for.
  private var others = Set<Platform>()
  /// The files no project lists, as displayed.
  private(set) var filesInNoTarget: [String] = []
  /// The files compiled only for other platforms, as displayed, with those platforms.
  private(set) var filesForOtherPlatforms: [(file: String, platforms: [Platform])] = []
  /// The package manifests met, as displayed: never linted.
  private(set) var manifests: [String] = []
  /// The targets' minimums files were linted at, other than the range's, with the targets
  /// and the number of files.
  private var otherMinimums: [OSVersion: (targets: Set<String>, files: Int)] = [:]

  init(
    matrix: Matrix, selected: SelectedRange, platform: Platform, tree: LintConfigurationTree,
    explicit: Bool, includePreviews: Bool, profile: NavigationProfile?
  ) {
    self.matrix = matrix
    self.selected = selected
    self.platform = platform
    self.tree = tree
    self.explicit = explicit
    self.includePreviews = includePreviews
    self.profile = profile
  }

  /// The input for a file, or `nil` when no target compiles it for the platform.
  mutating func input(_ file: SourceWalker.File, _ platforms: FilePlatforms) -> LintInput? {
    // A package manifest runs on the Mac that builds: it is never app code.
    if Self.isManifest(file.path) {
      manifests.append(file.display)
      return nil
    }
    if platforms.builds(for: platform) == false {
      otherPlatforms += 1
      others.formUnion(platforms.platforms.keys)
      filesForOtherPlatforms.append((file.display, platforms.platforms.keys.sorted()))
      return nil
    }
    if !platforms.isKnown {
      unknown += 1
      filesInNoTarget.append(file.display)
    }
    linted += 1
    let configuration = tree.configuration(for: file.path)
    var range = selected.range
    // Checks are judged at the targets' own minimums (which the range may have raised to the
    // data's first release), unless a range was given.
    var builds: BuildMinimums?
    if !explicit {
      if let configured = configuration.range {
        range = resolve(configured) ?? range
      } else if !platforms.isKnown, let minimum = selected.projectMinimum {
        // A file no target lists is built at the project's minimum, below the data's.
        builds = .assumed(platform, minimum: minimum)
      } else if let minimum = platforms.minimum(for: platform) {
        range = self.range(from: minimum)
        builds = platforms.builds
        if minimum != selected.range.minimum {
          otherMinimums[minimum, default: ([], 0)].targets.formUnion(platforms.targets)
          otherMinimums[minimum, default: ([], 0)].files += 1
        }
      }
    }
    return LintInput(
      file: file, range: range, platforms: platforms, configuration: configuration,
      includePreviews: includePreviews || configuration.previews == true, profile: profile,
      builds: builds)
  }

  /// Whether a path names a package manifest: `Package.swift` or `Package@swift-6.0.swift`.
  static func isManifest(_ path: String) -> Bool {
    let bytes = path.utf8
    let name =
      bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes[bytes.index(after: $0)...] }
      ?? bytes[...]
    return name.elementsEqual("Package.swift".utf8) || name.starts(with: "Package@swift".utf8)
  }

  /// The run's range from another minimum: clamped to the data's releases, with the run's
  /// maximum.
  private mutating func range(from minimum: OSVersion) -> ResolvedRange {
    if let known = ranges[minimum] { return known }
    let run = selected.range
    let earliest = matrix.platforms[platform]?.releases.first?.version ?? run.minimum
    let low = max(minimum, earliest)
    let bound = run.isOpenEnded ? nil : run.end
    let range =
      (bound.map { low < $0 } ?? true)
      ? resolve(DeploymentRange(minimum: low, upperBound: bound)) ?? run : run
    ranges[minimum] = range
    return range
  }

  private func resolve(_ range: DeploymentRange) -> ResolvedRange? {
    try? matrix.resolve(range, on: platform)
  }

  /// The minimums files were linted at other than the range's, lowest first.
  var minimums: [LintMinimum] {
    otherMinimums.keys.sorted().map { minimum in
      // The key was just read from the dictionary.
      let entry = otherMinimums[minimum]!
      return LintMinimum(minimum: minimum, targets: entry.targets.sorted(), files: entry.files)
    }
  }

  /// What to say once about the run; the files each line counts are named by
  /// `lint --list-targets`.
  func notices(targets: SourceTargets) -> [String] {
    var lines: [String] = []
    if otherPlatforms > 0 {
      let names = others.sorted().map(\.rawValue).joined(separator: ", ")
      lines.append(
        "\(count(otherPlatforms)) compiled only for \(names) \(otherPlatforms == 1 ? "was" : "were") "
          + "not linted for \(platform) (lint --list-targets names them)")
    }
    if unknown > 0, !targets.targets.isEmpty {
      lines.append(
        "\(count(unknown)) in no target of the projects read \(unknown == 1 ? "was" : "were") "
          + "linted for \(LintMessage.rangeText(selected.range))"
          + (explicit
            ? ""
            : selected.projectMinimum.map {
              ", \(unknown == 1 ? "its" : "their") checks at the project's \(platform) \($0)"
            }
              ?? "")
          + " (lint --list-targets names them)")
    }
    lines += targets.notes.map { "could not read a project for file membership: \($0)" }
    return lines
  }

  private func count(_ number: Int) -> String {
    number == 1 ? "1 Swift file" : "\(number) Swift files"
  }
}
