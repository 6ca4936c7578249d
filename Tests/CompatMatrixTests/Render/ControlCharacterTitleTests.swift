import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixDocs
@testable import CompatMatrixOutput
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixWorkflows

/// A property of every renderer (issue 26, item 9): whatever characters a team's title, note
/// or summary holds (controls, line breaks, separators, bidirectional overrides, Markdown and
/// HTML syntax), the output has no raw control character, the same lines as with a plain
/// title (nothing forged), the same table cells, and JSON that gives the text back exactly.
/// Seeded, so a failure repeats.
@Suite struct ControlCharacterTitleTests {
  /// What a random title is drawn from: every C0 control, DEL, C1 controls, separators,
  /// bidirectional controls, the bytes of Markdown and HTML syntax, and plain letters.
  static let alphabet: [Unicode.Scalar] =
    (0x00...0x1F).compactMap(Unicode.Scalar.init) + (0x7F...0x9F).compactMap(Unicode.Scalar.init)
    + [
      "\u{2028}", "\u{2029}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
      "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200B}", "\u{FEFF}", "|", "#", "*",
      "_", "`", "<", ">", "&", "\"", "'", "\\", "[", "]", "-", "1", ".", " ", "a", "b", "é",
      "💣",
    ]

  /// A team file that replaces the fixture concern `tinting` with `text` in its free texts.
  static func teamFile(_ text: String) throws -> MatrixFile {
    let concern: [String: Any] = [
      "id": "tinting", "title": "Tint " + text, "question": "How " + text + "?",
      "summary": text + " summary", "tags": [],
      "strategies": [
        [
          "id": "tint-modifier", "title": "Modifier " + text, "summary": text,
          "origin": "first-party", "requires": ["tint"], "caveats": ["Caveat " + text],
          "behaviour": [
            [
              "platform": "iOS", "from": "16.0", "until": "16.4", "status": "broken",
              "note": "Ignored " + text, "sources": ["https://example.com/tint-bug"],
              "confidence": "reported",
            ]
          ],
          "sources": ["https://example.com/tint"],
        ],
        [
          "id": "global-appearance", "title": text + " appearance", "summary": "Set " + text,
          "origin": "custom", "framework": "SwiftUI", "requires": [],
          "sideEffects": [["scope": "app", "description": "Changes " + text]],
          "sources": ["https://example.com/appearance"],
        ],
      ],
    ]
    let data = try JSONSerialization.data(withJSONObject: ["concerns": [concern]])
    return MatrixFile(path: "team/tinting.json", bytes: [UInt8](data))
  }

  /// Every output of the concern: `show` of the concern and a strategy, the plan, and the
  /// concern's docs page and the HTML page, by name.
  static func outputs(_ text: String) throws -> [(name: String, format: OutputFormat, text: String)]
  {
    let matrix = try MatrixLoader.load(
      shipped: try TestSupport.baseFiles(), team: [try teamFile(text)])
    let concern = try #require(matrix.concern(id: "tinting"))
    let range = try matrix.resolve(RangeExpression.parse("15-18"), on: .iOS)
    let report = ResolutionReport(
      range: range, source: .expression,
      plans: [Resolver(matrix: matrix).plan(for: concern, in: range)])
    var outputs: [(String, OutputFormat, String)] = []
    for format in [OutputFormat.text, .markdown, .json] {
      for query in ["tinting", "tint-modifier", "global-appearance"] {
        let entry = try #require(matrix.entry(named: query))
        outputs.append(
          (
            "show \(query)", format,
            try EntryRenderer(entry: entry, matrix: matrix, platform: .iOS).render(format)
          ))
      }
      outputs.append(("resolve", format, try ResolutionRenderer(report: report).render(format)))
    }
    for format in [DocsFormat.markdown, .html] {
      let pages = try DocsGenerator().pages(
        documenting: DocsSubject(matrix: matrix, platform: .iOS, range: range), in: format)
      for page in pages where page.path == "tinting.md" || page.path == "index.html" {
        outputs.append(("docs \(page.path)", format == .html ? .html : .markdown, page.contents))
      }
    }
    return outputs
  }

  @Test func randomControlCharacterTitlesNeverForgeOrReachTheTerminal() throws {
    let plain = try Self.outputs("T")
    var random = SplitMix64(state: 26_09)
    for _ in 0..<60 {
      let length = Int.random(in: 1...12, using: &random)
      var scalars = String.UnicodeScalarView()
      for _ in 0..<length {
        scalars.append(Self.alphabet[Int.random(in: 0..<Self.alphabet.count, using: &random)])
      }
      let title = String(scalars)
      let outputs = try Self.outputs(title)
      #expect(outputs.count == plain.count)
      for (output, reference) in zip(outputs, plain) {
        let name = "\(output.name) \(output.format.rawValue) with \(title.debugDescription)"
        let forbidden = HostileText.forbidden(in: output.text)
        #expect(forbidden.isEmpty, "\(name): raw \(forbidden)")
        // The same lines as with a plain title: no line break of the data got through.
        #expect(
          output.text.split(separator: "\n", omittingEmptySubsequences: false).count
            == reference.text.split(separator: "\n", omittingEmptySubsequences: false).count,
          "\(name)\n\(output.text)")
        switch output.format {
        case .json:
          let parsed = try JSONSerialization.jsonObject(with: Data(output.text.utf8))
          // Foundation's parser drops U+FEFF from strings; compared without it.
          let expected = Self.withoutBOM("Modifier " + title)
          #expect(
            HostileText.strings(in: parsed).contains { Self.withoutBOM($0).contains(expected) }
              || !output.name.contains("tint-modifier"), "\(name) lost the title")
        case .markdown:
          #expect(HostileText.unevenTables(in: output.text).isEmpty, "\(name)\n\(output.text)")
        case .html:
          // The data's markup is escaped: the page has as many tags as with a plain title.
          #expect(
            output.text.count(where: { $0 == "<" }) == reference.text.count(where: { $0 == "<" }),
            "\(name)")
        default: break
        }
      }
    }
  }

  private static func withoutBOM(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{FEFF}" }))
  }
}
