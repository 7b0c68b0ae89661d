/// The app's items as a layout keeps them: any random-access collection, read through
/// closures made where its type is known (so reading an item in a search's loop costs no
/// type-erased index), and its contiguous storage when it has one (an array), so two lists
/// of a million items are compared at memory speed (``ItemsDiff``).
@MainActor
@usableFromInline
struct LayoutItems<Item: Identifiable & Hashable> {
    /// How many items there are.
    @usableFromInline let count: Int
    /// The item at a position.
    @usableFromInline let itemAt: (Int) -> Item
    /// Calls its argument with the items' storage and says true, or says false when the
    /// collection has no contiguous storage.
    @usableFromInline let withStorage: ((UnsafeBufferPointer<Item>) -> Void) -> Bool
    /// The items type-erased, made when asked for (the public `items`): the layout itself
    /// reads them through the closures, so that start-up runs none of the standard
    /// library's type-erased collection (64 KiB windows of it mapped, the kernel's
    /// fault-around).
    @usableFromInline let erased: () -> AnyRandomAccessCollection<Item>

    @inlinable
    init(_ items: some RandomAccessCollection<Item>) {
        count = items.count
        let start = items.startIndex
        itemAt = { position in items[items.index(start, offsetBy: position)] }
        withStorage = { body in items.withContiguousStorageIfAvailable(body) != nil }
        erased = { AnyRandomAccessCollection(items) }
    }

    /// The items, in list order.
    var collection: AnyRandomAccessCollection<Item> { erased() }

    func element(at position: Int) -> Item { itemAt(position) }

    /// Runs `body` with the storage of these items and of `other`, when both have one.
    func withStorage(
        alongside other: LayoutItems, _ body: (UnsafeBufferPointer<Item>, UnsafeBufferPointer<Item>) -> Void
    ) {
        _ = withStorage { mine in _ = other.withStorage { theirs in body(mine, theirs) } }
    }
}
