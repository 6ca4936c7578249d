/// One tag of an XML document, as `XMLTagReader` reads it: a start tag (`<scene id="a">`), an
/// empty-element tag (`<segue … />`) or an end tag (`</scene>`), with its attributes decoded.
package struct XMLTag: Sendable, Hashable {
  /// Which of the three kinds of tag it is.
  package enum Kind: Sendable, Hashable {
    /// `<name …>`: an element opens.
    case start
    /// `<name …/>`: an element with no content.
    case empty
    /// `</name>`: the open element closes.
    case end
  }

  /// Which kind of tag it is.
  package var kind: Kind
  /// The element's name, prefix included (`document`, `xi:include`).
  package var name: String
  /// The attributes in the order written, their values with entity and character references
  /// replaced.
  package var attributes: [(name: String, value: String)]
  /// Where the tag's `<` is.
  package var location: SourceLocation

  /// Creates a tag.
  package init(
    kind: Kind, name: String, attributes: [(name: String, value: String)] = [],
    location: SourceLocation
  ) {
    self.kind = kind
    self.name = name
    self.attributes = attributes
    self.location = location
  }

  /// The value of the attribute `name`, or `nil` when the tag has none.
  package subscript(attribute: String) -> String? {
    attributes.first { $0.name == attribute }?.value
  }

  package static func == (lhs: XMLTag, rhs: XMLTag) -> Bool {
    lhs.kind == rhs.kind && lhs.name == rhs.name && lhs.location == rhs.location
      && lhs.attributes.elementsEqual(rhs.attributes) { $0 == $1 }
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(name)
    hasher.combine(location)
    for (name, value) in attributes {
      hasher.combine(name)
      hasher.combine(value)
    }
  }
}
