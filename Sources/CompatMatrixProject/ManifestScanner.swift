import CompatMatrixCore
import CompatMatrixSource

/// A token of Swift source: as much as reading a package manifest's `platforms:` needs.
struct ManifestToken: Sendable, Hashable {
  /// What the token is.
  package enum Kind: Sendable, Hashable {
    /// A name, backticks removed.
    case identifier(String)
    /// One of `. ( ) [ ] { } : ,`.
    case punctuation(Character)
    /// A string literal's text with simple escapes decoded, or `nil` when it interpolates.
    case string(String?)
    /// Anything else: numbers, operators, `#`, `@`.
    case other
  }

  /// What the token is.
  package var kind: Kind
  /// The token's source text.
  package var text: String
  /// The 1-based line it starts on.
  package var line: Int

  /// Whether the token is the punctuation character `character`.
  package func isPunctuation(_ character: Character) -> Bool {
    kind == .punctuation(character)
  }
}

/// Splits Swift source into `ManifestToken`s, skipping comments and keeping each string
/// literal whole, so that text inside comments and strings is never read as code.
///
/// It knows line comments, nested block comments, single-line, multi-line (`"""`) and raw
/// (`#"..."#`) strings, and interpolations (`"\(x)"`) that hold further strings; open
/// strings and interpolations are tracked on an explicit stack, limited to `nestingLimit`.
struct ManifestScanner {
  /// The deepest nesting of strings inside interpolations accepted.
  static let nestingLimit = 64

  /// Where the scanner is inside a string literal.
  private enum Context {
    /// Inside a string opened with `hashes` `#` signs, on one line or several.
    case string(hashes: Int, multiline: Bool)
    /// Inside an interpolation, `depth` parentheses deep.
    case code(depth: Int)
  }

  private let bytes: [UInt8]
  private let file: String
  private var index = 0
  private var line = 1

  /// Splits `text`, the manifest `file` holds, into tokens.
  static func tokens(_ text: String, file: String) throws(ProjectDetectionError)
    -> [ManifestToken]
  {
    var scanner = ManifestScanner(bytes: Array(text.utf8), file: file)
    return try scanner.scan()
  }

