// Preview code: a `PreviewProvider` type and `#Preview` bodies.
struct Screen: View {
  var body: some View { inScreen() }
}

struct Screen_Previews: PreviewProvider {
  static var previews: some View { inPreviewProvider() }
}

#Preview {
  inPreviewMacro()
}

#Preview("Dark", traits: .landscapeLeft) {
  inNamedPreview()
}

afterPreviews()
