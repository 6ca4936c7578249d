import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// Matching patterns against code: what must match, what must not, and `inside`, `with` and
/// `scope`.
@Suite struct LintPatternMatchingTests {
  /// The source text of every match of the pattern, as `line:column text`.
  static func matches(
    _ match: String, inside: String? = nil, with: String? = nil, scope: LintScope = .file,
    in source: String
  ) throws -> [String] {
    let reference = SourceReference(
      file: "test.json", location: SourceLocation(line: 1, column: 1), path: "lint[0]")
    let pattern = LintPattern(
      match: match, inside: inside, with: with, scope: scope, declaredAt: reference)
    let file = SwiftSourceFile(text: source)
    return try CompiledLintPattern(pattern).matches(in: file).map { found in
      "\(found.location) \(String(decoding: file.bytes[found.byteRange], as: UTF8.self))"
    }
  }

  static let cases: [(String, String, [String])] = [
    // `!` excludes one whole value: an argument up to its `,` or `)`.
    (
      "UIBarButtonItem(… action: !nil …)",
      "UIBarButtonItem(title: \"a\", style: .plain, target: self, action: #selector(back))",
      ["1:1 UIBarButtonItem(title: \"a\", style: .plain, target: self, action: #selector(back))"]
    ),
    (
      "UIBarButtonItem(… action: !nil …)",
      "UIBarButtonItem(title: \"a\", style: .plain, target: nil, action: nil)", []
    ),
    ("UIBarButtonItem(… action: !nil …)", "UIBarButtonItem(title: \"a\", style: .plain)", []),
    (
      "UIBarButtonItem(… action: !nil …)", "UIBarButtonItem(action: nilAction)",
      ["1:1 UIBarButtonItem(action: nilAction)"]
    ),
    ("f(a: !nil)", "f(a: )", []),
    (".leftBarButtonItem = !nil", "item.leftBarButtonItem = nil", []),
    (
      ".leftBarButtonItem = !nil", "item.leftBarButtonItem = close\nnext = nil",
      ["1:5 .leftBarButtonItem = close"]
    ),
    // A type name qualified by another module or a value is someone else's.
    ("NavigationStack", "NavigationStackBackport.NavigationStack { Root() }", []),
    ("NavigationStack", "router.NavigationStack", []),
    ("NavigationStack", "SwiftUI.NavigationStack { Root() }", ["1:9 NavigationStack"]),
    (
      "navigationBar.tintColor", "controller?.navigationBar.tintColor = .red",
      ["1:13 navigationBar.tintColor"]
    ),
    // Names match whole tokens only.
    ("NavigationStack", "NavigationStack { Root() }", ["1:1 NavigationStack"]),
    ("NavigationStack", "NBNavigationStack { Root() }", []),
    ("NavigationStack", "NavigationStackCompat { Root() }", []),
    (
      "NavigationStack", "let a = NavigationStack\nlet b = NavigationStack",
      ["1:9 NavigationStack", "2:9 NavigationStack"]
    ),
    // Never in comments or strings, interpolations included.
    ("NavigationStack", "// NavigationStack\n/* NavigationStack */\n/// NavigationStack", []),
    ("NavigationStack", #"let s = "NavigationStack""#, []),
    ("NavigationStack", #"let s = "\(NavigationStack())""#, []),
    ("NavigationStack", ##"let s = #"\#(NavigationStack())"#"##, []),
    ("NavigationStack", "let s = \"\"\"\n  NavigationStack\n  \"\"\"", []),
    // A leading member matches explicit and implicit receivers.
    (".tint(…)", "view.tint(.red)", ["1:5 .tint(.red)"]),
    (".tint(…)", "Text(\"a\")\n  .tint(.red)\n  .bold()", ["2:3 .tint(.red)"]),
    (".tint(…)", "view?.tint(color)", ["1:6 .tint(color)"]),
    (".tint(…)", "tint(.red)", []),
    (".tint(…)", "view.tintColor(.red)", []),
    (".tint(…)", "view.tint", []),
    // Labels must be at depth 1 of the call.
    (
      "NavigationLink(… isActive: …)",
      "NavigationLink(destination: X(), isActive: $flag) { Text(\"a\") }",
      ["1:1 NavigationLink(destination: X(), isActive: $flag)"]
    ),
    ("NavigationLink(… isActive: …)", "NavigationLink(value: 1) { Text(\"a\") }", []),
    ("NavigationLink(… isActive: …)", "NavigationLink(destination: X(isActive: true)) {}", []),
    (
      "NavigationLink(… isActive: …)", "NavigationLink(\"a\", isActive: $b) {}",
      ["1:1 NavigationLink(\"a\", isActive: $b)"]
    ),
    (
      "NavigationLink(… tag: … selection: …)",
      "NavigationLink(destination: D(), tag: 1, selection: $s) {}",
      ["1:1 NavigationLink(destination: D(), tag: 1, selection: $s)"]
    ),
    ("NavigationLink(… tag: … selection: …)", "NavigationLink(selection: $s, tag: 1) {}", []),
    // Calls, chains and members.
    (
      "UINavigationBar.appearance(…).tintColor",
      "UINavigationBar.appearance().tintColor = .green\nUINavigationBar.appearance(for: t).tintColor = x",
      [
        "1:1 UINavigationBar.appearance().tintColor",
        "2:1 UINavigationBar.appearance(for: t).tintColor",
      ]
    ),
    (
      "UINavigationBar.appearance(…).tintColor", "UINavigationBar.appearance().barTintColor = x", []
    ),
    (
      "navigationBar.tintColor", "navigationController?.navigationBar.tintColor = .white",
      ["1:23 navigationBar.tintColor"]
    ),
    // A name matches an attribute of that name.
    (
      "Environment(… dismiss)", "@Environment(\\.dismiss) private var dismiss",
      ["1:1 @Environment(\\.dismiss)"]
    ),
    ("Environment(… dismiss)", "@Environment(\\.presentationMode) var mode", []),
    ("@Environment(…)", "let e = Environment(x)", []),
    // Operators, literals and wildcards.
    (".padding(.leading, - …)", "x.padding(.leading, -8)", ["1:2 .padding(.leading, -8)"]),
    (".padding(.leading, - …)", "x.padding(.leading, 8)", []),
    ("*.tintColor", "bar.tintColor = x; self.tintColor = y", ["1:1 bar.tintColor"]),
    (
      ".rightBarButtonItem = …", "navigationItem.rightBarButtonItem = item",
      ["1:15 .rightBarButtonItem ="]
    ),
    (".rightBarButtonItem = …", "if navigationItem.rightBarButtonItem == nil {}", []),
    (
      ".viewControllers = [ … ]", "tabs.viewControllers = [inbox, settings]",
      ["1:5 .viewControllers = [inbox, settings]"]
    ),
    (
      ".navigationBarHidden(true)", "v.navigationBarHidden(true)\nv.navigationBarHidden(false)",
      ["1:2 .navigationBarHidden(true)"]
    ),
    (
      ".navigationTitle(\"Inbox\")", "v.navigationTitle(\"Inbox\").navigationTitle(\"Other\")",
      ["1:2 .navigationTitle(\"Inbox\")"]
    ),
    (
      "extension UINavigationController : UIGestureRecognizerDelegate",
      "extension UINavigationController: UIGestureRecognizerDelegate {\n}",
      ["1:1 extension UINavigationController: UIGestureRecognizerDelegate"]
    ),
    // `…` skips comments and stays in its group.
    (".offset(…)", "x.offset(/* ) */ x: 1) // .offset(y: 2)", ["1:2 .offset(/* ) */ x: 1)"]),
    ("f(… b)", "f(a, g(b))", []),
    ("f(… b)", "f(a, g(c), b)", ["1:1 f(a, g(c), b)"]),
    // Backticked names match by name.
    ("NavigationStack", "`NavigationStack` { }", ["1:1 `NavigationStack`"]),
  ]

  @Test(arguments: cases)
  func matchesExactly(pattern: String, source: String, expected: [String]) throws {
    #expect(try Self.matches(pattern, in: source) == expected)
  }

  static let toolbar = """
    .toolbar {
      ToolbarItem(placement: .navigationBarLeading) {
        Button(action: close) { Image(systemName: "xmark") }
          .offset(x: -8)
      }
      ToolbarItem(placement: .navigationBarTrailing) {
        Button("Add") {}.offset(x: 4)
      }
      ToolbarItem(placement: .navigationBarLeading, content: { Text("a").offset(x: 2) })
    }
    .offset(y: 2)
    """

  @Test func insideLimitsMatchesToTheCallsParenthesesAndTrailingClosures() throws {
    let found = try Self.matches(
      ".offset(…)", inside: "ToolbarItem(placement: .navigationBarLeading …)", in: Self.toolbar)
    #expect(found == ["4:7 .offset(x: -8)", "9:69 .offset(x: 2)"])
    let everywhere = try Self.matches(".offset(…)", in: Self.toolbar)
    #expect(everywhere.count == 4)
  }

  @Test func insideFollowsLabelledTrailingClosuresAndCallsWithoutParentheses() throws {
    let source = """
      Foo(a: 1) { x.offset(x: 1) } label: { y.offset(x: 2) } footer: { z.offset(x: 3) }
      Bar { w.offset(x: 4) }
      w.offset(x: 5)
      """
    #expect(
      try Self.matches(".offset(…)", inside: "Foo(…)", in: source) == [
        "1:14 .offset(x: 1)", "1:40 .offset(x: 2)", "1:67 .offset(x: 3)",
      ])
    #expect(try Self.matches(".offset(…)", inside: "Bar", in: source) == ["2:8 .offset(x: 4)"])
    #expect(try Self.matches(".offset(…)", inside: "Baz(…)", in: source) == [])
  }

  @Test func withInTheFileScopeNeedsTheOtherPatternAnywhere() throws {
    let link = "NavigationLink(destination: D(), isActive: $a) { }"
    let match = "NavigationLink(… isActive: …)"
    #expect(
      try Self.matches(match, with: "NavigationView", in: "\(link)\nNavigationView { }")
        == ["1:1 NavigationLink(destination: D(), isActive: $a)"])
    #expect(
      try Self.matches(match, with: "NavigationView", in: "\(link)\nNavigationStack { }") == [])
    #expect(try Self.matches(match, with: "NavigationView", in: "\(link)\n// NavigationView") == [])
  }

