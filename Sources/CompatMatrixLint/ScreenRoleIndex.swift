import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixSource

/// How the screens of a lint run are shown, across its files and storyboards: built once per
/// run, after the files are linted, for the screens whose `missing-companion` finding the
/// file alone could not settle, and only from the files that name one of them (a `grep` of
/// the names first), so that a run with none costs nothing.
///
/// A screen only ever installed as a stack's root or presented modally has no back button to
/// lose: its finding is dropped. A screen pushed somewhere keeps it. A screen whose showing
/// the files do not tell (a factory in another module, a storyboard's initial controller)
/// keeps it at note severity, saying so.
///
/// Names are matched per target: a use in a file counts for a finding in another file when
/// the two share a target, or when the using file's targets declare no type of that name
/// themselves (they use one from another module, such as a framework the finding's file is
/// in). A file no project lists, and a storyboard, count for every target.
struct ScreenRoleIndex: Sendable {
  /// How one file or storyboard shows a screen.
  struct Use: Sendable, Hashable {
    /// The role it gives the screen.
    var role: ScreenRole
    /// The targets of the file; empty when none is known (a storyboard, a file no project
    /// lists).
    var targets: Set<String>
  }

  /// The uses of each screen named, over every file read.
  let uses: [String: Set<Use>]
  /// The targets that declare a type of each screen's name, as far as the run saw: the
  /// targets of the findings' own files and of the showing files that declare it.
  let declarations: [String: Set<String>]
  /// Storyboards that could not be read.
  let skipped: [SkippedFile]
  /// The views that apply each view modifier a finding waits on.
  var appliers: [String: Set<String>] = [:]

  /// An index of uses already found.
  init(uses: [String: Set<Use>], declarations: [String: Set<String>], skipped: [SkippedFile] = []) {
    self.uses = uses
    self.declarations = declarations
    self.skipped = skipped
  }

  /// The roles one file's bytes give `screens`: for a file linted alone.
  init(screens: Set<String>, bytes: [UInt8]) {
    let found =
      screens.isEmpty
      ? [:] : ScreenRoleScan(SwiftSourceFile(bytes: bytes)).roles(of: screens)
    uses = found.mapValues { Set($0.map { Use(role: $0, targets: []) }) }
    declarations = [:]
    skipped = []
  }

  /// Settles the findings of one file linted alone.
  static func settle(_ findings: [LintFinding], bytes: [UInt8], input: LintInput)
    -> [LintFinding]
  {
    let screens = Set(findings.compactMap { $0.pendingScreen?.name })
    guard findings.contains(where: { $0.pendingScreen != nil }) else { return findings }
    let index = ScreenRoleIndex(screens: screens, bytes: bytes)
    return findings.compactMap { index.settle($0, input: input) }
  }

  /// Reads the files of `inputs` that name one of the screens `findings` wait on (each
  /// finding with the input of its file), and the storyboards. For a finding in a view
  /// modifier, the files of `all` that name it first say which views apply it; those are the
  /// screens.
  init(
    waiting findings: [(finding: LintFinding, input: LintInput)], inputs: [LintInput],
    all: [LintInput] = [], storyboards: [SourceWalker.File]
  ) {
    var declarations: [String: Set<String>] = [:]
    for (finding, input) in findings {
      guard let pending = finding.pendingScreen, let name = pending.name, pending.declared
      else { continue }
      declarations[name, default: []].formUnion(input.platforms.targets)
    }
    let modifiers = Set(
      findings.compactMap { $0.finding.pendingScreen.flatMap { $0.modifier ? $0.name : nil } })
    let appliers = Self.appliers(of: modifiers, in: all)
    let screens = Set(findings.compactMap { $0.finding.pendingScreen?.name })
      .union(appliers.values.joined())
    guard !screens.isEmpty else {
      (uses, self.declarations, skipped) = ([:], declarations, [])
      return
    }
    let found = Self.scan(inputs, naming: screens, holding: ScreenRoleScan.showingWords) {
      $0.scan(screens)
    }
    var uses: [String: Set<Use>] = [:]
    for (input, file) in zip(inputs, found) {
      guard let file else { continue }
      let targets = Set(input.platforms.targets)
      for name in file.declared { declarations[name, default: []].formUnion(targets) }
      for (name, roles) in file.roles {
        uses[name, default: []].formUnion(roles.map { Use(role: $0, targets: targets) })
      }
    }
    let boards = StoryboardScreenRoles(screens: screens, storyboards: storyboards)
    for (name, roles) in boards.roles {
      uses[name, default: []].formUnion(roles.map { Use(role: $0, targets: []) })
    }
    self.uses = uses
    self.declarations = declarations
    skipped = boards.skipped
    self.appliers = appliers
  }

