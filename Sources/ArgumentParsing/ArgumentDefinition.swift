/// One option, flag or positional argument as a command declares it: what the parser, help,
/// usage and completion scripts all read.
struct ArgumentDefinition {
  /// What kind of argument it is.
  enum Kind: Sendable, Hashable {
    /// `--name value`.
    case option
    /// `--name`, without a value.
    case flag
    /// A value by its position.
    case positional
  }

  /// What kind of argument it is.
  var kind: Kind
  /// The property's name, under which its value is decoded.
  var key: String
  /// The long name without dashes, for an option or flag.
  var long: String
  /// The one-letter name, if any.
  var short: Character?
  /// The value's name: `version` in `--min <version>`, `path` in `<path>`; `nil` for a flag.
  var valueName: String?
  /// One line of help.
  var help: String
  /// The default as help shows it, if any.
  var defaultDescription: String?
  /// The accepted words, for a value with a closed set of them; checked, and listed in help.
  var choices: [String]
  /// How shells complete the value.
  var completion: CompletionKind
  /// Whether it may be given more than once, every value kept.
  var isRepeating: Bool
  /// Whether the command cannot run without it.
  var isRequired: Bool
  /// Whether help, usage and completion scripts leave it out.
  var isHidden: Bool
  /// Starts collecting the values given for it on one command line.
  var makeValues: () -> any ArgumentValues

  /// Whether it takes no value.
  var isFlag: Bool { kind == .flag }

  /// How errors name it: `--min <version>`, `--strict`, `<query>`.
  var synopsis: String {
    switch kind {
    case .option: "--\(long) <\(valueName ?? long)>"
    case .flag: "--\(long)"
    case .positional: "<\(valueName ?? long)>"
    }
  }

  /// The name as typed: `--min`, `--strict`; `<query>` for a positional argument.
  var name: String {
    kind == .positional ? synopsis : "--\(long)"
  }

  /// How the OPTIONS and ARGUMENTS lists name it: `-h, --help`, `--min <version>`, `<path>`.
  var helpLabel: String {
    guard kind != .positional else { return synopsis }
    return (short.map { "-\($0), " } ?? "") + synopsis
  }

  /// How the usage line shows it: `[--min <version>]`, `--out <dir>`, `[<path> ...]`.
  var usage: String {
    var text = synopsis
    if isRepeating { text += " ..." }
    return isRequired ? text : "[\(text)]"
  }

  /// The help with the accepted values and the default: `The format. (values: a, b; default:
  /// a)`.
  var helpWithNotes: String {
    var notes: [String] = []
    if !choices.isEmpty { notes.append("values: \(choices.joined(separator: ", "))") }
    if let defaultDescription { notes.append("default: \(defaultDescription)") }
    guard !notes.isEmpty else { return help }
    return "\(help) (\(notes.joined(separator: "; ")))"
  }
}

/// The values given for one argument on a command line, collected as they come and made into
/// the property's value at the end.
protocol ArgumentValues {
  /// How many values were given.
  var count: Int { get }
  /// Adds a word given for the argument.
  mutating func append(_ word: String) throws(InvalidArgumentValue)
  /// The property's value: the default, the last value or every value; `nil` when none was
  /// given and there is no default.
  func value() -> Any?
}

/// Values of one element type, combined into the property's type.
struct TypedArgumentValues<Element, Value>: ArgumentValues {
  /// The values given, in order.
  private var elements: [Element] = []
  private let parse: (String) throws(InvalidArgumentValue) -> Element
  private let combine: ([Element]) -> Value?

  init(
    parse: @escaping (String) throws(InvalidArgumentValue) -> Element,
    combine: @escaping ([Element]) -> Value?
  ) {
    self.parse = parse
    self.combine = combine
  }

  var count: Int { elements.count }

  mutating func append(_ word: String) throws(InvalidArgumentValue) {
    elements.append(try parse(word))
  }

  func value() -> Any? { combine(elements) }
}

/// How a property wrapper declares its argument before the property's name is known: the
/// name comes from reflection over a default instance of the command.
struct ArgumentDeclaration {
  /// The definition, given the property's name.
  let define: (_ key: String) -> ArgumentDefinition
}

/// What a property wrapper holds: its declaration in the default instance that reflection
/// reads, its value in an instance made by the parser.
enum ArgumentState<Value> {
  /// Not parsed: how to define the argument.
  case declaration(ArgumentDeclaration)
  /// Parsed: the value and how the argument is named.
  case parsed(Value, ArgumentInfo)

  /// The value, in an instance the parser made.
  var value: Value {
    switch self {
    case .parsed(let value, _): return value
    case .declaration:
      preconditionFailure(
        "an argument's value is read before parsing; read it in run(_:) or validate()")
    }
  }

  /// How the argument is named, in an instance the parser made.
  var info: ArgumentInfo {
    switch self {
    case .parsed(_, let info): return info
    case .declaration:
      preconditionFailure(
        "an argument's name is read before parsing; read it in run(_:) or validate()")
    }
  }

  /// The state a parsed value is decoded into.
  init(from decoder: any Decoder) throws {
    guard let decoder = decoder as? ArgumentDecoder else {
      throw DecodingError.typeMismatch(
        Value.self,
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "command-line arguments are decoded only by their parser"))
    }
    let parsed = try decoder.parsedValue()
    guard let value = parsed.value as? Value else {
      throw DecodingError.typeMismatch(
        Value.self,
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "the parsed value has another type"))
    }
    self = .parsed(value, parsed.info)
  }
}

/// How a parsed argument is named, and whether the command line gave it: the projected value
/// (`$min`) of `@Option`, `@Flag` and `@Argument`, for messages a command writes itself.
package struct ArgumentInfo: Sendable, Hashable {
  /// The argument's name as typed: `--min`, `--strict`; `<range>` for a positional one.
  package let name: String
  /// How usage and errors name the argument: `--min <version>`, `--strict`, `<range>`.
  package let synopsis: String
  /// Whether the command line gave the argument, rather than its default being used.
  package let isSpecified: Bool

  /// Creates the information of an argument.
  package init(name: String, synopsis: String, isSpecified: Bool) {
    self.name = name
    self.synopsis = synopsis
    self.isSpecified = isSpecified
  }
}

/// A property wrapper that declares arguments: found by reflection over a command's default
/// instance.
protocol ArgumentDeclaring {
  /// The arguments declared by the property with this name.
  func definitions(key: String) -> [ArgumentDefinition]
}

/// `@Option`, `@Flag` and `@Argument`: a declaration in the default instance, a value decoded
/// from what the parser found in the others.
protocol ArgumentWrapper: ArgumentDeclaring, Decodable {
  associatedtype Value
  /// The declaration or the value.
  var state: ArgumentState<Value> { get }
  /// A wrapper holding a declaration or a value.
  init(state: ArgumentState<Value>)
}

extension ArgumentWrapper {
  /// Decodes the value the parser found.
  package init(from decoder: any Decoder) throws {
    self.init(state: try ArgumentState(from: decoder))
  }

  func definitions(key: String) -> [ArgumentDefinition] {
    guard case .declaration(let declaration) = state else { return [] }
    return [declaration.define(key)]
  }
}
