import Foundation

// No target lists this file.
@available(iOS 16.0, *)
struct Unlisted {}
