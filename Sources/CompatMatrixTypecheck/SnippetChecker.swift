import CompatMatrixCore

/// Type-checks every strategy's snippet with the compiler: each in the harness its data names
/// (`matrices/harnesses.json`), after the declarations it is given, at the first release where
/// the strategy works, in every environment whose SDK declares the APIs it requires.
///
/// The first release is the first where the strategy's derived status (its APIs and its
/// behaviour entries, under whichever profile it is best) is usable; a strategy usable
/// nowhere, shown as what not to do, is checked where its APIs first all exist. The SDK must
/// be at least that release, and at least the first SDK that declares each required API
/// (`sdk.declared`: a back-deployed symbol).
///
/// Snippets checked at one release in one environment share compiler runs: each is a file
/// of its own in one module (`-wmo`), and files that declare one top-level name go to
/// different runs (`TopLevelNames`). A run the compiler gives no verdict on (a crash) is run
/// again one file at a time, so that one snippet that crashes it costs the others nothing.
package struct SnippetChecker: Sendable {
  /// The data.
  package let matrix: Matrix
  /// When set, only the snippets of strategies declared below this folder are checked
  /// (`--matrices`).
  package let folder: String?

  /// Creates a checker of every snippet, or of those declared below `folder`.
  package init(matrix: Matrix, strategiesIn folder: String? = nil) {
    self.matrix = matrix
    self.folder = folder.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
  }

  /// One snippet ready for the compiler, or why it is not checked.
  package struct Piece: Sendable, Hashable {
    /// The concern's id.
    package var concern: String
    /// The strategy.
    package var strategy: String
    /// Where the snippet is written.
    package var place: SourceReference
    /// The harness.
    package var harness: HarnessKind?
    /// The release it is checked at.
    package var target: OSVersion?
    /// The oldest SDK that declares every API it requires.
    package var sdk: OSVersion?
    /// The file, named after the strategy.
    package var file: TypecheckJob.File?
    /// Where each line of the file comes from.
    package var origins: [CodeTemplate.Origin?]
    /// What the file declares at its top level.
    package var names: TopLevelNames
    /// Why it is not checked.
    package var reason: String?
  }

  /// Every strategy's snippet, by concern then strategy, with its file or the reason it is
  /// not checked.
  package func pieces() -> [Piece] {
    var pieces: [Piece] = []
    for concern in matrix.concerns {
      for strategy in concern.strategies {
        guard strategy.snippet != nil,
          folder.map({ strategy.declaredAt.file.hasPrefix($0) }) ?? true
        else { continue }
        pieces.append(piece(for: strategy, of: concern))
      }
    }
    return pieces
  }

  /// The piece of one strategy.
  func piece(for strategy: Strategy, of concern: Concern) -> Piece {
    var piece = Piece(
      concern: concern.id, strategy: strategy.id, place: strategy.reference(to: "snippet"),
      origins: [], names: TopLevelNames())
    guard let snippet = strategy.snippet else { return piece }
    switch strategy.harness {
    case nil:
      piece.reason = "the data names no harness for it"
      return piece
    case .unchecked(let reason)?:
      piece.reason = reason
      return piece
    case .checked(let kind, let given)?:
      piece.harness = kind
      guard let template = matrix.harness(kind) else {
        piece.reason = "the data gives no code for the harness '\(kind.rawValue)'"
        return piece
      }
      guard let target = firstRelease(of: strategy) else {
        piece.reason = "the APIs it requires exist on no iOS release in the data"
        return piece
      }
      piece.target = target
      piece.sdk = max(target, oldestSDK(for: strategy))
      let filled = CodeTemplate(template.code).fill([
        HarnessTemplate.snippetSlot: snippet, HarnessTemplate.givenSlot: given ?? "",
      ])
      piece.file = TypecheckJob.File(name: strategy.id + ".swift", text: filled.text)
      piece.origins = filled.origins
      piece.names = TopLevelNames(of: filled.text)
      return piece
    }
  }

  /// The first release where the strategy is usable under some profile, or, when it is
  /// usable nowhere, where its APIs first all exist; `nil` when they never do.
  func firstRelease(of strategy: Strategy) -> OSVersion? {
    guard let earliest = (try? matrix.axis(for: .iOS))?.earliest else { return nil }
    var best: OSVersion?
    for profile in NavigationProfile.allCases {
      let spans = StatusDerivation.timeline(of: strategy, on: .iOS, in: matrix, under: profile)
      if let span = spans.first(where: { $0.status.isUsable }) {
        let from = max(span.from, earliest)
        best = best.map { min($0, from) } ?? from
      }
    }
    if let best { return best }
    let spans = StatusDerivation.timeline(of: strategy, on: .iOS, in: matrix)
    return spans.first { $0.status != .unavailable }.map { max($0.from, earliest) }
  }

  /// The first SDK that declares every API the strategy requires, as far as the records say.
  func oldestSDK(for strategy: Strategy) -> OSVersion {
    var sdk = OSVersion(0)
    for api in StatusDerivation.requiredAPIs(of: strategy, in: matrix) {
      guard let availability = api.availability[.iOS] else { continue }
      sdk = max(sdk, availability.introduced, availability.sdk.declared ?? OSVersion(0))
    }
    return sdk
  }

  /// Checks every snippet in each environment that can hold it; `timeout` bounds one run.
  package func check(in environments: [TypecheckEnvironment], timeout: Double)
    -> SnippetCheckReport
  {
    let environments = environments.sorted { $0.sdkVersion < $1.sdkVersion }
    let pieces = pieces()
    var jobs: [(environment: Int, pieces: [Int], job: TypecheckJob)] = []
    for (offset, environment) in environments.enumerated() {
      var batches: [OSVersion: [[Int]]] = [:]
      for (index, piece) in pieces.enumerated() {
        guard let target = piece.target, let sdk = piece.sdk, piece.file != nil,
          environment.sdkVersion >= sdk,
          environment.minimumDeploymentTarget.map({ $0 <= target }) ?? true
        else { continue }
        var groups = batches[target, default: []]
        if let free = groups.firstIndex(where: { group in
          !group.contains { pieces[$0].names.clashes(with: piece.names) }
        }) {
          groups[free].append(index)
        } else {
          groups.append([index])
        }
        batches[target] = groups
      }
      for target in batches.keys.sorted() {
        for group in batches[target] ?? [] {
          jobs.append((offset, group, job(for: group, of: pieces, at: target)))
        }
      }
    }
    let outcomes = ParallelMap.map(jobs) { job in
      runner(environments[job.environment], timeout).run(job.job)
    }
    var runs = [[SnippetRun]](repeating: [], count: pieces.count)
    for (job, outcome) in zip(jobs, outcomes) {
      let environment = environments[job.environment]
      let files = Set(job.job.files.map(\.name))
      let failedElsewhere = outcome.errors.contains { !files.contains($0.file ?? "") }
      if outcome.problem != nil || failedElsewhere, job.pieces.count > 1 {
        // One file may have crashed the compiler, or made it fail outside every file (in a
        // macro's expansion): each alone, so the others get a verdict.
        for index in job.pieces {
          let alone = runner(environment, timeout).run(
            self.job(for: [index], of: pieces, at: job.job.target.version))
          runs[index].append(run(of: pieces[index], alone, in: environment))
        }
        continue
      }
      for index in job.pieces {
        runs[index].append(run(of: pieces[index], outcome, in: environment))
      }
    }
    let checks = pieces.enumerated().map { index, piece in
      SnippetCheck(
        concern: piece.concern, strategy: piece.strategy, place: piece.place,
        harness: piece.harness, target: piece.target, runs: runs[index],
        reason: runs[index].isEmpty
          ? piece.reason ?? unservedReason(piece, environments: environments) : nil)
    }
    return SnippetCheckReport(environments: environments, snippets: checks)
  }

  private func runner(_ environment: TypecheckEnvironment, _ timeout: Double) -> TypecheckRunner {
    TypecheckRunner(environment: environment, timeout: timeout)
  }

  private func job(for group: [Int], of pieces: [Piece], at target: OSVersion) -> TypecheckJob {
    TypecheckJob(
      target: DeploymentTarget(.iOS, target), files: group.compactMap { pieces[$0].file })
  }

  /// What one run said about one piece.
  private func run(
    of piece: Piece, _ outcome: TypecheckOutcome, in environment: TypecheckEnvironment
  ) -> SnippetRun {
    var run = SnippetRun(environment: environment.name, sdk: environment.sdkVersion)
    let name = piece.file?.name
    for diagnostic in outcome.diagnostics where diagnostic.file == name {
      let traced = trace(diagnostic, in: piece)
      switch diagnostic.severity {
      case .error: run.errors.append(traced)
      case .warning: run.warnings.append(traced)
      case .note, .remark: break
      }
    }
    // An error in none of the job's files (at `<unknown>:0`, in an SDK's interface) leaves
    // every file of the job without a verdict; another file's error is that file's.
    let files = Set(outcome.job.files.map(\.name))
    let elsewhere = outcome.errors.first { !files.contains($0.file ?? "") }
    if let problem = outcome.problem {
      run.problem = problem
    } else if let elsewhere {
      run.problem = "the compiler failed outside the snippets: \(elsewhere.description)"
    }
    return run
  }

  /// A diagnostic placed in the snippet, its given declarations or the harness.
  private func trace(_ diagnostic: CompilerDiagnostic, in piece: Piece) -> SnippetDiagnostic {
    let index = diagnostic.line - 1
    let origin = index >= 0 && index < piece.origins.count ? piece.origins[index] : nil
    let part: SnippetDiagnostic.Part =
      switch origin?.slot {
      case HarnessTemplate.snippetSlot: .snippet
      case HarnessTemplate.givenSlot: .given
      default: .harness
      }
    return SnippetDiagnostic(
      part: part, line: origin?.line ?? diagnostic.line, column: diagnostic.column,
      message: diagnostic.message)
  }

  /// Why a checkable piece was run in no environment.
  private func unservedReason(_ piece: Piece, environments: [TypecheckEnvironment]) -> String {
    guard let sdk = piece.sdk else { return "it could not be prepared" }
    let newest = environments.last.map { "the newest given is \($0.sdkVersion)" }
    return "it needs an iOS SDK of \(sdk) or later; " + (newest ?? "no SDK was given")
  }
}
