import TwoPaneModel

extension SplitLayoutItems {
    /// The ids of `items`, each read from its item when the model needs it. The layout reads
    /// them on the main actor only, where its items live.
    @usableFromInline
    init<Item: Identifiable>(idsOf items: AnyRandomAccessCollection<Item>) where Item.ID == ID {
        self.init(count: items.count, reading: { items.element(at: $0).id })
    }
}
