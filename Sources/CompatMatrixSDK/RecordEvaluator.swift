import CompatMatrixCore

/// A declaration an SDK makes for a record, with its availability once its type's is added.
struct FoundDeclaration: Sendable, Hashable {
  /// The declaration.
  let declaration: SDKDeclaration
  /// Its availability, with what its type's declaration adds.
  let availability: DeclaredAvailability
}

/// What one SDK shows for one record.
struct SDKObservation: Sendable, Hashable {
  /// The SDK's version.
  let version: OSVersion
  /// Whether the SDK holds any file of the record's framework: without one it can tell
  /// nothing, not even that a symbol is absent.
  let hasFiles: Bool
  /// Whether the SDK holds every file the record's framework declares symbols in.
  let isCovered: Bool
  /// The files of the record's framework that cannot be read.
  let problems: [SDKFileProblem]
  /// The declarations that fit the record's symbol, in file order.
  let found: [FoundDeclaration]
}

/// Turns what each SDK shows for one record into a verdict per SDK.
///
/// The SDKs are weighed together, oldest first: an SDK that does not declare a symbol a later
/// one declares, dated back to a release the earlier SDK covers, is `later-sdk` (the symbol
/// came in a later SDK, usable on older releases when built with it), and so is an SDK that
/// does not declare a soft deprecation a later one declares. The record's own `sdk` history
/// says the same for a lone SDK, and is checked against the SDKs when they can tell.
struct RecordEvaluator {
  /// The record's iOS availability.
  let data: APIAvailability
  /// From which release the record's deprecation should show: its version when hard; when
  /// soft, the latest introduction among its replacements (a soft deprecation comes with its
  /// replacement), or `nil` when it names none.
  let deprecationPoint: OSVersion?
  /// What each SDK shows, oldest first.
  let observations: [SDKObservation]

  /// One finding per SDK, in the same order; `nil` where the SDK does not hold the files the
  /// record's framework declares symbols in and does not declare it either.
  func findings() -> [SDKFinding?] {
    let first = observations.firstIndex { !$0.found.isEmpty }
    var findings: [SDKFinding?] = []
    var firstNote: String?
    for (offset, observation) in observations.enumerated() {
      guard !observation.found.isEmpty else {
        findings.append(missing(observation, firstFound: first))
        continue
      }
      let laterDeprecated = observations[(offset + 1)...].contains { later in
        later.found.contains { $0.availability.deprecated != nil }
      }
      let candidates = observation.found.map {
        check($0, version: observation.version, laterDeprecated: laterDeprecated)
      }
      var finding =
        candidates.first { $0.verdict == .agrees } ?? candidates.first { $0.verdict == .laterSDK }
        ?? candidates[0]
      if offset == first {
        (finding, firstNote) = firstDeclaration(finding, at: offset)
      } else if let firstNote, finding.verdict == .agrees || finding.verdict == .laterSDK {
        // Later SDKs repeat where the symbol first appeared, so the combined verdict says it.
        finding = finding.with(
          finding.verdict,
          note: [finding.note, firstNote].compactMap { $0 }.joined(separator: "; "))
      }
      findings.append(finding)
    }
    return findings
  }

  /// The finding of an SDK that does not declare the symbol.
  private func missing(_ observation: SDKObservation, firstFound: Int?) -> SDKFinding? {
    let version = observation.version
    guard observation.hasFiles else { return nil }
    if version < data.introduced {
      return SDKFinding(
        .absent, sdkVersion: version, note: "the \(version) SDK predates iOS \(data.introduced)")
    }
    if let obsoleted = data.obsoleted, version >= obsoleted {
      return SDKFinding(.absent, sdkVersion: version, note: "obsoleted in iOS \(obsoleted)")
    }
    if let firstFound, observations[firstFound].version > version,
      let dated = observations[firstFound].found.compactMap(\.availability.introduced).min(),
      dated <= version
    {
      return SDKFinding(
        .laterSDK, sdkVersion: version,
        note:
          "not yet in this SDK: added in the \(observations[firstFound].version) SDK, dated back "
          + "to iOS \(dated), usable there only when built with a later SDK")
    }
    if let declared = data.sdk.declared, version < declared {
      return SDKFinding(
        .laterSDK, sdkVersion: version,
        note:
          "not yet in this SDK: the record says the \(declared) SDK first declares it, dated "
          + "back to iOS \(data.introduced)")
    }
    if let problem = observation.problems.first {
      let others = observation.problems.count - 1
      return SDKFinding(
        .unreadable, sdkVersion: version,
        note:
          "not checked: \(problem)" + (others > 0 ? " (and \(others) more unreadable)" : ""))
    }
    guard observation.isCovered else { return nil }
    return SDKFinding(
      .notFound, sdkVersion: version,
      note: "the \(version) SDK should declare it (iOS \(data.introduced) or later)")
  }

