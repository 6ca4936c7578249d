import Testing

@testable import CompatMatrixCore

/// The XML tag reader that storyboards and workspaces are read with: the tags of well-formed
/// documents, one located error for every kind of malformed one, and no trap on any input.
@Suite struct XMLTagReaderTests {
  /// The tags as one line each: `<name a="v">`, `<name/>`, `</name>`, with their locations.
  static func summary(_ text: String) throws -> [String] {
    try XMLTagReader.tags(in: Array(text.utf8)).map { tag in
      let attributes = tag.attributes.map { " \($0.name)=\"\($0.value)\"" }.joined()
      switch tag.kind {
      case .start: return "\(tag.location) <\(tag.name)\(attributes)>"
      case .empty: return "\(tag.location) <\(tag.name)\(attributes)/>"
      case .end: return "\(tag.location) </\(tag.name)>"
      }
    }
  }

  @Test(arguments: [
    ("<a/>", ["1:1 <a/>"]),
    (
      "<?xml version=\"1.0\"?>\n<a x='1'\ty = \"2\">text</a>",
      ["2:1 <a x=\"1\" y=\"2\">", "2:22 </a>"]
    ),
    // Comments, CDATA, a document type and processing instructions say nothing.
    (
      "<!DOCTYPE a [<!ENTITY e \"x\">]><a><!-- <b/> --><![CDATA[<c/>]]><?pi <d/>?><e/></a>",
      ["1:31 <a>", "1:74 <e/>", "1:78 </a>"]
    ),
    // References in values: the five entities and character references, decimal and hex.
    (
      "<a t=\"Books &amp; Notes &lt;&gt;&quot;&apos; &#233;&#x2192;\"/>",
      ["1:1 <a t=\"Books & Notes <>\"' é→\"/>"]
    ),
    // Names with prefixes, dots, dashes and digits; a byte-order mark takes no column.
    (
      "\u{FEFF}<x:doc a.b-c1=\"\"><y.z/></x:doc>",
      ["1:1 <x:doc a.b-c1=\"\">", "1:18 <y.z/>", "1:24 </x:doc>"]
    ),
    // A column counts Unicode scalars, not bytes.
    ("<a t=\"é\"> <b/></a>", ["1:1 <a t=\"é\">", "1:11 <b/>", "1:15 </a>"]),
  ])
  func wellFormedDocumentsGiveTheirTags(text: String, expected: [String]) throws {
    let found = try Self.summary(text)
    #expect(found == expected)
  }

  @Test(arguments: [
    ("", "1:1: the file is empty; expected an XML element"),
    ("  \n<!-- only a comment -->\n", "3:1: the file is empty; expected an XML element"),
    ("<a>", "1:4: unexpected end of file; expected '</a>'"),
    ("<a><b></a>", "1:7: '</a>' does not close the open element '<b>'"),
    ("</a>", "1:1: '</a>' closes no open element"),
    ("<a/><b/>", "1:5: unexpected content after the root element"),
    ("<a/>x", "1:5: unexpected content after the root element"),
    ("x<a/>", "1:1: unexpected 'x'; expected an element name"),
    ("<a b=c/>", "1:6: unexpected 'c'; expected a quoted attribute value"),
    ("<a b/>", "1:5: unexpected '/'; expected '=' after the attribute name"),
    ("<a b=\"1\"c=\"2\"/>", "1:9: unexpected 'c'; expected an attribute, '>' or '/>'"),
    ("<a b=\"1\" b=\"2\"/>", "1:10: the attribute 'b' is given twice"),
    ("<a b=\"1/>", "1:6: unterminated string; expected a closing quote"),
    ("<a b=\"&nbsp;\"/>", "1:7: unknown entity '&nbsp;'"),
    ("<a b=\"&#0;\"/>", "1:7: unknown entity '&#0;'"),
    ("<a b=\"a & b\"/>", "1:9: a '&' that starts no reference; write '&amp;'"),
    ("<a b=\"<\"/>", "1:7: unexpected '<'; expected a quoted attribute value"),
    ("<a><!-- open", "1:4: unterminated comment; expected '-->'"),
    ("<a><![CDATA[ open", "1:4: unterminated CDATA section; expected ']]>'"),
    ("<?xml version=\"1.0\"", "1:1: unterminated processing instruction"),
    (
      "<!DOCTYPE a [ <!ENTITY e \"x\">", "1:1: unterminated document type declaration; expected '>'"
    ),
    ("< a/>", "1:2: unexpected 'U+0020'; expected an element name"),
    ("<a></ a>", "1:6: unexpected 'U+0020'; expected an element name"),
    ("<a></a x>", "1:8: unexpected 'x'; expected '>'"),
    ("<a>\u{FF}</a>", "1:4: the file is not valid UTF-8"),
  ])
  func malformedDocumentsFailAtTheirFirstProblem(text: String, expected: String) {
    var bytes = Array(text.utf8)
    // `\u{FF}` in the table stands for a byte that is not UTF-8.
    if let index = bytes.firstIndex(of: 0xC3), bytes[index + 1] == 0xBF {
      bytes.replaceSubrange(index...(index + 1), with: [0xFF])
    }
    do {
      let tags = try XMLTagReader.tags(in: bytes)
      Issue.record("read \(tags.count) tags of a malformed document")
    } catch {
      #expect("\(error.location): \(error)" == expected)
    }
  }