  /// The views that apply each modifier, over the files that name one; then, for a modifier
  /// applied in an extension's function, the views that call that function.
  private static func appliers(of modifiers: Set<String>, in inputs: [LintInput])
    -> [String: Set<String>]
  {
    guard !modifiers.isEmpty else { return [:] }
    let found = scan(inputs, naming: modifiers) { $0.appliers(of: modifiers) }.compactMap { $0 }
    var views: [String: Set<String>] = found.reduce(into: [:]) { all, file in
      all.merge(file.views) { $0.union($1) }
    }
    let functions: [String: Set<String>] = found.reduce(into: [:]) { all, file in
      all.merge(file.functions) { $0.union($1) }
    }
    let names = Set(functions.values.joined())
    guard !names.isEmpty else { return views }
    let callers: [String: Set<String>] = scan(inputs, naming: names) { $0.callers(of: names) }
      .reduce(into: [:]) { all, file in all.merge(file ?? [:]) { $0.union($1) } }
    for (modifier, through) in functions {
      for function in through { views[modifier, default: []].formUnion(callers[function] ?? []) }
    }
    return views
  }

  /// What `body` finds in each of `inputs` that names one of `names` (and one of `holding`,
  /// when given), tokenized for those words, in the inputs' order; `nil` for the others. Read
  /// in parallel, each file only while it is scanned.
  private static func scan<Found: Sendable>(
    _ inputs: [LintInput], naming names: Set<String>, holding other: Set<String> = [],
    _ body: @Sendable @escaping (ScreenRoleScan) -> Found
  ) -> [Found?] {
    let words = AnchorWords(names)
    let also = other.isEmpty ? nil : AnchorWords(other)
    let indexing = NameSet(names.union(other))
    return ParallelMap.map(count: inputs.count) { index -> Found? in
      guard case .success(let bytes) = SourceReader.read(inputs[index].file.path),
        words.occurs(in: bytes), also?.occurs(in: bytes) ?? true
      else { return nil }
      return body(ScreenRoleScan(SwiftSourceFile(bytes: bytes, indexing: indexing)))
    }
  }

  /// What becomes of a finding waiting on its screen: dropped (`nil`) when the screen is only
  /// a root or modal, kept when it is pushed somewhere, a note saying so when nothing tells.
  func settle(_ finding: LintFinding, input: LintInput) -> LintFinding? {
    guard let pending = finding.pendingScreen else { return finding }
    var settled = finding
    settled.pendingScreen = nil
    // A modifier's screens are the views that apply it.
    let screens = pending.name.map { pending.modifier ? Array(appliers[$0] ?? []) : [$0] } ?? []
    let found = screens.reduce(into: Set<ScreenRole>()) {
      $0.formUnion(roles(of: $1, for: Set(input.platforms.targets)))
    }
    if found.contains(.pushed) { return settled }
    if !found.isEmpty { return nil }
    guard let severity = input.configuration.severity(of: finding.rule, graded: .note) else {
      return nil
    }
    settled.severity = severity
    let text = screens.isEmpty ? pending.unapplied ?? pending.text : pending.text
    (settled.message, settled.detail) = (text.message, text.detail)
    // A storyboard that could not be read may be what shows it.
    if !skipped.isEmpty {
      let names = skipped.map(\.file).sorted().joined(separator: ", ")
      settled.detail += " Not read, as not well-formed: \(names)."
    }
    return settled
  }

  /// The roles a screen has for a finding in a file of `targets`: the uses of files sharing a
  /// target with it, of files whose targets declare no type of that name, and of files and
  /// storyboards of no known target.
  func roles(of screen: String, for targets: Set<String>) -> Set<ScreenRole> {
    let declared = declarations[screen] ?? []
    return Set(
      (uses[screen] ?? []).filter { use in
        targets.isEmpty || use.targets.isEmpty || !use.targets.isDisjoint(with: targets)
          || use.targets.isDisjoint(with: declared)
      }.map(\.role))
  }
}

/// A `missing-companion` finding the file alone could not settle: the screen it belongs to,
/// and the words it takes when nothing tells how that screen is shown.
struct PendingScreen: Sendable, Hashable {
  /// A finding's message and whole text.
  struct Text: Sendable, Hashable {
    /// The message, one line.
    var message: String
    /// The same, whole.
    var detail: String
  }

  /// The type the finding is in (`SettingsViewController`, `DetailView`); `nil` in top-level
  /// code.
  var name: String?
  /// Whether the finding's file declares that type (rather than extending it).
  var declared: Bool
  /// Whether the type is a view modifier: the views that apply it are the screens.
  var modifier: Bool = false
  /// The words saying that lint cannot tell whether the screen is pushed.
  var text: Text
  /// For a view modifier, the words when no view of the run applies it.
  var unapplied: Text?
}
