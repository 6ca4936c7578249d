import Foundation

// The iOS app (16.0) compiles it through the folder, the widgets (17.0) through an
// exception, the watch app (9.0) through the folder.
@available(iOS 16.0, *)
struct Formatter {
  var style: Int
}
