import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// Parsing lint patterns: the elements of valid ones, and the exact message of invalid ones.
@Suite struct LintPatternParsingTests {
  static func describe(_ program: LintPatternProgram) -> [String] {
    program.elements.map { element in
      switch element {
      case .gap: "…"
      case .anyIdentifier: "*"
      case .token(let tokenClass, let bytes):
        "\(tokenClass):\(String(decoding: bytes, as: UTF8.self))"
      case .capture(let name): "*\(name)"
      case .negation(let excluded):
        "!(" + describe(LintPatternProgram(text: "", elements: excluded)).joined(separator: " ")
          + ")"
      }
    }
  }

  static let valid: [(String, [String])] = [
    ("NavigationView", ["name:NavigationView"]),
    (
      "NavigationLink(… isActive: …)",
      ["name:NavigationLink", "symbol:(", "…", "name:isActive", "symbol::", "…", "symbol:)"]
    ),
    (
      "Environment(... dismiss)", ["name:Environment", "symbol:(", "…", "name:dismiss", "symbol:)"]
    ),
    (".tint(…)", ["symbol:.", "name:tint", "symbol:(", "…", "symbol:)"]),
    (
      ".padding(.leading, -…)",
      [
        "symbol:.", "name:padding", "symbol:(", "symbol:.", "name:leading", "symbol:,", "symbol:-",
        "…", "symbol:)",
      ]
    ),
    ("*.tintColor", ["*", "symbol:.", "name:tintColor"]),
    (".rightBarButtonItem = …", ["symbol:.", "name:rightBarButtonItem", "symbol:=", "…"]),
    ("@Environment(…)", ["attribute:Environment", "symbol:(", "…", "symbol:)"]),
    ("#selector(…)", ["pound:selector", "symbol:(", "…", "symbol:)"]),
    (
      ".navigationTitle(\"Inbox\")",
      ["symbol:.", "name:navigationTitle", "symbol:(", "literal:\"Inbox\"", "symbol:)"]
    ),
    (".padding(8.5)", ["symbol:.", "name:padding", "symbol:(", "number:8.5", "symbol:)"]),
    (
      "extension UINavigationController : UIGestureRecognizerDelegate",
      [
        "name:extension", "name:UINavigationController", "symbol::",
        "name:UIGestureRecognizerDelegate",
      ]
    ),
    (
      ".viewControllers = [ … ]",
      ["symbol:.", "name:viewControllers", "symbol:=", "symbol:[", "…", "symbol:]"]
    ),
    (".default", ["symbol:.", "name:default"]),
    ("x ?? …", ["name:x", "symbol:??", "…"]),
    // A named wildcard: `*` written against an identifier.
    (".backBarButtonItem = *item", ["symbol:.", "name:backBarButtonItem", "symbol:=", "*item"]),
    (
      "class * : UINavigationController",
      ["name:class", "*", "symbol::", "name:UINavigationController"]
    ),
    // `!` where a value starts negates it, up to the value's end.
    (
      "UIBarButtonItem(… action: !nil …)",
      [
        "name:UIBarButtonItem", "symbol:(", "…", "name:action", "symbol::", "!(name:nil)", "…",
        "symbol:)",
      ]
    ),
    ("f(!nil, b)", ["name:f", "symbol:(", "!(name:nil)", "symbol:,", "name:b", "symbol:)"]),
    (
      "f(a: !#selector(g(_:)))",
      [
        "name:f", "symbol:(", "name:a", "symbol::",
        "!(pound:selector symbol:( name:g symbol:( name:_ symbol:: symbol:) symbol:))", "symbol:)",
      ]
    ),
    (
      ".leftBarButtonItem = !nil",
      ["symbol:.", "name:leftBarButtonItem", "symbol:=", "!(name:nil)"]
    ),
    // Elsewhere `!` is the token.
    ("recognizer!.isEnabled", ["name:recognizer", "symbol:!", "symbol:.", "name:isEnabled"]),
  ]

  @Test func requiredNamesLeaveOutNegationsAndCaptures() throws {
    let program = try LintPatternProgram.parse(".backBarButtonItem = *item")
    #expect(program.requiredNames == ["backBarButtonItem"])
    #expect(program.captureNames == ["item"])
    let negated = try LintPatternProgram.parse("UIBarButtonItem(… action: !nil …)")
    #expect(negated.requiredNames == ["UIBarButtonItem", "action"])
  }

  @Test(arguments: valid)
  func parses(text: String, expected: [String]) throws {
    let program = try LintPatternProgram.parse(text)
    #expect(Self.describe(program) == expected)
    #expect(program.text == text)
  }

  static let invalid: [(String, String)] = [
    ("", "empty pattern"),
    ("  \n ", "empty pattern"),
    ("NavigationLink(", "unbalanced '('"),
    ("a(b[c]", "unbalanced '('"),
    ("a)", "unbalanced ')'"),
    ("a }", "unbalanced '}'"),
    ("a(]", "'(' is closed by ']'"),
    ("a[b)", "'[' is closed by ')'"),
    ("… isActive", "'…' cannot start a pattern"),
    ("... x", "'…' cannot start a pattern"),
    ("a(… …)", "'…' cannot follow another '…'"),
    ("a(… ...)", "'…' cannot follow another '…'"),
    ("a(……)", "'…' cannot follow another '…'"),
    ("*", "a pattern cannot be only wildcards"),
    ("*.*", "a pattern cannot be only wildcards"),
    ("(…)", "a pattern cannot be only wildcards"),
    ("* , *", "a pattern cannot be only wildcards"),
    ("a // b", "a pattern cannot contain a comment"),
    ("a /* b */", "a pattern cannot contain a comment"),
    ("f(\"abc)", "unterminated literal \"abc)"),
    // Quoted as an escape, so the message stays on one line and shows what is there.
    ("a \u{1}", #"unexpected character '\u{1}'"#),
    ("f(\"\"\"\nab", #"unterminated literal """\nab"#),
    ("a ` b", "unexpected character '`'"),
    ("f(a: !)", "'!' at the start of an argument needs the value it excludes, such as '!nil'"),
    ("f(a: !…)", "'!' at the start of an argument needs the value it excludes, such as '!nil'"),
    ("f(a: !*x)", "what '!' excludes can hold tokens and '*' only, not '*name' or another '!'"),
    ("f(a: !g(x)", "unbalanced '('"),
  ]

  @Test(arguments: invalid)
  func rejects(text: String, message: String) {
    #expect {
      _ = try LintPatternProgram.parse(text)
    } throws: { error in
      (error as? LintPatternError)?.description == message
    }
  }

  @Test func errorsReadTheSameAsTheirLocalizedDescription() {
    let error = LintPatternError.unbalanced("(")
    #expect(error.localizedDescription == "unbalanced '('")
  }

  @Test func everyShippedPatternParses() throws {
    let matrix = try MatrixLoader.load(shipped: MatrixLoader.embedded())
    var count = 0
    for strategy in matrix.concerns.flatMap(\.strategies) {
      for pattern in strategy.lint {
        let compiled = try CompiledLintPattern(pattern)
        #expect(compiled.match.text == pattern.match)
        count += 1
      }
    }
    #expect(count > 50)
  }
}
