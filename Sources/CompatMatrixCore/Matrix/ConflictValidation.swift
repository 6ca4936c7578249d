/// The checks on APIs that conflict (`APIRecord.conflicts`): the references, and that no plan
/// can pair the two on one release.
extension MatrixValidator {
  /// A conflict names another API and a concern that exist; no strategy requires both APIs;
  /// and every strategy outside the deciding concern that requires either API depends on that
  /// concern, only through strategies that do not require the other one. The resolver keeps
  /// dependencies, so a plan then never uses both on one release.
  static func checkConflicts(in matrix: Matrix, into problems: inout [MatrixDiagnostic]) {
    for api in matrix.apis {
      for (offset, conflict) in api.conflicts.enumerated() {
        let prefix = "conflicts[\(offset)]"
        if conflict.api == api.id {
          problems.append(
            MatrixDiagnostic(at: api.reference(to: "\(prefix).api"), .conflictsWithItself))
          continue
        }
        guard let other = matrix.api(id: conflict.api) else {
          problems.append(
            MatrixDiagnostic(
              at: api.reference(to: "\(prefix).api"),
              .unknownReference(
                .api, conflict.api,
                suggestion: Suggestion.closest(to: conflict.api, among: matrix.apis.map(\.id)))))
          continue
        }
        guard let decider = matrix.concern(id: conflict.concern) else {
          problems.append(
            MatrixDiagnostic(
              at: api.reference(to: "\(prefix).concern"),
              .unknownReference(
                .concern, conflict.concern,
                suggestion: Suggestion.closest(
                  to: conflict.concern, among: matrix.concerns.map(\.id)))))
          continue
        }
        checkPair(api, other, decidedBy: decider, in: matrix, into: &problems)
      }
    }
  }

  private static func checkPair(
    _ first: APIRecord, _ second: APIRecord, decidedBy decider: Concern, in matrix: Matrix,
    into problems: inout [MatrixDiagnostic]
  ) {
    for concern in matrix.concerns {
      for strategy in concern.strategies {
        let uses = (strategy.requires.contains(first.id), strategy.requires.contains(second.id))
        if uses.0, uses.1 {
          problems.append(
            MatrixDiagnostic(
              at: strategy.reference(to: "requires"),
              .requiresConflictingAPIs(first.symbol, second.symbol)))
          continue
        }
        guard concern.id != decider.id, uses.0 || uses.1 else { continue }
        let (used, excluded) = uses.0 ? (first, second) : (second, first)
        let decided = strategy.dependsOn.contains { dependency in
          dependency.concern == decider.id
            && dependency.strategies.allSatisfy { id in
              decider.strategies.first { $0.id == id }.map { !$0.requires.contains(excluded.id) }
                ?? false
            }
        }
        if !decided {
          problems.append(
            MatrixDiagnostic(
              at: strategy.reference(to: "requires"),
              .conflictNotDecided(
                used: used.symbol, other: excluded.symbol, concern: decider.id)))
        }
      }
    }
  }
}
