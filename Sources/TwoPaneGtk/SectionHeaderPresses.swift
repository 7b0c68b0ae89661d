import CGtk

/// Takes the presses on a list's section headers (``SectionStartRow``) before the rows see
/// them: a header is not a row, and a click on it selects and opens nothing. Other presses are
/// left to the rows.
@MainActor
final class SectionHeaderPresses {
    private let presses = GestureClick(button: 0, beforeChildren: true)

    /// Watches the presses on `list`.
    init(_ list: ListView) {
        presses.onPressed { [weak self, weak list] _, x, y in
            guard let self, let list else { return }
            if list.isSectionHeader(atX: x, y: y) {
                self.presses.claimPress()
            } else {
                self.presses.denyPress()
            }
        }
        list.addController(presses)
    }
}
