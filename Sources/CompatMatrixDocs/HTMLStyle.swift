import CompatMatrixCore

/// The style sheet of the HTML matrix, inlined into the page: caniuse-like coloured cells,
/// system fonts only, and a print layout that keeps the colours and starts each concern on a
/// new page.
enum HTMLStyle {
  /// The CSS, one rule per line.
  static let css = """
    * { box-sizing: border-box; }
    body { margin: 0; padding: 24px 32px; background: #fff; color: #1f2328;
      font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, sans-serif; }
    h1 { margin: 0 0 8px; font-size: 28px; }
    h2 { margin: 0 0 6px; font-size: 21px; }
    p { max-width: 78em; margin: 4px 0; }
    a { color: #0969da; text-decoration: none; }
    code { font: 13px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
    section { margin: 28px 0 0; padding-top: 16px; border-top: 1px solid #d0d7de; }
    .question { font-weight: 600; }
    .summary { color: #59636e; }
    .plan { margin-top: 8px; }
    table.grid { margin: 12px 0 8px; border-collapse: separate; border-spacing: 3px; }
    .grid th { padding: 2px 12px 2px 0; text-align: left; font-weight: 600;
      vertical-align: middle; }
    .grid thead th { padding: 2px 4px; text-align: center; color: #59636e; font-size: 13px; }
    .grid thead th:first-child { text-align: left; }
    .grid tbody th { width: 24em; min-width: 16em; max-width: 24em; }
    .grid td { min-width: 46px; height: 30px; padding: 2px 6px; border-radius: 4px;
      text-align: center; color: #fff; font-weight: 700; white-space: nowrap; }
    .works { background: #2f9e44; }
    .partial { background: #8f9e00; }
    .deprecated { background: #d97a00; }
    .broken, .gap { background: #d6336c; }
    .unavailable { background: #ced4da; color: #495057; }
    .na { background: #eef1f4; color: #59636e; }
    .grid sup { margin-left: 2px; font-size: 10px; }
    .origin { display: block; color: #59636e; font-size: 12px; font-weight: 400; }
    .legend { margin: 8px 0; color: #3d444d; font-size: 13px; }
    .legend .key { display: inline-block; width: 26px; margin: 0 4px 0 12px; border-radius: 4px;
      text-align: center; color: #fff; font-weight: 700; }
    .legend .key:first-child { margin-left: 0; }
    .legend .key.unavailable { color: #495057; }
    .legend .key.na { color: #59636e; }
    ol.notes { max-width: 78em; margin: 6px 0 0; padding-left: 24px; color: #3d444d;
      font-size: 13px; }
    ol.notes a { word-break: break-all; }
    footer { margin-top: 32px; color: #59636e; font-size: 13px; }
    @media print {
      * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
      body { padding: 0; font-size: 11pt; }
      section { border-top: none; }
      section.concern { break-before: page; page-break-before: always; }
      table.grid { break-inside: avoid; page-break-inside: avoid; }
      a { color: inherit; }
    }
    """
}
