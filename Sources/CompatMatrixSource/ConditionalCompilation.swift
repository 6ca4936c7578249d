import CompatMatrixCore

/// Finds the `#if` / `#elseif` / `#else` branches never compiled for a target platform.
///
/// Conditions are evaluated in three-valued logic: `os(iOS)` is true or false for the
/// target, `targetEnvironment(macCatalyst)` is when the target says whether it is a Mac
/// Catalyst build, `true` and `false` are themselves, and everything else (`DEBUG`,
/// `canImport(UIKit)`, `targetEnvironment(simulator)`, `swift(>=5.9)`, `arch(arm64)`) is
/// unknown and counts as compiled. A branch is excluded when its condition is false or an earlier branch's is true.
/// Nesting of directives and of parentheses uses explicit stacks, never recursion.
package struct ConditionalCompilation {
  /// A value of three-valued logic.
  package enum Truth: Sendable, Hashable {
    case yes
    case no
    case unknown

    static prefix func ! (value: Truth) -> Truth {
      switch value {
      case .yes: .no
      case .no: .yes
      case .unknown: .unknown
      }
    }

    static func && (lhs: Truth, rhs: Truth) -> Truth {
      if lhs == .no || rhs == .no { return .no }
      return lhs == .yes && rhs == .yes ? .yes : .unknown
    }

    static func || (lhs: Truth, rhs: Truth) -> Truth {
      if lhs == .yes || rhs == .yes { return .yes }
      return lhs == .no && rhs == .no ? .no : .unknown
    }
  }

  private struct Branch {
    /// Where the branch's directive is.
    package var start: Int
    /// Whether an earlier branch of the same `#if` is certainly compiled.
    package var decided: Bool
    /// Whether this branch is certainly not compiled.
    var excluded: Bool
  }

  package let view: SwiftCodeView
  /// The names `os(…)` is true for.
  let osNames: Set<String>
  /// Whether `targetEnvironment(macCatalyst)` holds; `nil` when unknown.
  var isCatalyst: Bool? = nil
  /// Whether `DEBUG` is known to be unset, as in the build an app ships: then `#if DEBUG`
  /// code is excluded (what the app's users get has none of it); unknown otherwise.
  var release = false

  /// The code-position ranges of every excluded branch, each from its directive up to the
  /// next directive of the same `#if`.
  func excludedRanges() -> [Range<Int>] {
    var result: [Range<Int>] = []
    var open: [Branch] = []
    for position in 0..<view.count where view.token(position).kind == .poundDirective {
      switch view.name(position) {
      case "if":
        let truth = evaluate(after: position)
        open.append(Branch(start: position, decided: truth == .yes, excluded: truth == .no))
      case "elseif":
        guard var branch = open.popLast() else { continue }
        if branch.excluded { result.append(branch.start..<position) }
        let truth = evaluate(after: position)
        branch = Branch(
          start: position, decided: branch.decided || truth == .yes,
          excluded: branch.decided || truth == .no)
        open.append(branch)
      case "else":
        guard let branch = open.popLast() else { continue }
        if branch.excluded { result.append(branch.start..<position) }
        open.append(Branch(start: position, decided: true, excluded: branch.decided))
      case "endif":
        guard let branch = open.popLast() else { continue }
        if branch.excluded { result.append(branch.start..<position) }
      default: continue
      }
    }
    // Branches left open run to the end of the file.
    for branch in open where branch.excluded {
      result.append(branch.start..<view.count)
    }
    return result
  }

  /// The condition after a directive: the tokens on its line, and groups that start there.
  func conditionRange(after directive: Int) -> Range<Int> {
    var position = directive + 1
    var last = directive
    while position < view.count, !view.lineBreakBetween(last, position) {
      if view.token(position).kind == .poundDirective { break }
      if view.isOpening(position) {
        let next = view.afterGroup(position)
        last = next - 1
        position = next
      } else {
        last = position
        position += 1
      }
    }
    return directive + 1..<min(position, view.count)
  }

  /// Evaluates the condition after a directive with a shunting-yard over its tokens.
  package func evaluate(after directive: Int) -> Truth {
    enum Operation: Equatable {
      case not
      case and
      case or
      case open
    }
    var values: [Truth] = []
    var operations: [Operation] = []
    var malformed = false

    func apply(_ operation: Operation) {
      switch operation {
      case .not:
        guard let value = values.popLast() else {
          malformed = true
          return
        }
        values.append(!value)
      case .and, .or:
        guard let rhs = values.popLast(), let lhs = values.popLast() else {
          malformed = true
          return
        }
        values.append(operation == .and ? lhs && rhs : lhs || rhs)
      case .open:
        malformed = true
      }
    }
    func pushValue(_ value: Truth) {
      values.append(value)
      while operations.last == .not { apply(operations.removeLast()) }
    }
    func pushBinary(_ operation: Operation) {
      // `&&` binds tighter than `||`; both are left-associative.
      while let top = operations.last, top != .open, top == .and || operation == .or {
        apply(operations.removeLast())
      }
      operations.append(operation)
    }

    let range = conditionRange(after: directive)
    var position = range.lowerBound
    while position < range.upperBound, !malformed {
      let token = view.token(position)
      switch token.kind {
      case .operator:
        for operation in Self.operations(in: view.name(position)) {
          switch operation {
          case "!": operations.append(.not)
          case "&&": pushBinary(.and)
          case "||": pushBinary(.or)
          default: malformed = true
          }
        }
      case .punctuation where view.isPunctuation(position, "("):
        operations.append(.open)
      case .punctuation where view.isPunctuation(position, ")"):
        while let top = operations.last, top != .open { apply(operations.removeLast()) }
        guard operations.popLast() == .open else {
          malformed = true
          break
        }
        while operations.last == .not { apply(operations.removeLast()) }
      case .identifier, .keyword:
        if view.isPunctuation(position + 1, "(") {
          pushValue(call(at: position))
          position = view.afterGroup(position + 1)
          continue
        }
        let name = view.name(position)
        pushValue(
          name == "true" ? .yes : name == "false" || (release && name == "DEBUG") ? .no : .unknown)
      default:
        pushValue(.unknown)
      }
      position += 1
    }
    while !malformed, let operation = operations.popLast() { apply(operation) }
    return !malformed && values.count == 1 ? values[0] : .unknown
  }

  /// The value of a platform condition call: `os(iOS)` is known, and
  /// `targetEnvironment(macCatalyst)` when `isCatalyst` is; the others are not.
  private func call(at position: Int) -> Truth {
    let argument = position + 2
    guard argument < view.count, view.token(argument).kind == .identifier,
      view.isPunctuation(argument + 1, ")")
    else { return .unknown }
    switch view.name(position) {
    case "os":
      return osNames.contains(view.name(argument)) ? .yes : .no
    case "targetEnvironment" where view.name(argument) == "macCatalyst":
      return isCatalyst.map { $0 ? .yes : .no } ?? .unknown
    default:
      return .unknown
    }
  }

  /// Splits an operator token's text into `!`, `&&` and `||` (`||!` is `||` then `!`); any
  /// other operator yields itself, which makes the condition malformed.
  private static func operations(in text: String) -> [String] {
    var result: [String] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      if rest.hasPrefix("&&") || rest.hasPrefix("||") {
        result.append(String(rest.prefix(2)))
        rest = rest.dropFirst(2)
      } else if rest.hasPrefix("!") {
        result.append("!")
        rest = rest.dropFirst()
      } else {
        return [text]
      }
    }
    return result
  }
}

extension ConditionalCompilation {
  /// The code-position ranges only a debug build compiles: the `#if DEBUG` branches (and
  /// those an `#if !DEBUG` excludes), for readers that count only what the app ships.
  package static func debugOnlyRanges(in view: SwiftCodeView) -> [Range<Int>] {
    var release = ConditionalCompilation(view: view, osNames: [], isCatalyst: nil)
    release.release = true
    let shipped = ConditionalCompilation(view: view, osNames: [], isCatalyst: nil)
    let unknown = Set(shipped.excludedRanges())
    return release.excludedRanges().filter { !unknown.contains($0) }
  }
}