  static let screens = """
    struct A: View {
      var body: some View {
        content.toolbar { ToolbarItem(placement: .navigationBarLeading) { back } }
          .navigationBarBackButtonHidden(true)
      }
    }
    struct B: View {
      var body: some View {
        content.toolbar { ToolbarItem(placement: .navigationBarLeading) { back } }
      }
      func hide() { }
    }
    extension C {
      func make() -> some View {
        content.toolbar { ToolbarItem(placement: .navigationBarLeading) { back } }
      }
      func hide(_ v: V) -> some View { v.navigationBarBackButtonHidden(true) }
    }
    """

  @Test func withInTheDeclarationScopeNeedsTheOtherPatternInTheSameDeclaration() throws {
    let match = "ToolbarItem(placement: .navigationBarLeading …)"
    let with = ".navigationBarBackButtonHidden(…)"
    let declaration = try Self.matches(match, with: with, scope: .declaration, in: Self.screens)
    #expect(declaration == ["3:23 ToolbarItem(placement: .navigationBarLeading)"])
    let file = try Self.matches(match, with: with, scope: .file, in: Self.screens)
    #expect(file.count == 3)
  }

  /// A capture ties `match` to `with` and `without`: only a clause's match that captured the
  /// same identifier counts.
  @Test func capturesTieTheClausesToTheSameIdentifier() throws {
    let source = """
      func a() {
        let item = UIBarButtonItem(title: "x", style: .plain, target: nil, action: nil)
        let other = UIBarButtonItem(title: "y", style: .plain, target: self, action: #selector(f))
        navigationItem.backBarButtonItem = item
      }
      func b() {
        let item = UIBarButtonItem(title: "x", style: .plain, target: self, action: #selector(f))
        navigationItem.backBarButtonItem = item
      }
      """
    let found = try Self.matches(
      ".backBarButtonItem = *item", with: "*item = UIBarButtonItem(… action: !nil …)",
      scope: .declaration, in: source)
    #expect(found == ["8:17 .backBarButtonItem = item"])
    // The whole file holds a declaration of `item` with an action.
    let file = try Self.matches(
      ".backBarButtonItem = *item", with: "*item = UIBarButtonItem(… action: !nil …)",
      scope: .file, in: source)
    #expect(file == ["4:17 .backBarButtonItem = item", "8:17 .backBarButtonItem = item"])
    // A capture repeated in one pattern is the same identifier.
    #expect(try Self.matches("*a = *a", in: "x = x\ny = z") == ["1:1 x = x"])
  }

