import Foundation
import Testing

/// A before/after pair for the rewriter: the source before, the source the rewrite must give,
/// and the minimum it is rewritten for. `style` turns both texts into a file written with tabs
/// or CRLF line endings, or without a last line break, so the same pair tests those files.
struct RewriteCase: CustomTestStringConvertible, Sendable {
  enum Style: Sendable {
    case plain
    case tabs
    case crlf
    case noFinalNewline
  }

  let name: String
  let minimum: String
  let before: String
  let after: String
  var style: Style = .plain

  init(
    _ name: String, minimum: String = "16.4", _ before: String, _ after: String,
    style: Style = .plain
  ) {
    self.name = name
    self.minimum = minimum
    self.before = before
    self.after = after
    self.style = style
  }

  var testDescription: String { name }

  /// A text written in the case's style.
  func styled(_ text: String) -> String {
    switch style {
    case .plain: text
    case .tabs: text.replacingOccurrences(of: "  ", with: "\t")
    case .crlf: text.replacingOccurrences(of: "\n", with: "\r\n")
    case .noFinalNewline: String(text.dropLast())
    }
  }
}

/// Every form the rewriter handles, each as a before/after pair.
enum RewriteCases {
  static let ifElse = RewriteCase(
    "if #available with else: the kept branch moves one level out",
    """
    func show() {
      // Picks the container.
      if #available(iOS 16.0, *) {
        // The stack, from iOS 16.
        NavigationStack { root() }
      } else {  // iOS 15
        // The old view.
        NavigationView { root() }
      }
      after()
    }

    """,
    """
    func show() {
      // Picks the container.
      // The stack, from iOS 16.
      NavigationStack { root() }
      after()
    }

    """)

