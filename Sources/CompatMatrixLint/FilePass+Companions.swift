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
      let missing = LintMessage.missingCompanion(
        subject(detector.title, found), concern: companionConcern.id,
        title: companionConcern.title, reason: companion.reason, advice: LintAdvice(plan))
      var finding = make(.missingCompanion, missing, found, sources: companion.sources)
      finding.concern = concern.id
      finding.strategy = detector.strategy?.id
      if case .hazard(_, let hazard) = detector.kind { finding.hazard = hazard.id }
      finding.recommended = plan.branches.last?.strategy.id
      finding.companionConcern = companion.concern
      if case .unknown(let other) = place {
        // The files that show the screen say whether it is pushed (`ScreenRoleIndex`). Set on
        // another controller (`host.navigationItem.…`), the code is about that one; the screen
        // around it is named only when the code is about itself.
        let start = source.view.codePosition(atOrAfterToken: found.tokenRange.lowerBound)
        let screen = other == nil ? ScreenRoleScan.screen(around: start, in: source) : nil
        func text(_ message: LintMessage) -> PendingScreen.Text {
          let made = make(.missingCompanion, message, found, sources: companion.sources)
          return PendingScreen.Text(message: made.message, detail: made.detail)
        }
        finding.pendingScreen = PendingScreen(
          name: screen?.name, declared: screen?.declared ?? false,
          modifier: screen?.modifier ?? false,
          text: text(
            .unsettled(
              missing, screen: other ?? screen?.name, modifier: screen?.modifier ?? false)),
          unapplied: screen.flatMap {
            $0.modifier ? text(.unapplied(missing, modifier: $0.name)) : nil
          })
      }
      findings.append(finding)
    }
  }

  /// Where a use needing a companion is, as the file shows it.
  enum ScreenPlace: Equatable {
    /// Inside the content of a stack's root or a sheet, or set on another controller that
    /// this file installs as a root or presents: no back button to lose.
    case root
    /// Inside a destination, or set on another controller this file pushes: pushed.
    case pushed
    /// The file does not say: the screen's type may be shown from another file. When the
    /// code is about another controller (`host.navigationItem.…`), its name.
    case unknown(otherController: String?)
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
    let scan = ScreenRoleScan(source)
    // Set only when the screen is its stack's root (`if navigationController?.viewControllers
    // .count == 1 { … }`): no back button to lose there.
    if scan.runsOnlyAtRoot(start) { return .root }
    let root = innermost(detector.rootOf)
    let pushed = innermost(detector.pushedBy)
    switch (root, pushed) {
    case (let root?, let pushed?): return root > pushed ? .root : .pushed
    case (_?, nil): return .root
    case (nil, _?): return .pushed
    case (nil, nil):
      // Set on another controller this file shows: how it shows that one.
      let other = scan.otherController(at: start)
      switch other?.role {
      case .root?, .modal?: return .root
      case .pushed?: return .pushed
      case nil: return .unknown(otherController: other?.name)
      }
    }
  }
}
