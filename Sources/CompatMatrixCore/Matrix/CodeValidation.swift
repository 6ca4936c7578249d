/// Checks the code the data holds beside its facts:
/// - every snippet says where it lives (`harness`), in a kind some harness template declares,
///   and no strategy without a snippet has a harness;
/// - a harness template has one `{{snippet}}` slot, at most one `{{given}}` and no other;
/// - a scaffold file's name is a plain `.swift` file name no other file of a profile shares,
///   and each slot names a concern;
/// - each scaffold fragment names a scaffold file with a slot for its concern and part.
enum CodeValidation {
  /// Every problem, unsorted.
  static func validate(_ matrix: Matrix) -> [MatrixDiagnostic] {
    var problems: [MatrixDiagnostic] = []
    for template in matrix.harnesses {
      checkHarnessTemplate(template, into: &problems)
    }
    checkScaffoldNames(matrix.scaffolds, into: &problems)
    for file in matrix.scaffolds {
      checkScaffoldSlots(file, in: matrix, into: &problems)
    }
    for concern in matrix.concerns {
      for strategy in concern.strategies {
        checkHarness(of: strategy, in: matrix, into: &problems)
        checkFragments(of: strategy, in: concern, matrix: matrix, into: &problems)
      }
    }
    return problems
  }

  private static func checkHarness(
    of strategy: Strategy, in matrix: Matrix, into problems: inout [MatrixDiagnostic]
  ) {
    switch (strategy.snippet, strategy.harness) {
    // A harness given but malformed is reported where it is read.
    case (.some, nil) where strategy.fieldLocations["harness"] == nil:
      problems.append(MatrixDiagnostic(at: strategy.reference(to: "snippet"), .missingHarness))
    case (nil, .some):
      problems.append(
        MatrixDiagnostic(at: strategy.reference(to: "harness"), .harnessWithoutSnippet))
    case (.some, .checked(let kind, _)?) where matrix.harness(kind) == nil:
      problems.append(
        MatrixDiagnostic(
          at: strategy.reference(to: "harness"),
          .unknownReference(.harness, kind.rawValue, suggestion: nil)))
    default:
      break
    }
  }

  private static func checkHarnessTemplate(
    _ template: HarnessTemplate, into problems: inout [MatrixDiagnostic]
  ) {
    let code = CodeTemplate(template.code)
    var reasons: [String] = []
    let snippets = code.slots.filter { $0.name == HarnessTemplate.snippetSlot }.count
    if snippets != 1 {
      reasons.append("it needs one {{snippet}} slot, and has \(snippets)")
    }
    if code.slots.filter({ $0.name == HarnessTemplate.givenSlot }).count > 1 {
      reasons.append("{{given}} appears more than once")
    }
    let others = code.slotNames.filter {
      $0 != HarnessTemplate.snippetSlot && $0 != HarnessTemplate.givenSlot
    }
    if !others.isEmpty {
      reasons.append(
        "a harness has only {{given}} and {{snippet}}, not "
          + others.map { "{{\($0)}}" }.joined(separator: ", "))
    }
    reasons += strayBraces(code)
    for reason in reasons {
      problems.append(MatrixDiagnostic(at: template.reference(to: "code"), .templateSlots(reason)))
    }
  }

  private static func checkScaffoldNames(
    _ files: [ScaffoldFile], into problems: inout [MatrixDiagnostic]
  ) {
    var taken: [String: String] = [:]
    for file in files {
      let name = file.name
      let plain =
        name.hasSuffix(".swift") && name.count > ".swift".count && !name.hasPrefix(".")
        && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }
      if !plain {
        problems.append(
          MatrixDiagnostic(
            at: file.reference(to: "name"),
            .scaffoldName(
              name,
              reason: "is not a plain Swift file name: letters, digits, '_', '-', ending in "
                + ".swift, without a folder")))
      }
      for profile in file.profiles {
        let key = "\(profile.rawValue) \(name)"
        if let other = taken[key] {
          problems.append(
            MatrixDiagnostic(
              at: file.reference(to: "name"),
              .scaffoldName(
                name, reason: "is also the name of '\(other)' in the \(profile.rawValue) scaffold"))
          )
        } else {
          taken[key] = file.id
        }
      }
    }
  }

  private static func checkScaffoldSlots(
    _ file: ScaffoldFile, in matrix: Matrix, into problems: inout [MatrixDiagnostic]
  ) {
    let template = file.template
    for concern in file.concerns where matrix.concern(id: concern) == nil {
      problems.append(
        MatrixDiagnostic(
          at: file.reference(to: "code"),
          .unknownReference(
            .concern, concern,
            suggestion: Suggestion.closest(to: concern, among: matrix.concerns.map(\.id)))))
    }
    if template.slots.isEmpty {
      problems.append(
        MatrixDiagnostic(
          at: file.reference(to: "code"),
          .templateSlots("a scaffold file needs a slot for a concern, such as {{pop-to-root}}")))
    }
    for reason in strayBraces(template) {
      problems.append(MatrixDiagnostic(at: file.reference(to: "code"), .templateSlots(reason)))
    }
    for slot in file.fallbacks.keys.sorted()
    where !template.slotNames.contains(slot) || ScaffoldSlot(slot).part != nil {
      problems.append(
        MatrixDiagnostic(
          at: file.reference(to: "fallbacks"),
          .templateSlots(
            "the fallback '\(slot)' names no slot of a concern's own code in the file's code")))
    }
  }

  private static func checkFragments(
    of strategy: Strategy, in concern: Concern, matrix: Matrix,
    into problems: inout [MatrixDiagnostic]
  ) {
    for (offset, fragment) in strategy.scaffold.enumerated() {
      let place = strategy.reference(to: "scaffold[\(offset)]")
      guard let file = matrix.scaffold(id: fragment.file) else {
        problems.append(
          MatrixDiagnostic(
            at: place,
            .unknownReference(
              .scaffold, fragment.file,
              suggestion: Suggestion.closest(to: fragment.file, among: matrix.scaffolds.map(\.id))))
        )
        continue
      }
      let slot = ScaffoldSlot(concern: concern.id, part: fragment.part).name
      if !file.template.slotNames.contains(slot) {
        problems.append(
          MatrixDiagnostic(at: place, .fragmentWithoutSlot(file: file.id, slot: slot)))
      }
    }
  }

  /// The lines that hold braces outside a slot, as reasons.
  private static func strayBraces(_ template: CodeTemplate) -> [String] {
    template.strayBraces.map {
      "line \($0) of the code holds '{{' outside a slot on a line of its own"
    }
  }
}
