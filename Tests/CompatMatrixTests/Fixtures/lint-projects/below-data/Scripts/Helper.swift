// swift-format-ignore-file
import Foundation

// In no target: built, as far as lint knows, at the project's iOS 12.0.
@available(iOS 13.0, *)
func helper() {}

func older() {
  if #available(iOS 10.0, *) { print("always") }
}
