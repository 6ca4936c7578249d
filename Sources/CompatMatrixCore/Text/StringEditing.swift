extension String {
  /// The string with its first letter upper-cased.
  package var capitalizedFirstLetter: String {
    guard let first else { return self }
    return first.uppercased() + dropFirst()
  }
}
