import Testing

/// Code the rewriter must leave as it is and list for review, with the reason it gives.
struct ReviewCase: CustomTestStringConvertible, Sendable {
  let name: String
  let source: String
  /// The line of each note, and the start of its reason's text.
  let notes: [(line: Int, reason: String)]
  /// Whether the source is Swift that `swiftc -parse` accepts; a few cases are files the
  /// tool may meet that the compiler would reject.
  var parses = true

  var testDescription: String { name }
}

enum ReviewCases {
  static let all: [ReviewCase] = [
    ReviewCase(
      name: "an if expression",
      source: """
        func title() -> String {
          let title = if #available(iOS 16, *) { "New" } else { "Old" }
          return title
        }

        """,
      notes: [(2, "the if is used as an expression")]),
    ReviewCase(
      name: "inside a macro",
      source: """
        #Preview {
          if #available(iOS 16, *) {
            Modern()
          } else {
            Legacy()
          }
        }

        """,
      notes: [(2, "it is inside a macro expansion")]),
    ReviewCase(
      name: "a removal that would empty a closure or a case",
      source: """
        func wire(_ mode: Mode) {
          button.onTap {
            if #unavailable(iOS 16) {
              patch()
            }
          }
          switch mode {
          case .a:
            if #unavailable(iOS 16) {
              fix()
            }
          case .b:
            other()
          }
        }

        """,
      notes: [
        (3, "removing it would leave a closure, accessor or case with no statement"),
        (9, "removing it would leave a closure, accessor or case with no statement"),
      ]),
    ReviewCase(
      name: "inlining would declare a name twice",
      source: """
        func build() {
          if #available(iOS 16, *) {
            let view = makeNew()
            show(view)
          } else {
            let view = makeOld()
            show(view)
          }
          let view = other()
          show(view)
        }

        """,
      notes: [(2, "inlining the kept branch would declare 'view' twice")]),
    ReviewCase(
      name: "a defer in the kept branch",
      source: """
        func work() {
          if #available(iOS 16, *) {
            defer { cleanup() }
            run()
          }
          after()
        }

        """,
      notes: [(2, "the kept branch has a defer")]),
    ReviewCase(
      name: "a guard #unavailable, a while loop and a label",
      source: """
        func loops() {
          guard #unavailable(iOS 15) else { return }
          while #available(iOS 16, *) {
            spin()
          }
          outer: if #available(iOS 16, *) {
            step()
          }
        }

        """,
      notes: [
        (2, "the guard always fails"), (3, "a while loop whose condition becomes always true"),
        (6, "the statement has a label"),
      ]),
    ReviewCase(
      name: "an #unavailable after other conditions",
      source: """
        func late(_ value: Int?) {
          if let value, #unavailable(iOS 16) {
            use(value)
          }
        }

        """,
      notes: [(2, "the #unavailable follows other conditions")]),
    ReviewCase(
      name: "code sharing the statement's lines",
      source: """
        func shared() {
          prepare(); if #available(iOS 16, *) {
            modern()
          }
        }

        """,
      notes: [(2, "other code shares its first or last line")]),
    ReviewCase(
      name: "a check mixed with #if directives",
      source: """
        func mixed() {
          if #available(iOS 16, *) {
            modern()
          #if DEBUG
          } else {
            legacy()
          #endif
          }
        }

        """,
      notes: [(2, "it is mixed with #if directives")], parses: false),
    ReviewCase(
      name: "a kept branch that returns, before code that declares a name",
      source: """
        func load() -> Int {
          if #available(iOS 15, *) {
            return 1
          }
          func helper() -> Int { 2 }
          return helper()
        }

        """,
      notes: [(2, "the kept branch always exits")]),
    ReviewCase(
      name: "a kept branch that returns inside #if, before code after the #endif",
      source: """
        func make() -> Lock {
          #if os(iOS)
            if #available(iOS 10.0, *) {
              return UnfairLock()
            }
          #endif
          return PthreadLock()
        }

        """,
      notes: [(3, "the kept branch always exits")]),
  ]
}