  @Test func topLevelCodeHasTheWholeFileAsItsDeclarationScope() throws {
    let source =
      "ToolbarItem(placement: .navigationBarLeading) { }\nstruct S { func f() { v.navigationBarBackButtonHidden(true) } }"
    let found = try Self.matches(
      "ToolbarItem(placement: .navigationBarLeading …)", with: ".navigationBarBackButtonHidden(…)",
      scope: .declaration, in: source)
    #expect(found.count == 1)
  }

  @Test func matchesReportTokenRangesIntoTheFullTokenList() throws {
    let file = SwiftSourceFile(text: "/* c */ view /* d */ .tint(.red)")
    let found = try LintPatternProgram.parse(".tint(…)").matches(in: file)
    #expect(found.map(\.tokenRange) == [3..<9])
    #expect(found.first?.location == SourceLocation(line: 1, column: 22))
    #expect(found.first?.byteRange == 21..<32)
  }

  @Test func manyPatternsOverALargeFileStayFast() throws {
    // Not a timing assertion: a quadratic matcher would not finish this in reasonable time.
    let unit =
      "v.tint(.red).offset(x: f(1, g(2))) NavigationLink(destination: D(), isActive: $a) { }\n"
    let file = SwiftSourceFile(text: String(repeating: unit, count: 5_000))
    let programs = try [
      ".tint(…)", "NavigationLink(… isActive: …)", ".offset(… x: …)", "f(… g(…))",
    ]
    .map(LintPatternProgram.parse)
    #expect(programs.map { $0.matches(in: file).count } == [5_000, 5_000, 5_000, 5_000])
  }
}
