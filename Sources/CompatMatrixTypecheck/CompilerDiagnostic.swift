import CompatMatrixCore

/// One diagnostic of the compiler: where, how severe, what it says, and the notes that follow
/// it.
package struct CompilerDiagnostic: Sendable, Hashable {
  /// How severe a diagnostic is.
  package enum Severity: String, Sendable, Hashable, CaseIterable {
    /// The code does not compile.
    case error
    /// It compiles, with a warning.
    case warning
    /// A note about the diagnostic before it.
    case note
    /// A remark.
    case remark
  }

  /// The file as the job named it (a file outside the job, such as an SDK interface, by its
  /// path); `nil` for a diagnostic without a place (`<unknown>:0`, `error: …`).
  package var file: String?
  /// The line, from 1; 0 without a place.
  package var line: Int
  /// The column, from 1; 0 without a place.
  package var column: Int
  /// How severe it is.
  package var severity: Severity
  /// What it says, without the category the compiler appends (`[#DeprecatedDeclaration]`).
  package var message: String
  /// The category: `DeprecatedDeclaration`; `nil` when none is given.
  package var category: String?
  /// The notes that follow it.
  package var notes: [CompilerDiagnostic] = []

  /// Creates a diagnostic.
  package init(
    file: String?, line: Int = 0, column: Int = 0, severity: Severity, message: String,
    category: String? = nil, notes: [CompilerDiagnostic] = []
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
    self.category = category
    self.notes = notes
  }

  /// The availability fact the message states, if it states one.
  package var fact: AvailabilityFact? { AvailabilityFact(message: message) }

  /// `File.swift:4:11: error: 'NavigationStack' is only available in iOS 16.0 or newer`, on
  /// one line.
  package var description: String {
    let place = file.map { "\($0):\(line):\(column): " } ?? ""
    return MessageText.oneLine("\(place)\(severity.rawValue): \(message)")
  }
}

/// What a diagnostic says about the availability of a declaration, in the compiler's words.
///
/// | message | fact |
/// |---|---|
/// | `'NavigationStack' is only available in iOS 16.0 or newer` | `introduced` |
/// | `'init(destination:isActive:label:)' was deprecated in iOS 16.0: use …` | `deprecated` |
/// | `'foo()' is deprecated: …` | `deprecated`, without a version |
/// | `'foo()' is unavailable in iOS: …` | `unavailable` |
/// | `'foo()' was obsoleted in iOS 16.0` | `obsoleted` |
/// | `cannot find 'X' in scope`, `type 'T' has no member 'x'`, `no such module 'M'` | `unknown` |
package enum AvailabilityFact: Sendable, Hashable {
  /// The declaration is available from this version of the platform on.
  case introduced(symbol: String, platform: String, version: OSVersion)
  /// The declaration is deprecated, from this version when the message names one; the
  /// message the declaration gives, when there is one.
  case deprecated(symbol: String, platform: String?, version: OSVersion?, message: String?)
  /// The declaration is unavailable, on this platform when the message names one.
  case unavailable(symbol: String, platform: String?)
  /// The declaration no longer exists from this version of the platform on.
  case obsoleted(symbol: String, platform: String, version: OSVersion)
  /// The compiler knows no such declaration.
  case unknown(symbol: String)

  /// The declaration the fact is about, as the compiler quotes it: `NavigationStack`,
  /// `init(destination:isActive:label:)`, `backAction`.
  package var symbol: String {
    switch self {
    case .introduced(let symbol, _, _), .deprecated(let symbol, _, _, _),
      .unavailable(let symbol, _), .obsoleted(let symbol, _, _), .unknown(let symbol):
      symbol
    }
  }

  /// The fact a message states, or `nil`.
  package init?(message: String) {
    let quoted = Self.quoted(in: message)
    if let symbol = quoted.first {
      if let place = Self.after(" is only available in ", in: message),
        let end = place.firstRange(ofText: " or newer"),
        let (platform, version) = Self.platformAndVersion(place[..<end.lowerBound])
      {
        self = .introduced(symbol: symbol, platform: platform, version: version)
        return
      }
      if let place = Self.after(" was deprecated in ", in: message) {
        let (text, reason) = Self.split(place)
        let parsed = Self.platformAndVersion(text)
        self = .deprecated(
          symbol: symbol, platform: parsed?.0 ?? String(text), version: parsed?.1,
          message: reason)
        return
      }
      if let rest = Self.after("' is deprecated", in: message) {
        self = .deprecated(
          symbol: symbol, platform: nil, version: nil,
          message: rest.hasPrefix(": ") ? String(rest.dropFirst(2)) : nil)
        return
      }
      if let place = Self.after(" was obsoleted in ", in: message),
        let (platform, version) = Self.platformAndVersion(Self.split(place).0)
      {
        self = .obsoleted(symbol: symbol, platform: platform, version: version)
        return
      }
      if let rest = Self.after("' is unavailable", in: message) {
        let platform = rest.hasPrefix(" in ") ? Self.split(rest.dropFirst(4)).0 : nil
        self = .unavailable(symbol: symbol, platform: platform.map(String.init))
        return
      }
    }
    let unknown =
      message.hasPrefix("cannot find ") || message.hasPrefix("no such module ")
      || (message.contains(" has no member ") && quoted.count >= 2)
    guard unknown, let symbol = quoted.last else { return nil }
    self = .unknown(symbol: symbol)
  }

  /// The text after the first occurrence of `marker`.
  private static func after(_ marker: String, in message: String) -> Substring? {
    message.firstRange(ofText: marker).map { message[$0.upperBound...] }
  }

  /// `iOS 16.0: use …` as `iOS 16.0` and `use …`.
  private static func split(_ text: Substring) -> (Substring, String?) {
    guard let colon = text.firstRange(ofText: ": ") else { return (text, nil) }
    return (text[..<colon.lowerBound], String(text[colon.upperBound...]))
  }

  /// `iOS 16.0`, `Mac Catalyst 16.0`, `iOS application extension 16.0` as the platform's
  /// words and the version.
  private static func platformAndVersion(_ text: Substring) -> (String, OSVersion)? {
    guard let space = text.lastIndex(of: " "),
      let version = OSVersion(String(text[text.index(after: space)...]))
    else { return nil }
    return (String(text[..<space]), version)
  }

  /// The texts between single quotes, in order: the compiler quotes names so.
  private static func quoted(in message: String) -> [String] {
    var found: [String] = []
    var rest = Substring(message)
    while let open = rest.firstIndex(of: "'") {
      let after = rest[rest.index(after: open)...]
      guard let close = after.firstIndex(of: "'") else { break }
      found.append(String(after[..<close]))
      rest = after[after.index(after: close)...]
    }
    return found
  }
}
