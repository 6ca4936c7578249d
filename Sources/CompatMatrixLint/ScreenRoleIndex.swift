import CompatMatrixCore
import CompatMatrixSource

/// How the screens of a lint run are shown, across its files: built once per run, after the
/// files are linted, for the screens whose `missing-companion` finding the file alone could
/// not settle, and only from the files that name one of them (a `grep` of the names first),
/// so that a run with none costs nothing.
///
/// A screen only ever installed as a stack's root or presented modally has no back button to
/// lose: its finding is dropped. A screen pushed somewhere keeps it. A screen whose showing
/// the files do not tell (a factory in another module, a storyboard segue) keeps it at note
/// severity, saying so.
struct ScreenRoleIndex: Sendable {
  /// The roles of each screen named, over every file read.
  let roles: [String: Set<ScreenRole>]

  /// The roles one file's bytes give `screens`: for a file linted alone.
  init(screens: Set<String>, bytes: [UInt8]) {
    roles =
      screens.isEmpty
      ? [:] : ScreenRoleScan(SwiftSourceFile(bytes: bytes)).roles(of: screens)
  }

  /// Settles the findings of one file linted alone.
  static func settle(_ findings: [LintFinding], bytes: [UInt8], input: LintInput)
    -> [LintFinding]
  {
    let screens = Set(findings.compactMap { $0.pendingScreen?.name })
    guard findings.contains(where: { $0.pendingScreen != nil }) else { return findings }
    let index = ScreenRoleIndex(screens: screens, bytes: bytes)
    return findings.compactMap { index.settle($0, configuration: input.configuration) }
  }

  /// Reads the files of `inputs` that name one of `screens`.
  init(screens: Set<String>, inputs: [LintInput]) {
    guard !screens.isEmpty else {
      roles = [:]
      return
    }
    let names = AnchorWords(screens)
    let showing = AnchorWords(ScreenRoleScan.showingWords)
    let indexing = NameSet(screens.union(ScreenRoleScan.showingWords))
    let found = ParallelMap.map(count: inputs.count) { index -> [String: Set<ScreenRole>] in
      guard case .success(let bytes) = SourceReader.read(inputs[index].file.path),
        names.occurs(in: bytes), showing.occurs(in: bytes)
      else { return [:] }
      return ScreenRoleScan(SwiftSourceFile(bytes: bytes, indexing: indexing))
        .roles(of: screens)
    }
    var roles: [String: Set<ScreenRole>] = [:]
    for file in found { roles.merge(file) { $0.union($1) } }
    self.roles = roles
  }

  /// What becomes of a finding waiting on its screen: dropped (`nil`) when the screen is only
  /// a root or modal, kept when it is pushed somewhere, a note saying so when nothing tells.
  func settle(_ finding: LintFinding, configuration: LintConfiguration) -> LintFinding? {
    guard let pending = finding.pendingScreen else { return finding }
    var settled = finding
    settled.pendingScreen = nil
    let found = pending.name.flatMap { roles[$0] } ?? []
    if found.contains(.pushed) { return settled }
    if !found.isEmpty { return nil }
    guard let severity = configuration.severity(of: finding.rule, graded: .note) else {
      return nil
    }
    settled.severity = severity
    settled.message = pending.message
    settled.detail = pending.detail
    return settled
  }
}

/// A `missing-companion` finding the file alone could not settle: the screen it belongs to,
/// and the words it takes when nothing tells how that screen is shown.
struct PendingScreen: Sendable, Hashable {
  /// The type the finding is in (`SettingsViewController`, `DetailView`); `nil` in top-level
  /// code.
  var name: String?
  /// The message saying that lint cannot tell whether the screen is pushed.
  var message: String
  /// The same, whole.
  var detail: String
}
