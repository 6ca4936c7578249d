import CompatMatrixCore
import CompatMatrixSource

/// The levels of build settings that apply to one target in one configuration, lowest
/// precedence first, and the evaluation of a setting over them.
///
/// Xcode's order, highest precedence first, is: the target's build settings, the target's
/// base configuration file (`.xcconfig`), the project's build settings, the project's base
/// configuration file. Within a level a conditional assignment whose conditions hold
/// (`KEY[sdk=iphoneos*]`) wins over an unconditional one, and otherwise the later assignment
/// wins. `$(inherited)` (or `${inherited}`) stands for the value the assignment replaces: an
/// earlier one in the same level, else the next level down. `$(VAR)` stands for the value
/// of `VAR` over the whole stack. References that use operators (`$(VAR:lower)`), nest
/// (`$(A_$(B))`), name variables no level defines (including Xcode's built-in ones), or
/// refer back to themselves are not evaluated: the setting is then reported unresolvable. So
/// is a value whose references fan out beyond `referenceLimit` or expand beyond
/// `lengthLimit` bytes (`A = $(B)$(B)`, `B = $(C)$(C)`, … doubles at every level), so
/// that no project can make the evaluation take exponential time or memory.
struct BuildSettingStack: Sendable {
  /// Where a level of settings comes from.
  enum LevelKind: Sendable, Hashable {
    /// The project configuration's base `.xcconfig`.
    case projectBaseConfiguration
    /// The project configuration's `buildSettings`.
    case projectSettings
    /// The target configuration's base `.xcconfig`.
    case targetBaseConfiguration
    /// The target configuration's `buildSettings`.
    case targetSettings
    /// An `.xcconfig` file read on its own.
    case configurationFile
  }

  /// One level of settings.
  struct Level: Sendable {
    /// Where the level comes from.
    package var kind: LevelKind
    /// The file that holds the level: the `project.pbxproj`, or the base `.xcconfig` (whose
    /// included files may hold some of the assignments).
    package var file: String
    /// The assignments in file order, included files expanded in place.
    let assignments: [BuildSettingAssignment]
    /// The positions in `assignments` of each setting's assignments, in file order, so that
    /// looking a setting up does not read every assignment.
    package let positions: [String: [Int]]

    /// Creates a level, indexing its assignments by setting.
    package init(kind: LevelKind, file: String, assignments: [BuildSettingAssignment]) {
      self.kind = kind
      self.file = file
      self.assignments = assignments
      var positions: [String: [Int]] = [:]
      for (index, assignment) in assignments.enumerated() {
        positions[assignment.name, default: []].append(index)
      }
      self.positions = positions
    }
  }

  /// The assignment a value came from, and its level.
  struct Origin: Sendable, Hashable {
    /// The level's kind.
    package var kind: LevelKind
    /// The level's file; differs from `assignment.file` when an included file wrote it.
    var levelFile: String
    /// The assignment.
    var assignment: BuildSettingAssignment
  }

  /// The outcome of evaluating a setting.
  enum Resolution: Sendable, Hashable {
    /// No level sets it, or it evaluates to nothing.
    case unset
    /// Its value, white space around it removed, and the assignment that wrote the value:
    /// when the winning assignment is only a reference, such as `$(inherited)`, the
    /// assignment the reference led to.
    case value(String, origin: Origin)
    /// A value that refers to something that cannot be evaluated, with the reason and the
    /// winning assignment.
    case unresolvable(reason: String, origin: Origin)
  }

  /// The deepest chain of references (`$(inherited)` or `$(VAR)`) followed.
  static let referenceDepthLimit = 32
  /// The most references followed, in all, to evaluate one setting.
  static let referenceLimit = 1_000
  /// The longest value evaluated, in bytes of UTF-8, once its references are expanded.
  static let lengthLimit = 65_536

  /// The levels, lowest precedence first.
  package var levels: [Level]
  /// The device SDK's name that `[sdk=...]` conditions are matched against.
  var sdk: String
  /// The configuration's name that `[config=...]` conditions are matched against.
  package var configuration: String

  /// Evaluates a setting over every level.
  package func resolve(_ name: String) -> Resolution {
    guard let top = definition(of: name, level: levels.count - 1, before: Int.max) else {
      return .unset
    }
    let origin = self.origin(top)
    var references = 0
    switch evaluate(
      name, level: levels.count - 1, before: Int.max, depth: 0, resolving: [name],
      references: &references)
    {
    case .unset: return .unset
    case .value(let text, let source): return .value(text, origin: source)
    case .failure(let reason): return .unresolvable(reason: reason, origin: origin)
    }
  }

