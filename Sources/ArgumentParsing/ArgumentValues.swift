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
