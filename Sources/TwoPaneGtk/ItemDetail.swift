import CGtk

/// A detail that follows its item: it shows `content`, and each new value of the same item
/// (the same id: an edit saved, a re-sort, a move to another section) is handed to `update`
/// instead of building the detail again, so focus, the caret, a text selection, undo history
/// and the scroll position inside `content` survive (layout rule L22).
///
/// A layout builds an item's detail once, when the item is opened, and keeps it while that
/// item stays open, whatever its value becomes. A detail that shows values of its item
/// returns an `ItemDetail` from its builder and updates what it shows in `update`; a plain
/// widget keeps showing the value it was built with. Pages pushed on the detail
/// (``TwoPaneSplitLayout/pushDetailPage(_:title:)``, a destination's page) follow their item
/// the same way when they are an `ItemDetail`.
///
/// <!-- example-context: notes -->
/// ```swift
/// let layout = TwoPaneSplitLayout(
///     title: "Notes", items: notes, selection: selection,
///     itemTitle: { $0.title },
///     row: { note in Label(note.title) },
///     detail: { note in
///         let text = Label(note.text)
///         return ItemDetail<Note>(text) { note in text.text = note.text }  // the same note, a new value
///     })
/// ```
@MainActor
public final class ItemDetail<Item>: Widget {
    /// The widget shown: what the builder made.
    public let content: Widget
    private let update: @MainActor (Item) -> Void
    /// How many new values `update` was handed (for tests).
    package private(set) var updateCount = 0

    /// A detail showing `content`, which `update` keeps in step with each new value of its
    /// item. `content` fills the detail (it is made to expand both ways).
    public init(_ content: Widget, update: @escaping @MainActor (Item) -> Void) {
        self.content = content
        self.update = update
        super.init(newlyCreated: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        content.expandsHorizontally = true
        content.expandsVertically = true
        gtk_box_append(typedPointer(GtkBox.self), content.widgetPointer)
    }

    /// Hands the detail its item's new value.
    package func show(_ item: Item) {
        updateCount += 1
        update(item)
    }
}
