// swift-format-ignore-file
import Foundation

public func kit() {
  if #available(iOS 11.0, *) { print("always") }
  if #available(iOS 13.0, *) { print("only from 13") }
}
