/// The app's items as a layout keeps them: any random-access collection, and a way to reach
/// its contiguous storage when it has one (an array), so two lists of a million items are
/// compared at memory speed (``ItemsDiff``).
@MainActor
@usableFromInline
struct LayoutItems<Item: Identifiable & Hashable> {
    /// The items, in list order.
    @usableFromInline let collection: AnyRandomAccessCollection<Item>
    /// Calls its argument with the items' storage and says true, or says false when the
    /// collection has no contiguous storage.
    private let withStorage: ((UnsafeBufferPointer<Item>) -> Void) -> Bool

    @usableFromInline
    init(_ items: some RandomAccessCollection<Item>) {
        collection = AnyRandomAccessCollection(items)
        withStorage = { body in items.withContiguousStorageIfAvailable(body) != nil }
    }

    var count: Int { collection.count }

    func element(at position: Int) -> Item { collection.element(at: position) }

    /// Runs `body` with the storage of these items and of `other`, when both have one.
    func withStorage(alongside other: LayoutItems, _ body: (UnsafeBufferPointer<Item>, UnsafeBufferPointer<Item>) -> Void) {
        _ = withStorage { mine in _ = other.withStorage { theirs in body(mine, theirs) } }
    }
}