  @Test func nestingDeeperThanTheLimitIsAnErrorNotACrash() {
    let depth = XMLTagReader.depthLimit + 1
    let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
    #expect(throws: XMLSyntaxError.self) { try XMLTagReader.tags(in: Array(text.utf8)) }
    let allowed = XMLTagReader.depthLimit
    let fits = String(repeating: "<a>", count: allowed) + String(repeating: "</a>", count: allowed)
    #expect((try? XMLTagReader.tags(in: Array(fits.utf8)).count) == 2 * allowed)
  }

  /// A generated element tree, written with every special character escaped, reads back as
  /// the tree: same names, same decoded values, start and end tags balanced in order.
  @Test func generatedTreesReadBackAsWritten() throws {
    var generator = SplitMix64(state: 0x0A11)
    let names = ["scene", "objects", "viewController", "x:y", "segue", "a.b-c"]
    let pieces = ["a", "é", "&", "<", ">", "\"", "'", " ", "→", "1"]
    for _ in 0..<300 {
      var written = ""
      var expected: [String] = []
      var open: [String] = []
      for _ in 0..<Int(generator.next() % 40) + 1 {
        let choice = generator.next() % 4
        if choice == 0, let name = open.popLast() {
          written += "</\(name)>"
          expected.append("</\(name)>")
          continue
        }
        let name = names[Int(generator.next() % UInt64(names.count))]
        var value = ""
        for _ in 0..<Int(generator.next() % 6) {
          value += pieces[Int(generator.next() % UInt64(pieces.count))]
        }
        let escaped =
          value.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
          .replacing("\"", with: "&#34;")
        if choice == 1 {
          written += "<\(name) v=\"\(escaped)\"/>"
          expected.append("<\(name) v=\"\(value)\"/>")
        } else {
          written += "<\(name) v=\"\(escaped)\">text &amp; more"
          expected.append("<\(name) v=\"\(value)\">")
          open.append(name)
        }
      }
      while let name = open.popLast() {
        written += "</\(name)>"
        expected.append("</\(name)>")
      }
      let document = "<root>\(written)</root>"
      let found = try Self.summary(document).map { $0.split(separator: " ", maxSplits: 1)[1] }
      #expect(found.map(String.init) == ["<root>"] + expected + ["</root>"], "\(document)")
    }
  }

  /// Random bytes, and real documents cut or corrupted anywhere, give tags or one located
  /// error, never a trap.
  @Test func brokenInputNeverTraps() {
    var generator = SplitMix64(state: 0xB0B)
    let document = Array(
      """
      <?xml version="1.0"?><document initialViewController="a"><scenes><scene><objects>\
      <viewController id="a" customClass="S" sceneMemberID="viewController"><connections>\
      <segue destination="b" kind="show" id="c"/></connections></viewController><!-- x -->\
      </objects></scene></scenes></document>
      """.utf8)
    for _ in 0..<2_000 {
      var bytes = document
      switch generator.next() % 3 {
      case 0: bytes = Array(bytes.prefix(Int(generator.next() % UInt64(bytes.count))))
      case 1:
        for _ in 0..<Int(generator.next() % 4) + 1 {
          bytes[Int(generator.next() % UInt64(bytes.count))] = UInt8(
            truncatingIfNeeded: generator.next())
        }
      default:
        bytes = (0..<Int(generator.next() % 200)).map { _ in
          Array("<>/=\"'&;!?-[]a é".utf8)[Int(generator.next() % 17)]
        }
      }
      do {
        _ = try XMLTagReader.tags(in: bytes)
      } catch {
        #expect(error.location.line >= 1 && error.location.column >= 1)
      }
    }
  }
}