  private init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
  }

  private func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private mutating func advance(_ count: Int = 1) {
    for _ in 0..<count where index < bytes.count {
      if bytes[index] == UInt8(ascii: "\n") { line += 1 }
      index += 1
    }
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...0xFF:
      true
    default:
      false
    }
  }

  private mutating func scan() throws(ProjectDetectionError) -> [ManifestToken] {
    var tokens: [ManifestToken] = []
    while let byte = peek(0) {
      let start = index
      let startLine = line
      var kind = ManifestToken.Kind.other
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
        advance()
        continue
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*"):
        try skipComment()
        continue
      case UInt8(ascii: "\""):
        kind = .string(try scanString())
      case UInt8(ascii: "#"):
        // A run of `#` signs opens a raw string when a quote follows it; otherwise it is one
        // token, skipped at once so that a long run is not read again from every sign in it.
        let count = hashCount()
        if peek(count) == UInt8(ascii: "\"") {
          kind = .string(try scanString())
        } else {
          advance(count)
        }
      case UInt8(ascii: "`"):
        advance()
        while let next = peek(0), Self.isIdentifierByte(next) { advance() }
        let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        if peek(0) == UInt8(ascii: "`") { advance() }
        kind = .identifier(name)
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        while let next = peek(0), Self.isIdentifierByte(next) || next == UInt8(ascii: ".") {
          advance()
        }
      case _ where Self.isIdentifierByte(byte):
        while let next = peek(0), Self.isIdentifierByte(next) { advance() }
        kind = .identifier(String(decoding: bytes[start..<index], as: UTF8.self))
      case UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
        UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ":"),
        UInt8(ascii: ","):
        advance()
        kind = .punctuation(Character(Unicode.Scalar(byte)))
      default:
        advance()
      }
      tokens.append(
        ManifestToken(
          kind: kind, text: String(decoding: bytes[start..<index], as: UTF8.self),
          line: startLine))
    }
    return tokens
  }

  /// Skips a `//` comment to the end of its line, or a `/* */` comment with those nested in it.
  private mutating func skipComment() throws(ProjectDetectionError) {
    if peek(1) == UInt8(ascii: "/") {
      while let next = peek(0), next != UInt8(ascii: "\n") { advance() }
      return
    }
    let startLine = line
    var depth = 0
    repeat {
      guard let next = peek(0) else {
        throw .malformedManifest(file: file, line: startLine, reason: "unterminated /* comment")
      }
      if next == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        depth += 1
        advance(2)
      } else if next == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        depth -= 1
        advance(2)
      } else {
        advance()
      }
    } while depth > 0
  }

  /// The number of `#` signs that start here.
  private func hashCount() -> Int {
    var count = 0
    while peek(count) == UInt8(ascii: "#") { count += 1 }
    return count
  }

  /// Moves past a string's opening delimiter and returns its context.
  private mutating func openString() -> Context {
    var hashes = 0
    while peek(0) == UInt8(ascii: "#") {
      hashes += 1
      advance()
    }
    let quote = UInt8(ascii: "\"")
    if peek(0) == quote, peek(1) == quote, peek(2) == quote {
      advance(3)
      return .string(hashes: hashes, multiline: true)
    }
    advance()
    return .string(hashes: hashes, multiline: false)
  }

  /// Whether `count` `#` signs follow the byte at `offset`.
  private func hashes(_ count: Int, after offset: Int) -> Bool {
    (0..<count).allSatisfy { peek(offset + 1 + $0) == UInt8(ascii: "#") }
  }

  /// Scans a whole string literal, interpolations and the strings inside them included, and
  /// returns its text when it does not interpolate.
  private mutating func scanString() throws(ProjectDetectionError) -> String? {
    let startLine = line
    var contexts = [openString()]
    var content: [UInt8] = []
    var interpolates = false
    let quote = UInt8(ascii: "\"")
    while let top = contexts.last {
      guard let next = peek(0) else {
        throw .malformedManifest(file: file, line: startLine, reason: "unterminated string literal")
      }
      let outermost = contexts.count == 1
      switch top {
      case .string(let hashes, let multiline):
        let quotes = multiline ? 3 : 1
        if next == quote, (0..<quotes).allSatisfy({ peek($0) == quote }),
          self.hashes(hashes, after: quotes - 1)
        {
          advance(quotes + hashes)
          contexts.removeLast()
        } else if next == UInt8(ascii: "\\"), self.hashes(hashes, after: 0) {
          advance(1 + hashes)
          if peek(0) == UInt8(ascii: "(") {
            advance()
            interpolates = true
            guard contexts.count < Self.nestingLimit else {
              throw .malformedManifest(
                file: file, line: line, reason: "string interpolations nest too deeply")
            }
            contexts.append(.code(depth: 0))
          } else if let escaped = peek(0) {
            if outermost { content.append(Self.unescape(escaped)) }
            advance()
          }
        } else if next == UInt8(ascii: "\n"), !multiline {
          throw .malformedManifest(
            file: file, line: startLine, reason: "unterminated string literal")
        } else {
          if outermost { content.append(next) }
          advance()
        }
      case .code(let depth):
        if next == UInt8(ascii: "(") {
          contexts[contexts.count - 1] = .code(depth: depth + 1)
          advance()
        } else if next == UInt8(ascii: ")") {
          if depth == 0 {
            contexts.removeLast()
          } else {
            contexts[contexts.count - 1] = .code(depth: depth - 1)
          }
          advance()
        } else if next == UInt8(ascii: "/"),
          peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")
        {
          try skipComment()
        } else if next == quote || next == UInt8(ascii: "#") {
          let count = hashCount()
          guard peek(count) == quote else {
            advance(count)
            continue
          }
          guard contexts.count < Self.nestingLimit else {
            throw .malformedManifest(
              file: file, line: line, reason: "string interpolations nest too deeply")
          }
          contexts.append(openString())
        } else {
          advance()
        }
      }
    }
    return interpolates ? nil : String(decoding: content, as: UTF8.self)
  }

  /// The character a simple escape such as `\n` stands for; others stand for themselves.
  private static func unescape(_ byte: UInt8) -> UInt8 {
    switch byte {
    case UInt8(ascii: "n"): 0x0A
    case UInt8(ascii: "t"): 0x09
    case UInt8(ascii: "r"): 0x0D
    case UInt8(ascii: "0"): 0x00
    default: byte
    }
  }
}
