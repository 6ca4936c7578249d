import CompatMatrix
import Foundation

/// Writes a realistic corpus of Swift files for the lint benchmark: nested types, line, block
/// and doc comments, string literals of every form (with navigation words inside them, which
/// must not count), `#available` blocks, and navigation code. As in an app, about a third of
/// the files are SwiftUI screens, a few of whose types use the code the shipped patterns look
/// for; the rest are models and services.
/// shipped lint patterns look for at about one use per 60 lines.
enum SwiftCorpus {
  /// Writes files into `folder` until their total size reaches `bytes`; returns the paths.
  static func write(into folder: URL, bytes: Int, seed: UInt64 = 7) throws -> [URL] {
    var random = SplitMix64(state: seed)
    var written = 0
    var paths: [URL] = []
    var index = 0
    while written < bytes {
      let sub = folder.appendingPathComponent("Module\(index % 20)/Feature\(index % 7)")
      try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
      let url = sub.appendingPathComponent("Screen\(index).swift")
      let text =
        index % 3 == 0 ? file(index, random: &random) : plainFile(index, random: &random)
      try Data(text.utf8).write(to: url)
      written += text.utf8.count
      paths.append(url)
      index += 1
    }
    return paths
  }

  /// A model or service file: no navigation code.
  static func plainFile(_ index: Int, random: inout SplitMix64) -> String {
    var lines = [
      "//", "//  Service\(index).swift", "//  Generated for the CompatMatrix lint benchmark.", "//",
      "", "import Foundation", "",
    ]
    for type in 0..<8 {
      lines += [
        "/// Loads and caches records for part \(type) of service \(index).",
        "final class Service\(index)Part\(type) {",
        "  private var cache: [String: Record] = [:]",
        "  private let endpoint = \"https://example.com/api/v\\(\(type))/records?page=1&limit=50\"",
        "  /* Block comment /* nested */ about retries and back-off. */",
        "  struct Record: Codable, Hashable {",
        "    var id: Int",
        "    var title: String",
        "    var score: Double = 0x1p-3",
        "  }", "",
        "  func load(_ ids: [Int], completion: @escaping (Result<[Record], Error>) -> Void) {",
        "    let missing = ids.filter { cache[String($0)] == nil }",
        "    guard !missing.isEmpty else { return completion(.success(Array(cache.values))) }",
        "    let query = missing.map(String.init).joined(separator: \",\")",
        "    print(\"fetching \\(query) from \\(endpoint) with a \\\"quoted\\\" word\")",
        "    completion(.success(missing.map { Record(id: $0, title: \"Item \\($0)\") }))",
        "  }", "",
        "  func score(of record: Record) -> Double {",
        "    let raw = #\"a raw \"string\" with \\(no) interpolation\"#",
        "    return record.score * Double(raw.count) / 1_000.0",
        "  }",
        "}", "",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The code the patterns find, one snippet per use.
  static let uses = [
    "NavigationView {\n      List { Text(\"row\") }\n    }",
    "NavigationStack(path: $path) {\n      Text(\"root\")\n    }",
    "Text(\"hero\")\n      .navigationBarHidden(true)",
    "Text(\"title\")\n      .toolbar {\n        ToolbarItem(placement: .navigationBarLeading) {\n          Button(\"Back\") {}.offset(x: -8)\n        }\n      }",
    "Text(\"tinted\")\n      .onAppear { UINavigationBar.appearance().tintColor = .systemRed }",
    "Text(\"link\")\n      .background(NavigationLink(destination: Text(\"next\"), isActive: $isActive) { EmptyView() })",
    "Text(\"searchable\")\n      .searchable(text: $query)",
    "Text(\"accent\")\n      .accentColor(.orange)",
  ]

  static func file(_ index: Int, random: inout SplitMix64) -> String {
    var lines = [
      "//", "//  Screen\(index).swift", "//  Generated for the CompatMatrix lint benchmark.", "//",
      "", "import SwiftUI", "import UIKit", "",
    ]
    for type in 0..<6 {
      lines += [
        "/// A screen of feature \(index), part \(type).",
        "/// - Note: \"quotes\" and `code` in documentation must not confuse the tokenizer.",
        "struct Screen\(index)Part\(type): View {",
        "  @State private var path: [Int] = []",
        "  @State private var isActive = false",
        "  @State private var query = \"\"",
        "  private let title = \"Screen \\(\(index)) — part \\(\(type)) with \\\"escapes\\\" and \\(String(\"nested\"))\"",
        "  private let raw = #\"a raw string with \"quotes\" and \\(not interpolated) \\#(\(type))\"#",
        "",
        "  /* A block comment /* with a nested one */ mentioning NavigationStack { } */",
        "  var body: some View {",
      ]
      let dice = Int.random(in: 0..<24, using: &random)
      if dice == 0 {
        lines += [
          "    if #available(iOS 16.0, *) {",
          "      NavigationStack { Text(title) }",
          "    } else {",
          "      content",
          "    }",
        ]
      } else if dice < 4 {
        let use = uses[Int.random(in: 0..<uses.count, using: &random)]
        lines.append("    " + use)
      } else {
        lines.append("    content")
      }
      lines += [
        "  }", "",
        "  private var content: some View {",
        "    VStack(alignment: .leading, spacing: 8) {",
        "      ForEach(0..<10) { row in",
        "        Text(\"Row \\(row) of \\(title)\")  // a trailing comment with NavigationView in it",
        "          .font(.body)",
        "          .padding(.horizontal, 16)",
        "      }",
        "    }",
        "  }", "",
        "  struct Model: Hashable, Codable {",
        "    var id: Int",
        "    var name: String",
        "    var tags: [String] = [\"a\", \"b\"]",
        "    let multiline = \"\"\"",
        "      A multi-line string with \"quotes\", a \\(\"interpolation\") and",
        "      text that looks like code: .navigationBarHidden(true)",
        "      \"\"\"",
        "",
        "    func score(_ other: Model) -> Double {",
        "      let base = Double(id) * 0.5 + 1e3 - 0x1F",
        "      return other.name.isEmpty ? base : base / Double(other.name.count)",
        "    }",
        "  }",
        "}", "",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
