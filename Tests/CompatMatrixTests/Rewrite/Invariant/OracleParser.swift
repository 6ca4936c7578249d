@testable import CompatMatrixCore

/// Reads the subset of Swift `AvailabilityOracle` runs, from text: the generated programs and
/// what the rewriter made of them. Anything outside the subset is an error, which fails the
/// test: a rewrite must stay inside it.
struct OracleParser {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private var tokens: [String]
  private var position = 0

  init(_ text: String) {
    tokens = Self.tokenize(text)
  }

  /// Words, numbers with dots, `#word`, `@word`, `&&`, `||` and single characters; `//`
  /// comments dropped.
  static func tokenize(_ text: String) -> [String] {
    var result: [String] = []
    let characters = Array(text)
    var index = 0
    func isWord(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "_"
    }
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        index += 1
      } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
        while index < characters.count, characters[index] != "\n" { index += 1 }
      } else if isWord(character)
        || ((character == "#" || character == "@") && index + 1 < characters.count
          && isWord(characters[index + 1]))
      {
        var end = index + 1
        while end < characters.count,
          isWord(characters[end])
            || (characters[end] == "." && character.isNumber && end + 1 < characters.count
              && characters[end + 1].isNumber)
        {
          end += 1
        }
        result.append(String(characters[index..<end]))
        index = end
      } else if index + 1 < characters.count,
        ["&&", "||"].contains(String(characters[index...index + 1]))
      {
        result.append(String(characters[index...index + 1]))
        index += 2
      } else {
        result.append(String(character))
        index += 1
      }
    }
    return result
  }

  mutating func program() throws -> AvailabilityOracle {
    var attributes: [[AvailabilityOracle.Clause]] = []
    while peek == "@available" {
      position += 1
      attributes.append(try clauses(attribute: true))
    }
    try expect("func")
    position += 1
    try expect("(")
    try expect(")")
    let body = try block()
    guard position == tokens.count else { throw fail("text after the function") }
    return AvailabilityOracle(attributes: attributes, body: body)
  }

  private var peek: String? { position < tokens.count ? tokens[position] : nil }

  private func fail(_ what: String) -> Failure {
    Failure(description: "\(what) at token \(position) (\(peek ?? "end"))")
  }

  private mutating func expect(_ token: String) throws {
    guard peek == token else { throw fail("expected \(token)") }
    position += 1
  }

  private mutating func block() throws -> [AvailabilityOracle.Statement] {
    try expect("{")
    var statements: [AvailabilityOracle.Statement] = []
    while peek != "}" { statements.append(try statement()) }
    position += 1
    return statements
  }

  private mutating func statement() throws -> AvailabilityOracle.Statement {
    switch peek {
    case "mark":
      position += 1
      try expect("(")
      guard let number = peek.flatMap(Int.init) else { throw fail("a mark number") }
      position += 1
      try expect(")")
      return .mark(number)
    case "return":
      position += 1
      return .giveBack
    case "if":
      return try choice()
    case "guard":
      position += 1
      let conditions = try conditionList()
      try expect("else")
      return .guarded(conditions, otherwise: try block())
    case "#if":
      return try compiled()
    default:
      throw fail("a statement")
    }
  }

  private mutating func choice() throws -> AvailabilityOracle.Statement {
    var branches:
      [(conditions: [AvailabilityOracle.Condition], body: [AvailabilityOracle.Statement])] = []
    var otherwise: [AvailabilityOracle.Statement]?
    try expect("if")
    branches.append((try conditionList(), try block()))
    while peek == "else" {
      position += 1
      if peek == "if" {
        position += 1
        branches.append((try conditionList(), try block()))
      } else {
        otherwise = try block()
        break
      }
    }
    return .choice(branches, otherwise: otherwise)
  }

  private mutating func conditionList() throws -> [AvailabilityOracle.Condition] {
    var result: [AvailabilityOracle.Condition] = []
    repeat {
      if peek == "," { position += 1 }
      switch peek {
      case "#available", "#unavailable":
        let unavailable = peek == "#unavailable"
        position += 1
        result.append(.available(try clauses(attribute: false), unavailable: unavailable))
      case "flag":
        position += 1
        result.append(.flag(true))
      case "!":
        position += 1
        try expect("flag")
        result.append(.flag(false))
      default:
        throw fail("a condition")
      }
    } while peek == ","
    return result
  }

  private mutating func compiled() throws -> AvailabilityOracle.Statement {
    var branches:
      [(condition: AvailabilityOracle.CompileCondition?, body: [AvailabilityOracle.Statement])] = []
    try expect("#if")
    var condition: AvailabilityOracle.CompileCondition? = try compileCondition()
    var body: [AvailabilityOracle.Statement] = []
    while true {
      switch peek {
      case "#elseif":
        branches.append((condition, body))
        position += 1
        condition = try compileCondition()
        body = []
      case "#else":
        branches.append((condition, body))
        position += 1
        condition = nil
        body = []
      case "#endif":
        position += 1
        branches.append((condition, body))
        return .compiled(branches)
      default:
        body.append(try statement())
      }
    }
  }

  private mutating func compileCondition() throws -> AvailabilityOracle.CompileCondition {
    var negated = false
    if peek == "!" {
      negated = true
      position += 1
    }
    guard let kind = peek, kind == "os" || kind == "targetEnvironment" else {
      throw fail("os( or targetEnvironment(")
    }
    position += 1
    try expect("(")
    guard let name = peek else { throw fail("a platform") }
    position += 1
    try expect(")")
    return AvailabilityOracle.CompileCondition(negated: negated, name: name)
  }

  /// The clauses of `(…)`: `name version` and `*`, or an attribute's long form `name,
  /// introduced: version, deprecated: version`.
  private mutating func clauses(attribute: Bool) throws -> [AvailabilityOracle.Clause] {
    try expect("(")
    var items: [[String]] = [[]]
    while peek != ")" {
      guard let token = peek else { throw fail("a closing parenthesis") }
      position += 1
      if token == "," { items.append([]) } else { items[items.count - 1].append(token) }
    }
    position += 1
    if attribute, items.count > 1,
      items.dropFirst().contains(where: { $0.count > 1 && $0[1] == ":" })
    {
      guard items[0].count == 1 else { throw fail("a long form's platform") }
      let introduced = items.dropFirst().first { $0.first == "introduced" }.flatMap { item in
        item.count == 3 ? OSVersion(item[2]) : nil
      }
      return [AvailabilityOracle.Clause(name: items[0][0], version: introduced)]
    }
    return try items.map { item in
      if item == ["*"] { return AvailabilityOracle.Clause(name: "*", version: nil) }
      guard item.count == 2, let version = OSVersion(item[1]) else { throw fail("a clause") }
      return AvailabilityOracle.Clause(name: item[0], version: version)
    }
  }
}
