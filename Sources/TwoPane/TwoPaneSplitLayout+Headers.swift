import TwoPaneGtk
import TwoPaneModel

/// Each column's header and bottom bar (L20): the app's widgets in them, and its primary menu.
extension TwoPaneSplitLayout {
    /// The detail column's header bar (L20: each column has its own).
    @available(
        *, deprecated,
        message: "Each column has its own header since 0.3.0: use addHeaderItem(_:to:placement:) and primaryMenu"
    )
    public var headerBar: HeaderBar {
        headers.page(of: .detail)?.bar ?? HeaderBar()
    }

    /// Puts `item` in `column`'s header, at its start or its end (L20): it moves with the
    /// column, side by side or on its page when collapsed, and is never rebuilt.
    ///
    /// ```swift
    /// let compose = Button(iconName: "mail-message-new-symbolic", accessibleLabel: "Compose")
    /// layout.addHeaderItem(compose, to: .list, placement: .leading)
    /// ```
    public func addHeaderItem(_ item: Widget, to column: SplitColumn, placement: BarPlacement = .trailing) {
        headers.add(item, to: column, placement: placement, inBottomBar: false)
    }

    /// Puts `item` in the bar at the bottom of `column` (shown once it holds anything), at its
    /// start or its end: where narrow GNOME apps put a page's actions.
    public func addBottomItem(_ item: Widget, to column: SplitColumn, placement: BarPlacement = .leading) {
        headers.add(item, to: column, placement: placement, inBottomBar: true)
    }

    /// The app's primary menu (a ``MenuButton``): at the end of the trailing-most header, side
    /// by side, and of the page shown, collapsed.
    public var primaryMenu: Widget? {
        get { headers.primaryMenu }
        set {
            headers.primaryMenu = newValue
            send(.render)
        }
    }
}
