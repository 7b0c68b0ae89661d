/// One splice of a list: `removed` rows from `position` replaced by `added` new ones.
package struct RowSplice: Hashable, Sendable {
    /// Where the change starts.
    package var position: Int
    /// How many rows went, from `position` on.
    package var removed: Int
    /// How many new rows stand there now.
    package var added: Int

    /// `removed` rows from `position` replaced by `added` new ones.
    package init(position: Int, removed: Int, added: Int) {
        self.position = position
        self.removed = removed
        self.added = added
    }
}
