/// Checkable invariants, for tests that drive the state with random events.
extension SplitLayoutState {
    /// The rules the state breaks, as sentences; empty when it is consistent.
    ///
    /// Checks every item (O(n)): meant for tests, not for rendering.
    public func invariants() -> [String] {
        var broken: [String] = []
        if positions.count != items.count
            || items.enumerated().contains(where: { positions[$0.element] != $0.offset }) {
            broken.append("items must be unique and match their positions")
        }
        if let selection, positions[selection] == nil {
            broken.append("the selection must be one of the items")
        }
        if showsDetail, !isCollapsed || selection == nil {
            broken.append("only a collapsed layout with a selection shows the detail page")
        }
        if let width {
            if width < configuration.breakpoint, !isCollapsed {
                broken.append("a width below the breakpoint must be collapsed (L1)")
            }
            if width >= configuration.expandWidth, isCollapsed {
                broken.append("a width at or above breakpoint + hysteresis must be expanded (L1)")
            }
        } else if isCollapsed {
            broken.append("a layout never allocated is not collapsed")
        }
        if !(SplitLayoutConfiguration.minimumListWidth...SplitLayoutConfiguration.maximumListWidth)
            .contains(preferredListWidth) {
            broken.append("the preferred list width must be within [200, 480] (L2)")
        }
        if let focus, !isShown(focus) {
            broken.append("focus must be on a part that is shown (L13)")
        }
        return broken
    }
}
