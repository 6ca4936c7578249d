/// The values given for one argument on a command line, collected as they come and made into
/// the property's value at the end.
protocol ArgumentValues {
  /// How many values were given.
  var count: Int { get }
  /// Adds a word given for the argument.
  mutating func append(_ word: String) throws(InvalidArgumentValue)
  /// Gives the property its value: the default, the last value or every value; nothing when
  /// none was given and there is no default.
  func assign(_ info: ArgumentInfo)
}

/// Values of one element type, combined into the property's type.
struct TypedArgumentValues<Element, Value>: ArgumentValues {
  /// The values given, in order.
  private var elements: [Element] = []
  private let parse: (String) throws(InvalidArgumentValue) -> Element
  private let combine: ([Element]) -> Value?
  private let store: (Value, ArgumentInfo) -> Void

  init(
    parse: @escaping (String) throws(InvalidArgumentValue) -> Element,
    combine: @escaping ([Element]) -> Value?,
    store: @escaping (Value, ArgumentInfo) -> Void
  ) {
    self.parse = parse
    self.combine = combine
    self.store = store
  }

  var count: Int { elements.count }

  mutating func append(_ word: String) throws(InvalidArgumentValue) {
    elements.append(try parse(word))
  }

  func assign(_ info: ArgumentInfo) {
    if let value = combine(elements) { store(value, info) }
  }
}
