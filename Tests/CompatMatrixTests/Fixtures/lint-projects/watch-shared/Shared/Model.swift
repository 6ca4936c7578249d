import Foundation

// Compiled by the iOS app (iOS 16.0) and the watch app (watchOS 9.0).
@available(iOS 16.0, watchOS 10.0, *)
struct Reading {
  var value: Double
}

@available(iOS 15.0, watchOS 9.0, *)
struct Summary {
  var count: Int
}

func latest() -> String {
  if #available(iOS 16.0, watchOS 10.0, *) {
    return "new"
  } else {
    return "old"
  }
}