  /// The value of a setting, or `nil` when it is unset or cannot be evaluated.
  package func value(of name: String) -> String? {
    if case .value(let text, _) = resolve(name) { return text }
    return nil
  }

  private enum Evaluation {
    case unset
    case value(String, Origin)
    case failure(String)
  }

  private func origin(_ position: (level: Int, index: Int)) -> Origin {
    let level = levels[position.level]
    return Origin(
      kind: level.kind, levelFile: level.file, assignment: level.assignments[position.index])
  }

  /// The assignment that defines `name` at `level` or below, looking only at assignments
  /// before `end` on `level` itself.
  private func definition(of name: String, level: Int, before end: Int) -> (
    level: Int, index: Int
  )? {
    var current = level
    var limit = end
    while current >= 0 {
      let assignments = levels[current].assignments
      var unconditional: Int?
      // The setting's assignments before `limit`, latest first.
      for index in (levels[current].positions[name] ?? []).reversed() where index < limit {
        let assignment = assignments[index]
        if assignment.conditions.isEmpty {
          if unconditional == nil { unconditional = index }
        } else if assignment.conditionsHold(sdk: sdk, configuration: configuration) {
          return (current, index)
        }
      }
      if let found = unconditional { return (current, found) }
      current -= 1
      limit = Int.max
    }
    return nil
  }

  /// Evaluates `name` as defined at `level` or below, before `end` on `level`; `references`
  /// counts the references followed so far for the setting being resolved.
  private func evaluate(
    _ name: String, level: Int, before end: Int, depth: Int, resolving: Set<String>,
    references count: inout Int
  ) -> Evaluation {
    guard let position = definition(of: name, level: level, before: end) else { return .unset }
    guard depth < Self.referenceDepthLimit else {
      return .failure("references nest more than \(Self.referenceDepthLimit) levels deep")
    }
    let text = levels[position.level].assignments[position.index].value
    var result = ""
    var literal = ""
    var references: [Origin] = []
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      guard character == "$", next < text.endIndex, text[next] == "(" || text[next] == "{"
      else {
        result.append(character)
        literal.append(character)
        index = next
        continue
      }
      let nameStart = text.index(after: next)
      guard let close = Self.closingBracket(in: text, from: next) else {
        return .failure("a '$\(text[next])' is not closed")
      }
      let reference = String(text[nameStart..<close])
      index = text.index(after: close)
      guard BuildSettingAssignment.isName(reference[...]) else {
        let shown = text[text.index(before: next)..<index]
        return .failure("\(shown) uses an operator or a nested reference, which is not evaluated")
      }
      count += 1
      guard count <= Self.referenceLimit else {
        return .failure(
          "it expands to more than \(Self.referenceLimit) references; such a value is not "
            + "evaluated")
      }
      let value: Evaluation
      if reference == "inherited" {
        value = evaluate(
          name, level: position.level, before: position.index, depth: depth + 1,
          resolving: resolving, references: &count)
      } else if resolving.contains(reference) {
        return .failure("$(\(reference)) refers back to itself")
      } else {
        value = evaluate(
          reference, level: levels.count - 1, before: Int.max, depth: depth + 1,
          resolving: resolving.union([reference]), references: &count)
      }
      switch value {
      case .unset where reference == "inherited":
        break
      case .unset:
        return .failure(
          "$(\(reference)) is not set in any build settings or configuration file read")
      case .value(let part, let source):
        guard result.utf8.count + part.utf8.count <= Self.lengthLimit else {
          return .failure(
            "it expands to more than \(Self.lengthLimit) bytes; such a value is not "
              + "evaluated")
        }
        result += part
        references.append(source)
      case .failure(let reason):
        return .failure(reason)
      }
    }
    let trimmed = String(result.trimming(" \t\r"))
    guard !trimmed.isEmpty else { return .unset }
    let isOnlyAReference =
      references.count == 1 && literal.trimming(" \t\r").isEmpty
    return .value(trimmed, isOnlyAReference ? references[0] : origin(position))
  }

  /// The bracket that closes the `(` or `{` at `open`, brackets nested inside it skipped.
  private static func closingBracket(in text: String, from open: String.Index) -> String.Index? {
    let closing: Character = text[open] == "(" ? ")" : "}"
    var depth = 0
    var index = text.index(after: open)
    while index < text.endIndex {
      switch text[index] {
      case "(", "{":
        depth += 1
      case ")", "}":
        if depth == 0 { return text[index] == closing ? index : nil }
        depth -= 1
      default:
        break
      }
      index = text.index(after: index)
    }
    return nil
  }
}
