import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource

/// Generates matrix files with many concerns over the shipped releases, for the resolver
/// benchmark: each concern has four strategies that need one to three of a pool of APIs with
/// varied availability, and some behaviour entries.
enum GeneratedMatrix {
  static func files(concerns: Int, releases: [OSVersion], seed: UInt64 = 42) -> [MatrixFile] {
    var random = SplitMix64(state: seed)
    let apiCount = max(50, concerns / 4)
    let majors = Array(Set(releases.map { OSVersion($0.major) })).sorted()
    var apis: [String] = []
    for index in 0..<apiCount {
      let introduced = majors[Int.random(in: 0..<majors.count, using: &random)]
      var availability = "\"introduced\": \"\(introduced)\""
      switch Int.random(in: 0..<6, using: &random) {
      case 0: availability += ", \"deprecated\": \"soft\""
      case 1:
        if let later = majors.first(where: { $0 > introduced }) {
          availability += ", \"deprecated\": \"\(later)\""
        }
      default: break
      }
      let replacement =
        availability.contains("soft")
        ? ", \"replacement\": [\"api-\((index + 1) % apiCount)\"]" : ""
      apis.append(
        """
        {"id": "api-\(index)", "symbol": "API\(index)", "framework": "Generated", "kind": "struct",
         "summary": "Generated API.", "platforms": {"iOS": {\(availability)}}\(replacement),
         "sources": ["https://example.com/api-\(index)"], "confidence": "confirmed"}
        """)
    }
    var files = [
      MatrixFile(
        path: "generated/apis.json",
        bytes: Array("{\"apis\": [\(apis.joined(separator: ",\n"))]}".utf8))
    ]
    let perFile = 500
    var concernTexts: [String] = []
    for index in 0..<concerns {
      var strategies: [String] = []
      for strategy in 0..<4 {
        let requires = (0..<Int.random(in: 1...3, using: &random)).map { _ in
          "\"api-\(Int.random(in: 0..<apiCount, using: &random))\""
        }
        var behaviour = ""
        if Int.random(in: 0..<3, using: &random) == 0 {
          let start = Int.random(in: 0..<(majors.count - 1), using: &random)
          behaviour = """
            , "behaviour": [{"platform": "iOS", "from": "\(majors[start])", "until": "\(majors[start + 1])",
              "status": "broken", "note": "Generated.", "sources": ["https://example.com/b"], "confidence": "reported"}]
            """
        }
        let origin = ["first-party", "first-party", "custom", "first-party"][strategy]
        strategies.append(
          """
          {"id": "c\(index)-s\(strategy)", "title": "Strategy \(strategy)", "summary": "Generated.",
           "origin": "\(origin)", "requires": [\(Set(requires).sorted().joined(separator: ", "))],
           "sources": ["https://example.com/s"]\(behaviour)}
          """)
      }
      concernTexts.append(
        """
        {"id": "concern-\(index)", "title": "Concern \(index)", "question": "Generated?",
         "summary": "Generated.", "tags": [], "strategies": [\(strategies.joined(separator: ",\n"))]}
        """)
    }
    for start in stride(from: 0, to: concernTexts.count, by: perFile) {
      let slice = concernTexts[start..<min(start + perFile, concernTexts.count)]
      files.append(
        MatrixFile(
          path: "generated/concerns-\(start / perFile).json",
          bytes: Array("{\"concerns\": [\(slice.joined(separator: ",\n"))]}".utf8)))
    }
    return files
  }
}
