/// One change an app made to its items, for a layout told what changed instead of finding
/// out by comparing every item: a list of them is applied in order, each position counted in
/// the items as the changes before it left them, as `Array`'s own mutations do.
///
/// ```swift
/// messages.insert(arrived, at: 0)
/// layout.setItems(messages, changes: [.inserted(at: 0)])
/// messages.swapAt(2, 5)   // or any move: one item taken out and put back elsewhere
/// layout.setItems(messages, changes: [.moved(from: 2, to: 5), .moved(from: 4, to: 2)])
/// ```
public enum ItemsChange: Hashable, Sendable {
    /// `count` items were inserted at `position`: the first new one is there.
    case inserted(at: Int, count: Int = 1)
    /// `count` items were removed from `position` on.
    case removed(at: Int, count: Int = 1)
    /// The item at `from` was taken out and put back so that it is at `to`.
    case moved(from: Int, to: Int)
    /// The item at `position` has a new value with the same id: its row is built again.
    case updated(at: Int)
}