  /// Compares one declaration's availability with the record's.
  private func check(_ found: FoundDeclaration, version: OSVersion, laterDeprecated: Bool)
    -> SDKFinding
  {
    let declared = found.availability
    let location = found.declaration.location
    func disagree(_ field: String, _ data: String, _ sdk: String) -> SDKFinding {
      SDKFinding(
        .disagrees, sdkVersion: version, field: field, data: data, sdk: sdk, location: location,
        declared: declared)
    }
    if declared.isUnavailable {
      // Declared for other platforms, before iOS had it (`navigationSubtitle` before 26).
      if version < data.introduced {
        return SDKFinding(
          .absent, sdkVersion: version, location: location, declared: declared,
          note: "the \(version) SDK predates iOS \(data.introduced); declared unavailable on iOS")
      }
      return disagree("available", "iOS \(data.introduced)", "unavailable")
    }
    if let introduced = declared.introduced, introduced != data.introduced {
      return disagree("introduced", data.introduced.description, introduced.description)
    }
    if declared.obsoleted != data.obsoleted,
      declared.obsoleted != nil || version >= (data.obsoleted ?? version)
    {
      return disagree(
        "obsoleted", data.obsoleted?.description ?? "none",
        declared.obsoleted?.description ?? "none")
    }
    if let deprecating = data.sdk.deprecated {
      if declared.deprecated != nil, version < deprecating {
        return disagree(
          "sdk.deprecated", deprecating.description, "deprecated by the \(version) SDK")
      }
      if declared.deprecated == nil, version >= deprecating {
        return disagree(
          "deprecated", data.deprecated?.description ?? "none",
          "none (the record says the \(deprecating) SDK deprecates it)")
      }
    }
    if let problem = deprecationProblem(declared.deprecated, version) {
      if declared.deprecated == nil, let reason = laterDeprecation(version, laterDeprecated) {
        return SDKFinding(
          .laterSDK, sdkVersion: version, location: location, declared: declared,
          note: "changed in a later SDK: \(reason)")
      }
      return disagree("deprecated", data.deprecated?.description ?? "none", problem)
    }
    var notes: [String] = []
    if declared.introduced == nil { notes.append("declared without an iOS version") }
    if let before = declared.backDeployedBefore { notes.append("back-deployed before \(before)") }
    if data.deprecated != nil, declared.deprecated == nil {
      notes.append("not yet deprecated in this SDK")
    }
    if case .hard(let expected) = data.deprecated, declared.deprecated == .soft {
      notes.append("soft-deprecated in this SDK, before iOS \(expected)")
    }
    return SDKFinding(
      .agrees, sdkVersion: version, location: location, declared: declared,
      note: notes.isEmpty ? nil : notes.joined(separator: "; "))
  }

  /// Why an SDK that does not declare the record's deprecation, where its release would,
  /// can be older than the change: the record's `sdk` history names a later SDK, or a later
  /// SDK of the run declares a soft deprecation (a hard one names its release, which this SDK
  /// has reached). `nil` when nothing says so.
  private func laterDeprecation(_ version: OSVersion, _ laterDeprecated: Bool) -> String? {
    if let deprecating = data.sdk.deprecated, version < deprecating {
      return "the record says the \(deprecating) SDK first deprecates it"
    }
    if laterDeprecated, data.deprecated == .soft {
      return "a later SDK of this run deprecates it"
    }
    return nil
  }

  /// The SDK's deprecation when it contradicts the record's, or `nil` when they agree (an SDK
  /// that predates the record's deprecation agrees with it).
  private func deprecationProblem(_ declared: SDKDeprecation?, _ version: OSVersion) -> String? {
    switch (data.deprecated, declared) {
    case (nil, nil), (.soft, .soft): return nil
    case (.hard(let expected), .hard(let actual)): return expected == actual ? nil : "\(actual)"
    case (.hard(let expected), .soft) where version < expected:
      // Soft-deprecated before the release that deprecates it (NavigationLink(isActive:) in
      // the iOS 15 SDKs).
      return nil
    case (nil, .some(let actual)), (.soft, .some(let actual)), (.hard, .some(let actual)):
      return actual.description
    case (.hard(let expected), nil):
      return version < expected ? nil : "none"
    case (.soft, nil):
      if let point = deprecationPoint, version < point { return nil }
      return "none"
    }
  }

  /// The finding of the oldest SDK that declares the symbol, checked against the SDK before
  /// it and the record's `sdk` history: when the SDK before covers the record's introduction
  /// but does not declare the symbol, the symbol came later than the record says, unless its
  /// attribute dates it back.
  ///
  /// - Returns: the finding, and the note that says where the symbol first appeared, for the
  ///   findings of later SDKs.
  private func firstDeclaration(_ finding: SDKFinding, at offset: Int) -> (SDKFinding, String?) {
    guard finding.verdict == .agrees || finding.verdict == .laterSDK else { return (finding, nil) }
    let previous = observations[..<offset].last(where: \.isCovered)
    if let declaring = data.sdk.declared {
      if finding.sdkVersion < declaring {
        return (history(finding, "\(declaring)", "declared by the \(finding.sdkVersion) SDK"), nil)
      }
      if let previous, previous.version >= declaring {
        let sdk = "after \(previous.version) (first declared by the \(finding.sdkVersion) SDK)"
        return (history(finding, "\(declaring)", sdk), nil)
      }
    }
    guard let previous, previous.version >= data.introduced else { return (finding, nil) }
    if let introduced = finding.declared?.introduced, introduced <= previous.version {
      let note =
        "first declared by the \(finding.sdkVersion) SDK (not the \(previous.version) one), "
        + "dated back to iOS \(introduced)"
      let notes = [finding.note, note].compactMap { $0 }.joined(separator: "; ")
      return (finding.with(finding.verdict, note: notes), note)
    }
    let disagreement = SDKFinding(
      .disagrees, sdkVersion: finding.sdkVersion, field: "introduced",
      data: data.introduced.description,
      sdk: "after \(previous.version) (first declared by the \(finding.sdkVersion) SDK)",
      location: finding.location, declared: finding.declared)
    return (disagreement, nil)
  }

  /// A disagreement with the record's `sdk.declared`.
  private func history(_ finding: SDKFinding, _ data: String, _ sdk: String) -> SDKFinding {
    SDKFinding(
      .disagrees, sdkVersion: finding.sdkVersion, field: "sdk.declared", data: data, sdk: sdk,
      location: finding.location, declared: finding.declared)
  }
}
