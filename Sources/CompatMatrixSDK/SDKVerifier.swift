import CompatMatrixCore

/// Checks the API records of a matrix against the availability one or more SDKs declare.
///
/// SDKs are read one at a time, oldest first, and dropped once every record has been looked
/// up in them, so memory follows the largest SDK, not their number.
package struct SDKVerifier: Sendable {
  /// The frameworks whose declarations the SDK files hold.
  package static let frameworks: Set<String> = ["SwiftUI", "UIKit"]

  /// The matrix whose records are checked.
  package let matrix: Matrix
  /// When set, only the records declared in files below this folder (as the loader names
  /// them) are checked: a team's own, given with `--matrices`.
  package let folder: String?

  /// Creates a verifier of every record, or of those declared below `folder`.
  package init(matrix: Matrix, recordsIn folder: String? = nil) {
    self.matrix = matrix
    self.folder = folder.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
  }

  /// The records checked: those of the folder, if one is given, sorted by id.
  package var records: [APIRecord] {
    matrix.apis.filter { record in
      folder.map { record.declaredAt.file.hasPrefix($0) } ?? true
    }.sorted { $0.id < $1.id }
  }

  /// The records that can be checked: iOS records of SwiftUI and UIKit.
  package var checkableRecords: [APIRecord] {
    records.filter { record in
      Self.frameworks.contains(record.framework) && record.availability[.iOS] != nil
    }
  }

  /// Checks every record against the SDK folders (in any order; they are sorted by version).
  package func verify(_ folders: [SDKFolder]) throws(SDKFolderError) -> SDKVerificationReport {
    let sdks = folders.sorted { ($0.version, $0.path) < ($1.version, $1.path) }
    let records = checkableRecords
    let symbols = records.map(RecordSymbol.init)
    var observations = [[SDKObservation]](repeating: [], count: records.count)
    var problems: [[SDKFileProblem]] = []
    for folder in sdks {
      let contents = try SDKContents(reading: folder)
      problems.append(contents.problems)
      for (offset, record) in records.enumerated() {
        let found =
          symbols[offset].map { symbol in
            symbol.declarations(in: contents.index).map {
              FoundDeclaration(declaration: $0, availability: contents.index.availability(of: $0))
            }.sorted { $0.declaration.location < $1.declaration.location }
          } ?? []
        observations[offset].append(
          SDKObservation(
            version: folder.version, hasFiles: contents.hasFiles(for: record.framework),
            isCovered: contents.covers(record.framework),
            problems: contents.problems(for: record.framework), found: found))
      }
    }
    let verifications = records.enumerated().map { offset, record in
      // The records were filtered to those with iOS availability.
      let data = record.availability[.iOS]!
      let evaluator = RecordEvaluator(
        data: data, deprecationPoint: deprecationPoint(of: record, data),
        observations: observations[offset])
      return RecordVerification(record: record, findings: evaluator.findings())
    }
    let skipped = self.records.filter { record in !records.contains { $0.id == record.id } }
    return SDKVerificationReport(
      sdks: sdks, records: verifications, skipped: skipped, problems: problems)
  }

  /// See `RecordEvaluator.deprecationPoint`.
  private func deprecationPoint(of record: APIRecord, _ data: APIAvailability) -> OSVersion? {
    switch data.deprecated {
    case .hard(let version): version
    case .soft:
      record.replacement.compactMap { matrix.api(id: $0)?.availability[.iOS]?.introduced }.max()
    case nil: nil
    }
  }
}

/// The verdicts of every SDK on one record, and the one they add up to.
package struct RecordVerification: Sendable, Hashable {
  /// The record.
  package let record: APIRecord
  /// One finding per SDK of the report, in its order; `nil` where the SDK cannot tell.
  package let findings: [SDKFinding?]

  /// Creates a record's verification.
  package init(record: APIRecord, findings: [SDKFinding?]) {
    self.record = record
    self.findings = findings
  }

  /// The offset of the SDK whose finding stands for all: the heaviest verdict (a disagreement
  /// over a missing symbol over an agreement over an absence), from the newest SDK that gave
  /// it; `nil` when no SDK could tell.
  package var combinedOffset: Int? {
    var best: Int?
    for (offset, finding) in findings.enumerated() {
      guard let finding else { continue }
      if let current = best, let chosen = findings[current],
        chosen.verdict.weight > finding.verdict.weight
      {
        continue
      }
      best = offset
    }
    return best
  }

  /// The finding that stands for all; see `combinedOffset`.
  package var combined: SDKFinding? {
    combinedOffset.flatMap { findings[$0] }
  }
}

/// The verdicts of a run of `verify-sdk`.
package struct SDKVerificationReport: Sendable {
  /// The SDKs, oldest first.
  package let sdks: [SDKFolder]
  /// One verification per record, sorted by id.
  package let records: [RecordVerification]
  /// The records not checked at all: other frameworks than SwiftUI and UIKit (an Info.plist
  /// key), or no iOS availability.
  package let skipped: [APIRecord]
  /// The files of each SDK (in the order of `sdks`) that cannot be read.
  package let problems: [[SDKFileProblem]]
  /// What gave the verdicts: the SDKs' files, or the compiler (`verify-sdk --typecheck`).
  package let source: VerdictSource

  /// Creates a report.
  package init(
    sdks: [SDKFolder], records: [RecordVerification], skipped: [APIRecord],
    problems: [[SDKFileProblem]]? = nil, source: VerdictSource = .interface
  ) {
    self.sdks = sdks
    self.records = records
    self.skipped = skipped
    self.problems = problems ?? sdks.map { _ in [] }
    self.source = source
  }

  /// Whether any record disagrees or is not found: the run fails.
  package var hasFailures: Bool {
    records.contains { $0.combined?.verdict.isFailure == true }
  }

  /// The records no SDK could tell anything about.
  package var unchecked: [RecordVerification] {
    records.filter { $0.combined == nil }
  }

  /// How many records got each combined verdict.
  package var totals: [SDKVerdict: Int] {
    var totals: [SDKVerdict: Int] = [:]
    for record in records {
      if let verdict = record.combined?.verdict { totals[verdict, default: 0] += 1 }
    }
    return totals
  }

  /// How many records got each verdict from the SDK at `offset`.
  package func totals(forSDK offset: Int) -> [SDKVerdict: Int] {
    var totals: [SDKVerdict: Int] = [:]
    for record in records {
      if let verdict = record.findings[offset]?.verdict { totals[verdict, default: 0] += 1 }
    }
    return totals
  }

  /// How many records the SDK at `offset` could not check because of `problem`: those of its
  /// framework it gave `unreadable`.
  package func uncheckedRecords(forSDK offset: Int, _ problem: SDKFileProblem) -> Int {
    let frameworks: Set<String> =
      problem.framework == "UIKit" ? ["UIKit"] : ["SwiftUI"]
    return records.filter { record in
      frameworks.contains(record.record.framework)
        && record.findings[offset]?.verdict == .unreadable
    }.count
  }
}
