import CGtk
import CTwoPaneWidgets

/// A row host, not kept alive: a list item owns its host.
struct WeakRowHost {
    weak var host: RowHost?
    init(_ host: RowHost) { self.host = host }
}

/// The container GTK recycles for one row; holds the app's row widget while bound.
@MainActor
final class RowHost {
    private static let key = "twopane-row-host"
    private let box: Box
    private let click: GestureClick
    /// The row item the host was last bound to, kept alive so its address stands for it.
    private var boundItem: ObjectReference?
    /// Whether GTK has the host bound to `boundItem` now.
    var isBound = false
    /// How the row GTK made shows that the content starts a section, if it does.
    private var sectionLook = RowSectionLook()

    /// The GtkListItem the host is set up in (it owns the host: it outlives it).
    private let listItemAddress: UInt
    /// Hears the host's list item go, with the host and its content still whole.
    var onListItemGone: (@MainActor (RowHost) -> Void)?

    init(listItem: OpaquePointer) {
        listItemAddress = UInt(bitPattern: UnsafeMutableRawPointer(listItem))
        box = Box(.horizontal)
        click = GestureClick(button: 1)
        box.addController(click)
        gtk_list_item_set_child(listItem, box.widgetPointer)
        // The list item owns its host (and the host its box): no cycle, so both go when GTK
        // drops the list item, the host in the idle after (a list drops its rows by the
        // hundred).
        let retained = Unmanaged.passRetained(self).toOpaque()
        g_object_set_data_full(Self.object(listItem), Self.key, retained) { data in
            guard let data else { return }
            let host = Unmanaged<RowHost>.fromOpaque(data).takeRetainedValue()
            MainActor.assumeIsolated {
                host.isBound = false  // its list item is gone: it stands for no row any more
                host.onListItemGone?(host)
                ReleaseWhenIdle.hold(host)
            }
        }
    }

    /// The host of a set-up list item.
    static func of(_ listItem: OpaquePointer?) -> RowHost? {
        guard let listItem, let data = g_object_get_data(object(listItem), key) else { return nil }
        return Unmanaged<RowHost>.fromOpaque(data).takeUnretainedValue()
    }

    private static func object(_ listItem: OpaquePointer) -> UnsafeMutablePointer<GObject> {
        cgtk_object(UnsafeMutableRawPointer(listItem))
    }

    var content: Widget? {
        didSet {
            if let oldValue {
                (oldValue as? SectionStartRow)?.follow(nil)
                box.remove(oldValue)
            }
            if let content {
                content.expandsHorizontally = true
                box.append(content)
            }
            sectionLook.show(content, on: rowWidget)
        }
    }

    /// Binds the host to `item`; whether its content must be built (another item, or none
    /// built yet).
    func bind(to item: UnsafeMutableRawPointer) -> Bool {
        isBound = true
        guard boundItem?.pointer != item || content == nil else { return false }
        boundItem = ObjectReference(sharing: item)
        return true
    }

    /// The position now (among all the rows) of the item the host is bound to, if it is bound
    /// and its row was not removed.
    var boundPosition: RowPosition? {
        guard isBound, let item = boundItem?.pointer else { return nil }
        let position = twopane_position_model_item_position(item)
        return position == UInt32.max ? nil : RowPosition(Int(position))
    }

    /// Where the host's row is among the rows shown now, if it is bound.
    var shownIndex: ShownRowIndex? {
        guard isBound, let listItem = OpaquePointer(bitPattern: listItemAddress) else { return nil }
        let index = gtk_list_item_get_position(listItem)
        return index == cgtk_invalid_list_position() ? nil : ShownRowIndex(Int(index))
    }

    /// The item the host was last bound to.
    var heldItem: UnsafeMutableRawPointer? { boundItem?.pointer }

    /// Whether `item` is the item the host was last bound to.
    func holds(_ item: UnsafeMutableRawPointer) -> Bool { boundItem?.pointer == item }

    /// Whether the host is bound to `item` now.
    func isBound(to item: UnsafeMutableRawPointer) -> Bool { isBound && holds(item) }

    /// The row widget GTK made for this host (its box's parent).
    var rowWidget: UnsafeMutablePointer<GtkWidget>? { gtk_widget_get_parent(box.widgetPointer) }

    @discardableResult
    func onPrimaryClick(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        // Every click counts, a quick second one too (GTK numbers it 2 within the double-click
        // time, even after a click elsewhere); opening a row twice changes nothing.
        click.onReleased { _, _, _ in handler() }
    }
}
