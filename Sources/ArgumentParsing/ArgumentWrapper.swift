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
  /// A wrapper holding a declaration.
  init(_ declaration: ArgumentDeclaration) {
    self.init(state: .declaration(declaration))
  }

  /// Decodes the value the parser found.
  package init(from decoder: any Decoder) throws {
    self.init(state: try ArgumentState(from: decoder))
  }

  func definitions(key: String) -> [ArgumentDefinition] {
    guard case .declaration(let declaration) = state else { return [] }
    return [declaration.define(key)]
  }
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
