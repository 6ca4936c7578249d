/// The checks on the fields that place strategies in a navigation architecture: declared
/// frameworks and dependencies between concerns.
extension MatrixValidator {
  /// A strategy must say which UI framework it is written in when its APIs do not tell: when
  /// it requires no API at all, or APIs of both SwiftUI and UIKit; a declared framework must
  /// be one its APIs use, when they use any.
  static func checkFramework(
    _ strategy: Strategy, in matrix: Matrix, into problems: inout [MatrixDiagnostic]
  ) {
    let frameworks = Set(strategy.requires.compactMap { matrix.api(id: $0)?.framework })
    let ui = frameworks.intersection(NavigationProfile.uiFrameworks)
    guard let declared = strategy.framework else {
      if frameworks.isEmpty || ui.count > 1 {
        problems.append(
          MatrixDiagnostic(
            at: strategy.reference(to: "requires"), .frameworkNotDeclared(usesBoth: ui.count > 1))
        )
      }
      return
    }
    if let only = ui.first, ui.count == 1, only != declared {
      problems.append(
        MatrixDiagnostic(
          at: strategy.reference(to: "framework"),
          .frameworkContradictsAPIs(declared: declared, found: only)))
    }
  }

  /// Each dependency names another concern that exists, and strategies of it.
  static func checkDependencies(
    _ strategy: Strategy, of concern: Concern, in matrix: Matrix,
    into problems: inout [MatrixDiagnostic]
  ) {
    for (offset, dependency) in strategy.dependsOn.enumerated() {
      let prefix = "dependsOn[\(offset)]"
      let place = strategy.reference(to: "\(prefix).concern")
      if dependency.concern == concern.id {
        problems.append(MatrixDiagnostic(at: place, .dependencyIsOwnConcern))
        continue
      }
      guard let target = matrix.concern(id: dependency.concern) else {
        problems.append(
          MatrixDiagnostic(
            at: place,
            .unknownReference(
              .concern, dependency.concern,
              suggestion: Suggestion.closest(
                to: dependency.concern, among: matrix.concerns.map(\.id)))))
        continue
      }
      let known = target.strategies.map(\.id)
      for (index, id) in dependency.strategies.enumerated() where !known.contains(id) {
        problems.append(
          MatrixDiagnostic(
            at: strategy.reference(to: "\(prefix).strategies[\(index)]"),
            .unknownReference(
              .strategy, id, suggestion: Suggestion.closest(to: id, among: known))))
      }
    }
  }

  /// Reports each circle of concerns whose strategies depend on one another, once, at the
  /// first dependency (in id order) that closes it.
  static func checkDependencyCycles(in matrix: Matrix, into problems: inout [MatrixDiagnostic]) {
    var edges: [String: [(to: String, place: SourceReference)]] = [:]
    for concern in matrix.concerns {
      for strategy in concern.strategies {
        for (offset, dependency) in strategy.dependsOn.enumerated()
        where dependency.concern != concern.id && matrix.concern(id: dependency.concern) != nil {
          edges[concern.id, default: []].append(
            (dependency.concern, strategy.reference(to: "dependsOn[\(offset)].concern")))
        }
      }
    }
    var state: [String: Bool] = [:]  // false: on the current path; true: finished.
    var path: [String] = []
    var reported = Set<Set<String>>()
    func visit(_ id: String) {
      state[id] = false
      path.append(id)
      for edge in edges[id] ?? [] {
        switch state[edge.to] {
        case nil:
          visit(edge.to)
        case false?:
          // The path from `edge.to` back to `id` and on to `edge.to` is a circle.
          let start = path.firstIndex(of: edge.to) ?? 0
          let circle = Array(path[start...]) + [edge.to]
          if reported.insert(Set(circle)).inserted {
            problems.append(MatrixDiagnostic(at: edge.place, .dependencyCycle(circle)))
          }
        case true?:
          break
        }
      }
      path.removeLast()
      state[id] = true
    }
    for id in edges.keys.sorted() where state[id] == nil {
      visit(id)
    }
  }
}
