// Checks the shipped matrix files with the real loader and writes Swift source that builds the
// validated declarations directly, so the tool neither reads nor re-validates them at run time.
//
// Usage: MatrixEmbedder ROOT INDEX_OUTPUT [FILE OUTPUT ...]
// Each FILE lies below ROOT and is named by its path from ROOT's parent, such as
// `matrices/concerns/pop-to-root.json`; its declarations go to OUTPUT, whose base name is the
// name of the generated enumeration. INDEX_OUTPUT lists every file. When the files have
// problems, they are printed as `file:line:column: error: …` and nothing is written. Outputs
// are written only when they change, so an unchanged file is not compiled again.
import CompatMatrixCore
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, arguments.count % 2 == 0 else {
  FileHandle.standardError.write(
    Data("usage: MatrixEmbedder ROOT INDEX_OUTPUT [FILE OUTPUT ...]\n".utf8))
  exit(64)
}

do throws(EmbedderFailure) {
  let root = URL(fileURLWithPath: arguments[0]).standardizedFileURL
  let index = URL(fileURLWithPath: arguments[1])
  let pairs = stride(from: 2, to: arguments.count, by: 2).map { offset in
    (
      input: URL(fileURLWithPath: arguments[offset]).standardizedFileURL,
      output: URL(fileURLWithPath: arguments[offset + 1])
    )
  }
  let embedding = try MatrixEmbedding(root: root, index: index, files: pairs)
  for (url, source) in embedding.outputs {
    try EmbedderOutput.writeIfChanged(source, to: url)
  }
} catch {
  FileHandle.standardError.write(Data((error.lines.joined(separator: "\n") + "\n").utf8))
  exit(1)
}
