/// The app's items as a layout keeps them: any random-access collection, read through
/// closures made where its type is known (so reading an item in a search's loop costs no
/// type-erased index), and its contiguous storage when it has one (an array), so two lists
/// of a million items are compared at memory speed (``ItemsDiff``).
@MainActor
@usableFromInline
struct LayoutItems<Item: Identifiable & Hashable> {
    /// The items, in list order.
    @usableFromInline let collection: AnyRandomAccessCollection<Item>
    /// The item at a position.
    @usableFromInline let itemAt: (Int) -> Item
    /// Calls its argument with the items' storage and says true, or says false when the
    /// collection has no contiguous storage.
    @usableFromInline let withStorage: ((UnsafeBufferPointer<Item>) -> Void) -> Bool

    @inlinable
    init(_ items: some RandomAccessCollection<Item>) {
        collection = AnyRandomAccessCollection(items)
        let start = items.startIndex
        itemAt = { position in items[items.index(start, offsetBy: position)] }
        withStorage = { body in items.withContiguousStorageIfAvailable(body) != nil }
    }

    var count: Int { collection.count }

    func element(at position: Int) -> Item { itemAt(position) }

    /// Runs `body` with the storage of these items and of `other`, when both have one.
    func withStorage(
        alongside other: LayoutItems, _ body: (UnsafeBufferPointer<Item>, UnsafeBufferPointer<Item>) -> Void
    ) {
        _ = withStorage { mine in _ = other.withStorage { theirs in body(mine, theirs) } }
    }
}
