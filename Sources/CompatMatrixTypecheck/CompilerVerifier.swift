import CompatMatrixCore
import CompatMatrixSDK

/// Checks the API records of a matrix with the compiler: each record's probe
/// (`RecordProbe`) type-checked where its `ProbePlan` says, against each environment's SDK,
/// and the diagnostics read against the record (`ProbeEvaluator`).
///
/// The probes of all records checked at one target in one environment share one file
/// (`SourceBatch`), so a run costs one compiler per target and SDK; those compilers run in
/// parallel, one per core.
package struct CompilerVerifier: Sendable {
  /// The matrix whose records are checked.
  package let matrix: Matrix
  /// When set, only the records declared below this folder are checked (`--matrices`).
  package let folder: String?

  /// Creates a verifier of every record, or of those declared below `folder`.
  package init(matrix: Matrix, recordsIn folder: String? = nil) {
    self.matrix = matrix
    self.folder = folder.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
  }

  /// The records checked: those of the folder, if one is given, sorted by id.
  package var records: [APIRecord] {
    SDKVerifier(matrix: matrix, recordsIn: folder).records
  }

  /// One record's work in one environment: its probe and plan, or its verdict without the
  /// compiler.
  private enum Work {
    case probe(RecordProbe, ProbePlan, APIAvailability)
    case decided(SDKFinding)
  }

  /// Every record's verdict in each environment; `sdks` are the environments' SDK folders,
  /// in the same order.
  package func verify(
    _ environments: [TypecheckEnvironment], sdks: [SDKFolder], timeout: Double
  ) -> SDKVerificationReport {
    let order = environments.indices.sorted {
      (environments[$0].sdkVersion, environments[$0].name)
        < (environments[$1].sdkVersion, environments[$1].name)
    }
    let environments = order.map { environments[$0] }
    let sdks = order.map { sdks[$0] }
    let records = self.records
    let releases = matrix.platforms[.iOS]?.releases.map(\.version) ?? []
    let work = environments.map { environment in
      records.enumerated().map { index, record in
        self.work(record, index: index, environment: environment, releases: releases)
      }
    }
    // One batch per environment and target, each record's probe in those it needs.
    var batches: [(environment: Int, target: OSVersion, batch: SourceBatch, pieces: [Int: Int])] =
      []
    for (offset, environment) in environments.enumerated() {
      var byTarget: [OSVersion: (SourceBatch, [Int: Int])] = [:]
      let header = imports(records, environment: environment)
      for (index, item) in work[offset].enumerated() {
        guard case .probe(let probe, let plan, _) = item else { continue }
        for target in Set(plan.checks.map(\.target)) {
          var (batch, pieces) =
            byTarget[target]
            ?? (SourceBatch(name: "Probes_iOS\(target).swift", header: header), [:])
          pieces[index] = batch.add(probe.code, label: records[index].id)
          byTarget[target] = (batch, pieces)
        }
      }
      for target in byTarget.keys.sorted() {
        // The key was just read from the dictionary.
        let (batch, pieces) = byTarget[target]!
        batches.append((offset, target, batch, pieces))
      }
    }
    let jobs = batches.map { entry in
      (
        environments[entry.environment],
        TypecheckJob(target: DeploymentTarget(.iOS, entry.target), files: [entry.batch.file])
      )
    }
    let outcomes = ParallelMap.map(jobs) { environment, job in
      TypecheckRunner(environment: environment, timeout: timeout).run(job)
    }
    var findings = [[SDKFinding?]](
      repeating: [SDKFinding?](repeating: nil, count: environments.count), count: records.count)
    for (offset, environment) in environments.enumerated() {
      let runs = batches.indices.filter { batches[$0].environment == offset }
      let assigned = Dictionary(
        uniqueKeysWithValues: runs.map { run in
          (
            batches[run].target,
            (batches[run], batches[run].batch.assign(outcomes[run].diagnostics), outcomes[run])
          )
        })
      for (index, item) in work[offset].enumerated() {
        switch item {
        case .decided(let finding): findings[index][offset] = finding
        case .probe(let probe, let plan, let data):
          let evaluator = ProbeEvaluator(data: data, probe: probe, sdk: environment.sdkVersion)
          let results = plan.checks.map { check -> CheckOutcome in
            // Every target of the plan has its batch, which holds the record's piece.
            let (entry, split, outcome) = assigned[check.target]!
            let piece = entry.pieces[index]!
            let failure =
              outcome.problem
              ?? split.others.first { $0.severity == .error }.map {
                "an error outside the probes: \($0.description)"
              }
            return evaluator.outcome(
              of: check, diagnostics: split.pieces[piece], failure: failure)
          }
          findings[index][offset] = Self.finding(
            results, plan: plan, sdk: environment.sdkVersion)
        }
      }
    }
    return SDKVerificationReport(
      sdks: sdks,
      records: records.enumerated().map { index, record in
        RecordVerification(record: record, findings: findings[index])
      },
      skipped: [], source: .compiler)
  }

  /// A record's probe and plan in an environment, or its verdict when the compiler is not
  /// needed or cannot tell.
  private func work(
    _ record: APIRecord, index: Int, environment: TypecheckEnvironment, releases: [OSVersion]
  ) -> Work {
    let sdk = environment.sdkVersion
    func notCheckable(_ reason: String) -> Work {
      .decided(SDKFinding(.notCheckable, sdkVersion: sdk, note: reason, source: .compiler))
    }
    guard Self.isModule(record.framework, in: environment) else {
      return notCheckable(
        "\(record.framework) is not a module of the SDK: no Swift code uses it (an Info.plist "
          + "key is read by the system)")
    }
    guard let data = record.availability[environment.platform.dataPlatform] else {
      return notCheckable("the record has no \(environment.platform) availability")
    }
    let plan: ProbePlan
    switch ProbePlan.make(data, environment: environment, releases: releases) {
    case .checks(let made): plan = made
    case .decided(let finding): return .decided(finding)
    }
    switch RecordProbe.make(for: record, index: index) {
    case .success(let probe): return .probe(probe, plan, data)
    case .failure(let reason): return notCheckable(reason.reason)
    }
  }

  /// The imports of every probe file: the frameworks of the records that are modules of the
  /// SDK, sorted.
  private func imports(_ records: [APIRecord], environment: TypecheckEnvironment) -> [String] {
    Set(records.map(\.framework)).filter { Self.isModule($0, in: environment) }.sorted().map {
      "import \($0)"
    }
  }

  /// Whether the SDK has a module of that name: a framework with a module map or Swift
  /// module, or a Swift module of its own.
  static func isModule(_ name: String, in environment: TypecheckEnvironment) -> Bool {
    let root = environment.sdkPath
    return [
      "\(root)/System/Library/Frameworks/\(name).framework/Modules",
      "\(root)/usr/lib/swift/\(name).swiftmodule",
    ].contains { FileKind.at($0) == .directory }
  }

  /// One SDK's finding from the outcomes of a record's checks: the first that does not agree,
  /// the checks in the plan's order; else an agreement that says what was checked.
  static func finding(_ results: [CheckOutcome], plan: ProbePlan, sdk: OSVersion) -> SDKFinding {
    for (check, result) in zip(plan.checks, results) {
      switch result {
      case .agrees: continue
      case .disagrees(let field, let data, let compiler, let message):
        return SDKFinding(
          .disagrees, sdkVersion: sdk, field: field, data: data, sdk: compiler,
          note: "at iOS \(check.target): \(message)", source: .compiler)
      case .notFound(let message):
        return SDKFinding(.notFound, sdkVersion: sdk, note: message, source: .compiler)
      case .notCheckable(let reason):
        return SDKFinding(.notCheckable, sdkVersion: sdk, note: reason, source: .compiler)
      }
    }
    let done = results.compactMap { result -> String? in
      if case .agrees(let what) = result { what } else { nil }
    }
    return SDKFinding(
      .agrees, sdkVersion: sdk,
      note: (plan.notes + ["compiler: " + done.joined(separator: ", ")])
        .joined(separator: "; "), source: .compiler)
  }
}
