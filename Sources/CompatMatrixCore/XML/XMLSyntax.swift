/// An XML document, such as a storyboard or a workspace's `contents.xcworkspacedata`, that is
/// not well-formed, with the location of the first problem.
package typealias XMLSyntaxError = SyntaxError<XMLSyntax>

/// XML as `XMLTagReader` reads it: what it expects, and the problems only XML has.
package enum XMLSyntax: DocumentSyntax {
  /// What the reader was looking for when it failed.
  package enum Expectation: Sendable, Hashable, CustomStringConvertible {
    /// An element's name after `<` or `</`.
    case elementName
    /// An attribute's name, `>` or `/>`.
    case attributeOrEnd
    /// The `=` after an attribute's name.
    case equals
    /// A quoted attribute value.
    case quotedValue
    /// The `>` that ends an end tag.
    case endTagClose
    /// The end tag of the element still open.
    case endTag(String)

    /// What was expected, in words.
    package var description: String {
      switch self {
      case .elementName: "an element name"
      case .attributeOrEnd: "an attribute, '>' or '/>'"
      case .equals: "'=' after the attribute name"
      case .quotedValue: "a quoted attribute value"
      case .endTagClose: "'>'"
      case .endTag(let name): "'</\(name)>'"
      }
    }
  }

  /// The problems only XML has.
  package enum Problem: Sendable, Hashable, CustomStringConvertible {
    /// A comment, CDATA section, declaration or processing instruction without its end.
    case unterminated(String)
    /// An end tag that does not close the element open.
    case mismatchedEndTag(found: String, open: String)
    /// An end tag with no element open.
    case strayEndTag(String)
    /// An entity reference other than the five XML defines and character references.
    case unknownEntity(String)
    /// An attribute given twice in one tag.
    case duplicateAttribute(String)
    /// A `&` with no `;` after its name.
    case bareAmpersand

    /// The message, without the location.
    package var description: String {
      switch self {
      case .unterminated(let what): "unterminated \(what)"
      case .mismatchedEndTag(let found, let open):
        "'</\(found)>' does not close the open element '<\(open)>'"
      case .strayEndTag(let name): "'</\(name)>' closes no open element"
      case .unknownEntity(let name): "unknown entity '&\(name);'"
      case .duplicateAttribute(let name): "the attribute '\(name)' is given twice"
      case .bareAmpersand: "a '&' that starts no reference; write '&amp;'"
      }
    }
  }

  package static let expectedDocument = "an XML element"
  package static let documentValue = "the root element"
  package static let containers = "elements"
  package static var depthLimit: Int { XMLTagReader.depthLimit }
  package static let closingQuote = "quote"
}
