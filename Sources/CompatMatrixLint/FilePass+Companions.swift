import CompatMatrixCore
import CompatMatrixResolver
import CompatMatrixSource

extension FilePass {
  /// A finding at every use of a strategy whose companion the file lacks, except on a root
  /// screen, which has no back button to lose.
  ///
  /// One finding per screen: where a declaration has several uses that need the same
  /// companion (a hidden back button and the custom one that replaces it), the first speaks.
  mutating func addCompanions() {
    var screens = Set<String>()
    let ordered = needingCompanions.sorted { $0.1 < $1.1 }
    for (detector, found, effective) in ordered {
      let place = screenPlace(found, detector)
      guard let concern = detector.concern, let companion = detector.companion,
        !present.contains(companion.concern),
        let companionConcern = matrix.concern(id: companion.concern), place != .root
      else { continue }
      let scope = source.enclosingDeclaration(ofToken: found.tokenRange.lowerBound)
      let screen = "\(scope.map { "\($0.lowerBound)" } ?? "file") \(companion.concern)"
      guard screens.insert(screen).inserted else { continue }
      let plan = linter.cachedPlan(companionConcern, effective, preferring: preference)
      var finding = make(
        .missingCompanion,
        .missingCompanion(
          subject(detector.title, found), concern: companionConcern.id,
          title: companionConcern.title,
          reason: companion.reason, advice: LintAdvice(plan)),
        found, sources: companion.sources)
      finding.concern = concern.id
      finding.strategy = detector.strategy?.id
      if case .hazard(_, let hazard) = detector.kind { finding.hazard = hazard.id }
      finding.recommended = plan.branches.last?.strategy.id
      finding.companionConcern = companion.concern
      if place == .unknown {
        // The files that show the screen say whether it is pushed (`ScreenRoleIndex`).
        let start = source.view.codePosition(atOrAfterToken: found.tokenRange.lowerBound)
        // Set on another controller (`host.navigationItem.…`), the code is about that one;
        // the screen around it is named only when the code is about itself.
        let other = ScreenRoleScan(source).otherController(at: start)
        let screen = other == nil ? ScreenRoleScan.screen(around: start, in: source) : nil
        let uncertain = make(
          .missingCompanion,
          .unsettled(
            .missingCompanion(
              subject(detector.title, found), concern: companionConcern.id,
              title: companionConcern.title,
              reason: companion.reason, advice: LintAdvice(plan)),
            screen: other?.name ?? screen?.name, modifier: screen?.modifier ?? false),
          found, sources: companion.sources)
        finding.pendingScreen = PendingScreen(
          name: screen?.name, declared: screen?.declared ?? false,
          modifier: screen?.modifier ?? false, message: uncertain.message,
          detail: uncertain.detail)
        if let screen, screen.modifier {
          let unapplied = make(
            .missingCompanion,
            .unapplied(
              .missingCompanion(
                subject(detector.title, found), concern: companionConcern.id,
                title: companionConcern.title,
                reason: companion.reason, advice: LintAdvice(plan)), modifier: screen.name),
            found, sources: companion.sources)
          finding.pendingScreen?.unapplied = (unapplied.message, unapplied.detail)
        }
      }
      findings.append(finding)
    }
  }

  /// Where a use needing a companion is, as the file shows it.
  enum ScreenPlace {
    /// Inside the content of a stack's root or a sheet, or set on another controller that
    /// this file installs as a root or presents: no back button to lose.
    case root
    /// Inside a destination, or set on another controller this file pushes: pushed.
    case pushed
    /// The file does not say: the screen's type may be shown from another file.
    case unknown
  }

  /// Where the innermost of the companion's root and push calls around a match puts it; a
  /// detector without them (a UIKit strategy) leaves it to the run's other files.
  private func screenPlace(_ found: LintPatternMatch, _ detector: LintDetector) -> ScreenPlace {
    let view = source.view
    let start = view.codePosition(atOrAfterToken: found.tokenRange.lowerBound)
    func innermost(_ programs: [LintPatternProgram]) -> Int? {
      programs.flatMap { $0.codeMatches(in: source) }
        .compactMap { CompiledLintPattern.callRegion($0, view) }
        .filter { $0.contains(start) }
        .map(\.lowerBound).max()
    }
    // Set only when the screen is its stack's root (`if navigationController?.viewControllers
    // .count == 1 { … }`): no back button to lose there.
    if ScreenRoleScan(source).runsOnlyAtRoot(start) { return .root }
    let root = innermost(detector.rootOf)
    let pushed = innermost(detector.pushedBy)
    switch (root, pushed) {
    case (let root?, let pushed?): return root > pushed ? .root : .pushed
    case (_?, nil): return .root
    case (nil, _?): return .pushed
    case (nil, nil):
      // Set on another controller this file shows: how it shows that one.
      switch ScreenRoleScan(source).otherController(at: start)?.role {
      case .root?, .modal?: return .root
      case .pushed?: return .pushed
      case nil: return .unknown
      }
    }
  }
}
