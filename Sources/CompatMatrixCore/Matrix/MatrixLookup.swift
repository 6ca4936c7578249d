/// What a name given on the command line refers to in the data.
package enum MatrixEntry: Sendable {
  /// A concern.
  case concern(Concern)
  /// A strategy, with its concern.
  case strategy(Strategy, of: Concern)
  /// An API record.
  case api(APIRecord)
}

extension Matrix {
  /// The concern, strategy or API named by an id or an API symbol, ignoring case.
  ///
  /// Concerns are looked up first, then strategies, then APIs by id, then by symbol.
  package func entry(named query: String) -> MatrixEntry? {
    let key = query.lowercased()
    if let concern = concerns.first(where: { $0.id == key }) { return .concern(concern) }
    if let (concern, strategy) = strategy(id: key) { return .strategy(strategy, of: concern) }
    if let api = apis.first(where: { $0.id == key || $0.symbol.lowercased() == key }) {
      return .api(api)
    }
    return nil
  }

  /// Every name `entry(named:)` accepts, for suggestions.
  package var entryNames: [String] {
    concerns.map(\.id) + concerns.flatMap { $0.strategies.map(\.id) } + apis.map(\.id)
      + apis.map(\.symbol)
  }
}
