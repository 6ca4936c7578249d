import Foundation

// In the shared folder, but the watch app leaves it out: only iOS builds it.
@available(iOS 16.0, watchOS 10.0, *)
struct PhoneReading {
  var value: Double
}
