import TwoPaneModel

extension SplitLayoutItems {
    /// The ids of `items`, each read from its item when the model needs it. The layout reads
    /// them on the main actor only, where its items live.
    @usableFromInline @MainActor
    init<Item>(idsOf items: LayoutItems<Item>) where Item.ID == ID {
        let itemAt = items.itemAt
        self.init(count: items.count, reading: { itemAt($0).id })
    }
}
