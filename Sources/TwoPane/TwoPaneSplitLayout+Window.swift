import TwoPaneGtk
import TwoPaneModel

/// The window the layout is in: attached to it, kept alive by it, and the app's observations
/// that live as long as the layout.
extension TwoPaneSplitLayout {
    /// Makes this layout the content and title bar of `window`, and installs its keyboard
    /// shortcuts there: F9 (sidebar), Escape and Alt+Left (Alt+Right in right-to-left) for
    /// Back, and the mouse back button.
    ///
    /// The window keeps the layout alive from now on, with its observations
    /// (``onChange(of:perform:)``), until another layout is attached to it or the window is
    /// gone: the app need not keep the layout in a variable.
    public func attach(to window: Window) {
        window.keepAlive(self, forKey: Self.windowKey)
        LayoutStyleSheet.install()
        window.titlebar = headers.windowTitlebar
        window.child = structure.root
        connectWindow(window)
        connectShortcuts()
        send(.render)
    }

    /// Undoes ``attach(to:)`` before another layout is attached to the same window: the
    /// window no longer tells this layout about focus. The window keeps showing this layout,
    /// and keeps it alive, until the next one replaces its content and title bar.
    public func detach() {
        connections.detach()
        status.load = nil  // cancelled: the window shows another layout
    }

    /// Where a window keeps its attached layout alive: one layout per window.
    private static var windowKey: String { "twopane-split-layout" }

    /// Calls `handler` with this layout and each new value of `value`, for as long as the
    /// layout lives (an attached layout lives as long as its window). The layout comes as
    /// the handler's argument, so the handler need not capture it: capturing it strongly
    /// would keep it alive for ever.
    ///
    /// ```swift
    /// let region = ObservableValue<Int?>(0)
    /// // TwoPaneSplitLayout(…, sidebar: SplitSidebar(title: "Regions", rowTitles: names, selection: region), …)
    /// layout.onChange(of: region) { layout, position in
    ///     layout.setItems(regions[position ?? 0].trails)
    /// }
    /// ```
    ///
    /// The observation it returns ends the calls when cancelled; the layout keeps it, so the
    /// app need not.
    @discardableResult
    public func onChange<Value>(
        of value: ObservableValue<Value>,
        perform handler: @escaping @MainActor (TwoPaneSplitLayout, Value) -> Void
    ) -> Observation {
        let observation = value.observe { [weak self] newValue in
            guard let self else { return }
            handler(self, newValue)
        }
        bindings.keep(observation)
        return observation
    }
}
