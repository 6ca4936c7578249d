import Testing

/// A before/after pair for `lint --fix`: a file, the range it is linted for, and the file
/// the fixes must leave.
struct LintFixCase: CustomTestStringConvertible, Sendable {
  let name: String
  let range: String
  let before: String
  let after: String

  init(_ name: String, range: String = "16-18", _ before: String, _ after: String) {
    self.name = name
    self.range = range
    self.before = before
    self.after = after
  }

  var testDescription: String { name }
}

/// Every form `lint --fix` fixes, and the fixes it must not make.
enum LintFixCases {
  static let navigationBarTitle = LintFixCase(
    "navigationBarTitle(x) becomes navigationTitle(x)",
    """
    import SwiftUI

    struct Detail: View {
      var body: some View {
        Text("Detail")
          .navigationBarTitle("Detail")
      }
    }

    """,
    """
    import SwiftUI

    struct Detail: View {
      var body: some View {
        Text("Detail")
          .navigationTitle("Detail")
      }
    }

    """)

  static let all: [LintFixCase] = [
    navigationBarTitle,
    LintFixCase(
      "navigationBarTitle(x, displayMode: m) becomes navigationTitle(x).navigationBarTitleDisplayMode(m)",
      """
      import SwiftUI

      struct Detail: View {
        var body: some View {
          Text("Detail")
            .navigationBarTitle("Detail", displayMode: .inline)
          Text("Styled")
            .navigationBarTitle(
              Text(verbatim: title(of: .init(displayMode: 1))).bold(),
              displayMode: .large)
        }
      }

      """,
      """
      import SwiftUI

      struct Detail: View {
        var body: some View {
          Text("Detail")
            .navigationTitle("Detail").navigationBarTitleDisplayMode(.inline)
          Text("Styled")
            .navigationTitle(
              Text(verbatim: title(of: .init(displayMode: 1))).bold()).navigationBarTitleDisplayMode(.large)
        }
      }

      """),
    LintFixCase(
      "navigationBarTitle with a displayMode on iOS 13: left as it is (navigationTitle is iOS 14)",
      range: "13-18",
      """
      import SwiftUI

      struct Detail: View {
        var body: some View {
          Text("Detail")
            .navigationBarTitle("Detail", displayMode: .inline)
        }
      }

      """,
      """
      import SwiftUI

      struct Detail: View {
        var body: some View {
          Text("Detail")
            .navigationBarTitle("Detail", displayMode: .inline)
        }
      }

      """),
    LintFixCase(
      "ToolbarItem and ToolbarItemGroup placements become the top-bar names",
      """
      import SwiftUI

      struct List: View {
        var body: some View {
          Text("List")
            .toolbar {
              ToolbarItem(placement: .navigationBarLeading) { EditButton() }
              ToolbarItem(placement: .navigationBarTrailing) { Text("Add") }
              ToolbarItemGroup(placement: .navigationBarLeading) { Text("A") }
              ToolbarItemGroup(placement: .navigationBarTrailing) { Text("B") }
            }
        }
      }

      """,
      """
      import SwiftUI

      struct List: View {
        var body: some View {
          Text("List")
            .toolbar {
              ToolbarItem(placement: .topBarLeading) { EditButton() }
              ToolbarItem(placement: .topBarTrailing) { Text("Add") }
              ToolbarItemGroup(placement: .topBarLeading) { Text("A") }
              ToolbarItemGroup(placement: .topBarTrailing) { Text("B") }
            }
        }
      }

      """),
    LintFixCase(
      "accentColor on a navigation container becomes tint",
      """
      import SwiftUI

      struct Root: View {
        var body: some View {
          NavigationStack {
            Text("Root")
          }
          .accentColor(.green)
        }
      }

      """,
      """
      import SwiftUI

      struct Root: View {
        var body: some View {
          NavigationStack {
            Text("Root")
          }
          .tint(.green)
        }
      }

      """),
    LintFixCase(
      "a replacement unavailable at the range's minimum is not made (tint needs iOS 15)",
      range: "14-18",
      """
      import SwiftUI

      struct Root: View {
        var body: some View {
          NavigationView {
            Text("Root")
              .navigationBarTitle("Root")
          }
          .accentColor(.green)
        }
      }

      """,
      """
      import SwiftUI

      struct Root: View {
        var body: some View {
          NavigationView {
            Text("Root")
              .navigationTitle("Root")
          }
          .accentColor(.green)
        }
      }

      """),
    LintFixCase(
      "no rename below the replacement's introduction (navigationTitle needs iOS 14)",
      range: "13-18",
      """
      import SwiftUI

      struct Detail: View {
        var body: some View {
          Text("Detail")
            .navigationBarTitle("Detail")
        }
      }

      """,
      """
      import SwiftUI

      struct Detail: View {
        var body: some View {
          Text("Detail")
            .navigationBarTitle("Detail")
        }
      }

      """),
    LintFixCase(
      "a redundant @available attribute goes",
      """
      import Foundation

      // The model.
      @available(iOS 15.0, *)
      struct Model {
        var name: String
      }

      """,
      """
      import Foundation

      // The model.
      struct Model {
        var name: String
      }

      """),
    LintFixCase(
      "a multi-platform attribute loses only its iOS clause",
      """
      import Foundation

      @available(iOS 16.0, macOS 13.0, *)
      struct Model {}

      """,
      """
      import Foundation

      @available(macOS 13.0, *)
      struct Model {}

      """),
    LintFixCase(
      "an always-true #available keeps its branch, one level out, and its else goes",
      """
      func show() {
        if #available(iOS 16.0, *) {
          // The stack.
          stack()
        } else {
          legacy()
        }
        after()
      }

      """,
      """
      func show() {
        // The stack.
        stack()
        after()
      }

      """),
    LintFixCase(
      "an always-true guard #available goes",
      """
      func show() {
        guard #available(iOS 15.0, *) else { return }
        stack()
      }

      """,
      """
      func show() {
        stack()
      }

      """),
    LintFixCase(
      "an always-false #unavailable body goes",
      """
      func show() {
        if #unavailable(iOS 16.0) {
          legacy()
        }
        stack()
      }

      """,
      """
      func show() {
        stack()
      }

      """),
    LintFixCase(
      "a rename inside the branch a removed check keeps is made too",
      """
      import SwiftUI

      struct Detail: View {
        var body: some View {
          if #available(iOS 16.0, *) {
            Text("Detail")
              .navigationBarTitle("Detail")
          } else {
            Text("Old")
          }
        }
      }

      """,
      """
      import SwiftUI

      struct Detail: View {
        var body: some View {
          Text("Detail")
            .navigationTitle("Detail")
        }
      }

      """),
    LintFixCase(
      "a suppressed finding is not fixed",
      """
      import SwiftUI

      // compat-matrix:disable:next redundant-availability-check
      @available(iOS 15.0, *)
      struct Kept {}

      @available(iOS 15.0, *)
      struct Removed {}

      struct Detail: View {
        var body: some View {
          Text("Detail")
            .navigationBarTitle("Detail")  // compat-matrix:disable:this deprecated-api
        }
      }

      """,
      """
      import SwiftUI

      // compat-matrix:disable:next redundant-availability-check
      @available(iOS 15.0, *)
      struct Kept {}

      struct Removed {}

      struct Detail: View {
        var body: some View {
          Text("Detail")
            .navigationBarTitle("Detail")  // compat-matrix:disable:this deprecated-api
        }
      }

      """),
    LintFixCase(
      "a check above the range's minimum stays",
      range: "15-18",
      """
      func show() {
        if #available(iOS 16.0, *) {
          stack()
        } else {
          legacy()
        }
      }

      """,
      """
      func show() {
        if #available(iOS 16.0, *) {
          stack()
        } else {
          legacy()
        }
      }

      """),
    LintFixCase(
      "the iOS 26 SDK's same-valued renames are made from a minimum of 26",
      range: "26-27",
      """
      import UIKit

      final class Editor: UIViewController {
        let search = UISearchController(searchResultsController: nil)
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Save", style: .done, target: self, action: #selector(save))
          navigationItem.preferredSearchBarPlacement = .inline
          let look = UINavigationBarAppearance()
          look.doneButtonAppearance = UIBarButtonItemAppearance()
          search.automaticallyShowsScopeBar = false
        }
        @objc func save() {}
      }

      """,
      """
      import UIKit

      final class Editor: UIViewController {
        let search = UISearchController(searchResultsController: nil)
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Save", style: .prominent, target: self, action: #selector(save))
          navigationItem.preferredSearchBarPlacement = .integrated
          let look = UINavigationBarAppearance()
          look.prominentButtonAppearance = UIBarButtonItemAppearance()
          search.scopeBarActivation = .manual
        }
        @objc func save() {}
      }

      """),
    LintFixCase(
      "below 26 only the scope bar's rename is made, and .done keeps its name",
      range: "16-26",
      """
      import UIKit

      func configure(_ item: UIBarButtonItem, _ search: UISearchController) {
        item.style = .done
        search.automaticallyShowsScopeBar = true
      }

      """,
      """
      import UIKit

      func configure(_ item: UIBarButtonItem, _ search: UISearchController) {
        item.style = .done
        search.scopeBarActivation = .automatic
      }

      """),
    LintFixCase(
      "statusBarHidden(true) becomes the iOS 27 status bar placement from a minimum of 27",
      range: "27-27",
      """
      import SwiftUI

      struct Photo: View {
        var body: some View {
          Image("photo")
            .statusBarHidden(true)
        }
      }

      """,
      """
      import SwiftUI

      struct Photo: View {
        var body: some View {
          Image("photo")
            .toolbarVisibility(.hidden, for: .statusBar)
        }
      }

      """),
  ]
}
