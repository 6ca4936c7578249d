/// Where each field's value starts in a declaration, keyed by its path below the declaration
/// (`id`, `requires[1]`), so that validation can point at the value at fault.
///
/// The entries are kept sorted by field: equal sets of locations compare equal, a lookup is a
/// binary search, and the shipped matrices, compiled into the library, build theirs from a
/// constant array without hashing a key.
package struct FieldLocations: Sendable, Hashable {
  /// One field and where its value starts.
  package struct Entry: Sendable, Hashable {
    package let field: String
    package let location: SourceLocation

    /// Creates an entry for a field whose value starts at `line`, `column`.
    package init(_ field: String, _ line: Int, _ column: Int) {
      self.field = field
      self.location = SourceLocation(line: line, column: column)
    }
  }

  /// The entries, sorted by field, each field once.
  package private(set) var entries: [Entry]

  /// No locations.
  package init() {
    entries = []
  }

  /// The locations of a dictionary.
  package init(_ locations: [String: SourceLocation]) {
    entries = locations.map { Entry($0.key, $0.value.line, $0.value.column) }
      .sorted { $0.field < $1.field }
  }

  /// Entries already sorted by field, each field once, as the build writes them.
  package init(sorted entries: [Entry]) {
    assert(zip(entries, entries.dropFirst()).allSatisfy { $0.field < $1.field })
    self.entries = entries
  }

  /// Where the value of `field` starts, if it was recorded.
  package subscript(field: String) -> SourceLocation? {
    get {
      let index = position(of: field)
      return index < entries.count && entries[index].field == field
        ? entries[index].location : nil
    }
    set {
      let index = position(of: field)
      let found = index < entries.count && entries[index].field == field
      switch (newValue, found) {
      case (let location?, true):
        entries[index] = Entry(field, location.line, location.column)
      case (let location?, false):
        entries.insert(Entry(field, location.line, location.column), at: index)
      case (nil, true):
        entries.remove(at: index)
      case (nil, false):
        break
      }
    }
  }

  /// The first position whose field is not below `field`.
  private func position(of field: String) -> Int {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].field < field { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
