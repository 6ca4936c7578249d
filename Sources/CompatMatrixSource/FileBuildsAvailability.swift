import CompatMatrixCore

/// What each availability check of a file does in every build the file is compiled in, at
/// every version from that build's minimum, and which of its clauses can go without changing
/// that in any build: the one judgement behind lint's redundant checks and the rewrite.
///
/// ```swift
/// let builds = BuildMinimums([BuildPlatform(.iOS): OSVersion(16), BuildPlatform(.macOS): OSVersion(13)])
/// let judge = FileBuildsAvailability(file: source, builds: builds)
/// switch judge.ruling(for: check, removable: AvailabilitySpec.names(for: .iOS), upTo: OSVersion(16)) {
/// case .alwaysTrue: …            // every build always passes it: the check can go
/// case .narrowed(let clauses): … // only these clauses can go
/// default: …                     // it stays
/// }
/// ```
///
/// In each build a check is decided by one clause (`BuildPlatform.decidingClause`), or by
/// `*`. It is always true in a build when that clause's version is at or below the floor the
/// code runs on there: the build's minimum, or an enclosing check's version for that build.
/// Code an `#if` leaves out of a build, or an `@available(…, unavailable)` declaration, does
/// not count for it. A clause may go when, without it, the check is decided the same way in
/// every build: the same clause's version where the check varies, always true (or false)
/// where it was. A build whose minimum is unknown runs from the platform's first release
/// (visionOS 1.0, Mac Catalyst 13.1, else any version), so it keeps every clause that
/// decides it above that.
package struct FileBuildsAvailability: Sendable {
  /// What a rewrite may do with a check.
  package enum Ruling: Sendable, Hashable {
    /// Nothing: some build still needs it as it is.
    case keep
    /// An `#available` (or an attribute's restriction) that holds in every build: the check
    /// or attribute can go.
    case alwaysTrue
    /// An `#unavailable` that fails in every build: its body never runs.
    case alwaysFalse
    /// Only these clauses (positions in `AvailabilityCheck.platforms`) can go: in an
    /// attribute's long form, its `introduced:`.
    case narrowed(Set<Int>)
  }

  /// What a check does in one build at the versions from the build's floor.
  enum Outcome: Hashable {
    /// The code is not compiled in the build.
    case notCompiled
    /// The check always has this value there (an attribute: `true` when it restricts
    /// nothing).
    case always(Bool)
    /// The check holds from this version on.
    case from(OSVersion)
    /// The check does not compile there as written (`#available` without a clause for the
    /// build or `*`).
    case invalid
  }

  /// The builds, with their minimums.
  package let builds: BuildMinimums
  /// The file.
  private let file: SwiftSourceFile
  /// The contexts of the builds asked about so far.
  private var contexts: [BuildPlatform: FileAvailabilityContext] = [:]

  /// Prepares the judgement of a file's checks in each of its builds; `known` is a context
  /// already computed for one of them, which is not computed again. The others are computed
  /// when first needed.
  package init(
    file: SwiftSourceFile, builds: BuildMinimums, known: FileAvailabilityContext? = nil
  ) {
    self.file = file
    self.builds = builds
    if let known { contexts[known.build] = known }
  }

  /// The contexts of a build.
  private mutating func context(of build: BuildPlatform) -> FileAvailabilityContext {
    if let known = contexts[build] { return known }
    let computed = FileAvailabilityContext(file: file, build: build)
    contexts[build] = computed
    return computed
  }

  /// What may be done with a check: among its clauses for names in `removable` whose version
  /// is at or below `ceiling` (the raised platform's names and its new minimum), those that
  /// can go; the whole check when every build always decides it the same way. A check in
  /// code no build of those names' platforms compiles is kept.
  package mutating func ruling(
    for check: AvailabilityCheck, removable: Set<String>, upTo ceiling: OSVersion
  ) -> Ruling {
    let candidates = check.platforms.indices.filter { index in
      let spec = check.platforms[index]
      return removable.contains(spec.platform) && spec.version.map { $0 <= ceiling } ?? false
    }
    guard !candidates.isEmpty, !(check.kind == .attribute && check.isUnavailable) else {
      return .keep
    }
    let before = outcomes(check, removing: [])
    let compiled = before.filter { $0 != .notCompiled }
    // Code that no build of the raised platform compiles (an `#if os(macOS)` branch) is not
    // the raise's to change.
    let raised = Set(removable.compactMap(AvailabilityName.platform(named:)))
    guard
      zip(builds.builds, before).contains(where: { build, outcome in
        raised.contains(build.platform) && outcome != .notCompiled
      })
    else { return .keep }
    if compiled.allSatisfy({ $0 == .always(!check.isUnavailable || check.kind == .attribute) }) {
      return check.isUnavailable && check.kind != .attribute ? .alwaysFalse : .alwaysTrue
    }
    var removed = Set<Int>()
    for candidate in candidates
    where outcomes(check, removing: removed.union([candidate])) == before {
      removed.insert(candidate)
    }
    return removed.isEmpty ? .keep : .narrowed(removed)
  }

  /// The check's outcome in every build, in `builds` order, with some clauses taken out.
  mutating func outcomes(_ check: AvailabilityCheck, removing removed: Set<Int>) -> [Outcome] {
    builds.builds.map { outcome(check, removing: removed, in: $0) }
  }

  /// The check's outcome in one build with some clauses taken out (in the long form: its
  /// `introduced:`).
  mutating func outcome(
    _ check: AvailabilityCheck, removing removed: Set<Int>, in build: BuildPlatform
  ) -> Outcome {
    let context = context(of: build).context(outside: check)
    guard !context.isExcluded else { return .notCompiled }
    let isQuery = check.kind != .attribute
    var names: [String] = []
    var versions: [OSVersion?] = []
    for (index, spec) in check.platforms.enumerated() {
      if removed.contains(index) {
        guard check.isLongForm else { continue }
        names.append(spec.platform)
        versions.append(nil)
      } else {
        names.append(spec.platform)
        versions.append(spec.version)
      }
    }
    guard let deciding = build.decidingClause(names, inQuery: isQuery) else {
      if !isQuery { return .always(true) }
      if check.isUnavailable { return .always(false) }
      return check.hasWildcard ? .always(true) : .invalid
    }
    guard let written = versions[deciding], let name = AvailabilityName.named(names[deciding])
    else { return isQuery ? .invalid : .always(true) }
    let version = build.version(written, writtenFor: name)
    let minimum = builds.minimum(of: build) ?? build.platform.earliest
    let floor = [minimum, context.lowerBound].compactMap { $0 }.max()
    if let floor, version <= floor {
      return .always(isQuery ? !check.isUnavailable : true)
    }
    return .from(version)
  }
}