  static let all: [RewriteCase] = [
    ifElse,
    RewriteCase(
      "if #available without else", minimum: "15",
      """
      func enable() {
        if #available(iOS 15, *) {
          list.refreshable = true
          list.reload()
        }
      }

      """,
      """
      func enable() {
        list.refreshable = true
        list.reload()
      }

      """),
    RewriteCase(
      "else if chain: the first branch always taken",
      """
      func pick() -> Int {
        if #available(iOS 16.4, *) {
          return 3
        } else if #available(iOS 15, *) {
          return 2
        } else {
          return 1
        }
      }

      """,
      """
      func pick() -> Int {
        return 3
      }

      """),
    RewriteCase(
      "else if chain: an else if always taken becomes the else",
      """
      func pick() -> Int {
        if #available(iOS 17, *) {
          return 17
        } else if #available(iOS 16, *) {
          return 16
        } else {
          return 15
        }
      }

      """,
      """
      func pick() -> Int {
        if #available(iOS 17, *) {
          return 17
        } else {
          return 16
        }
      }

      """),
    RewriteCase(
      "a check among other conditions, first or last",
      """
      func open(_ url: URL?, flag: Bool) {
        if #available(iOS 16, *), let url {
          open(url)
        }
        if flag, #available(iOS 16, *) {
          toggle()
        }
      }

      """,
      """
      func open(_ url: URL?, flag: Bool) {
        if let url {
          open(url)
        }
        if flag {
          toggle()
        }
      }

      """),
    RewriteCase(
      "guard #available alone is removed",
      """
      func share() {
        // Sharing needs the new sheet.
        guard #available(iOS 16, *) else { return }
        present()
      }

      """,
      """
      func share() {
        // Sharing needs the new sheet.
        present()
      }

      """),
    RewriteCase(
      "guard #available with other conditions keeps them",
      """
      func attach(_ scene: Scene?) {
        guard #available(iOS 16, *),
          let scene
        else {
          return
        }
        use(scene)
      }

      """,
      """
      func attach(_ scene: Scene?) {
        guard let scene
        else {
          return
        }
        use(scene)
      }

      """),
    RewriteCase(
      "if #unavailable: the body goes, an else stays",
      """
      func fix() {
        if #unavailable(iOS 16) {
          applyWorkaround()
        }
        if #unavailable(iOS 16.4) {
          oldPath()
        } else {
          newPath()
        }
        proceed()
      }

      """,
      """
      func fix() {
        newPath()
        proceed()
      }

      """),
    RewriteCase(
      "an #unavailable else if goes from its else",
      """
      func route(_ flag: Bool) {
        if flag {
          first()
        } else if #unavailable(iOS 16) {
          patched()
        } else {
          regular()
        }
        if flag {
          again()
        } else if #unavailable(iOS 15) {
          onlyOld()
        }
      }

      """,
      """
      func route(_ flag: Bool) {
        if flag {
          first()
        } else {
          regular()
        }
        if flag {
          again()
        }
      }

      """),
    RewriteCase(
      "@available attributes the minimum satisfies",
      """
      /// A modern screen.
      @available(iOS 16.0, *)
      struct Modern {
        @available(iOS 15, *) func refresh() {}
        @MainActor @available(iOS 16.4, *)
        func exact() {}
        @available(iOS 16.4.1, *)
        func later() {}
      }

      """,
      """
      /// A modern screen.
      struct Modern {
        func refresh() {}
        @MainActor
        func exact() {}
        @available(iOS 16.4.1, *)
        func later() {}
      }

      """),
    RewriteCase(
      "a multi-platform attribute loses only its iOS clause; a check inside it that the "
        + "attribute's macOS clause satisfies goes",
      """
      @available(iOS 16.4, macOS 13.0, *)
      struct Shared {
        func run() {
          if #available(iOS 16, macOS 13, *) {
            modern()
          }
        }
      }

      """,
      """
      @available(macOS 13.0, *)
      struct Shared {
        func run() {
          modern()
        }
      }

      """),
    RewriteCase(
      "in #if os(iOS) code the other platforms do not matter",
      """
      #if os(iOS)
        func run() {
          if #available(iOS 16, macOS 13, *) {
            modern()
          } else {
            legacy()
          }
        }
      #endif

      """,
      """
      #if os(iOS)
        func run() {
          modern()
        }
      #endif

      """),
    RewriteCase(
      "the long form loses introduced, or goes",
      """
      @available(iOS, introduced: 15.0, deprecated: 17.0, message: "Use Modern")
      struct Old {}
      @available(iOS, introduced: 15.0)
      struct Plain {}

      """,
      """
      @available(iOS, deprecated: 17.0, message: "Use Modern")
      struct Old {}
      struct Plain {}

      """),
    RewriteCase(
      "checks above the minimum and excluded code are untouched",
      """
      func later() {
        if #available(iOS 17, *) {
          seventeen()
        }
        #if os(macOS)
          if #available(iOS 15, *) {
            never()
          }
        #endif
      }

      """,
      """
      func later() {
        if #available(iOS 17, *) {
          seventeen()
        }
        #if os(macOS)
          if #available(iOS 15, *) {
            never()
          }
        #endif
      }

      """),
    RewriteCase(
      "nested checks in a kept branch move out twice",
      """
      func nested(_ token: String?) {
        if #available(iOS 15, *) {
          guard #available(iOS 16, *), let token else { return }
          if #available(iOS 16.1, *) {
            use(token)
          } else {
            fallback()
          }
        } else {
          old()
        }
      }

      """,
      """
      func nested(_ token: String?) {
        guard let token else { return }
        use(token)
      }

      """),
    RewriteCase(
      "a one-line if and a branch with #if directives",
      """
      func small() {
        if #available(iOS 16, *) { modern() } else { legacy() }
        if #available(iOS 16, *) {
          #if DEBUG
            debugStack()
          #else
            releaseStack()
          #endif
        } else {
          legacy()
        }
      }

      """,
      """
      func small() {
        modern()
        #if DEBUG
          debugStack()
        #else
          releaseStack()
        #endif
      }

      """),
    RewriteCase(
      "a multi-line string in a kept branch keeps its text",
      """
      func message() -> String {
        if #available(iOS 16, *) {
          return \"\"\"
            Hello,

              world
            \"\"\"
        } else {
          return "old"
        }
      }

      """,
      """
      func message() -> String {
        return \"\"\"
          Hello,

            world
          \"\"\"
      }

      """),
    RewriteCase(
      "a view builder body",
      """
      struct Root: View {
        var body: some View {
          if #available(iOS 16.0, *) {
            NavigationStack {
              content
            }
          } else {
            NavigationView {
              content
            }
            .navigationViewStyle(.stack)
          }
        }
      }

      """,
      """
      struct Root: View {
        var body: some View {
          NavigationStack {
            content
          }
        }
      }

      """),
    RewriteCase(
      "a switch case",
      """
      func handle(_ mode: Mode) {
        switch mode {
        case .a:
          if #available(iOS 16, *) {
            modern()
          } else {
            legacy()
          }
        case .b:
          other()
        }
      }

      """,
      """
      func handle(_ mode: Mode) {
        switch mode {
        case .a:
          modern()
        case .b:
          other()
        }
      }

      """),
    RewriteCase(
      "a check that shares its last line with the branch around it, rewritten in two passes",
      """
      func nested() {
        if #available(iOS 15, *) {
          if #available(iOS 16.1, *) {
            use()
          } else {
            fallback()
          }  } else {
          old()
        }
      }

      """,
      """
      func nested() {
        use()
      }

      """),
    RewriteCase(
      "an optional type ending the line before is not the start of an if expression",
      """
      final class Model {
        let code: String?
        var cache: [String: Int]!
        init() {
          code = nil
          if #available(iOS 15, *) {
            setUp()
          }
        }
      }

      """,
      """
      final class Model {
        let code: String?
        var cache: [String: Int]!
        init() {
          code = nil
          setUp()
        }
      }

      """),
    RewriteCase(
      "a kept branch that returns takes the code after it, which would never run",
      """
      enum When {
        static let iOS15 = { () -> Bool in
          if #available(iOS 15, *) {
            return true
          }
          return false
        }
        func pick() -> Int {
          if #available(iOS 15, *) {
            return 1
          } else {
            log()
          }
          log()
          return 0
        }
      }

      """,
      """
      enum When {
        static let iOS15 = { () -> Bool in
          return true
        }
        func pick() -> Int {
          return 1
        }
      }

      """),
    RewriteCase(
      "a kept branch that returns at the end of an #if branch",
      """
      enum Device {
        static let hasGlass: Bool = {
          #if os(tvOS)
            return false
          #else
            if #available(iOS 15, *) {
              return true
            } else {
              return false
            }
          #endif
        }()
      }

      """,
      """
      enum Device {
        static let hasGlass: Bool = {
          #if os(tvOS)
            return false
          #else
            return true
          #endif
        }()
      }

      """),
    RewriteCase("tabs are kept", ifElse.before, ifElse.after, style: .tabs),
    RewriteCase("CRLF line endings are kept", ifElse.before, ifElse.after, style: .crlf),
    RewriteCase(
      "a file without a last line break keeps it so", ifElse.before, ifElse.after,
      style: .noFinalNewline),
  ]
}
