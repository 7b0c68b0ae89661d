/// Checkable invariants, for tests that drive the state with random events.
extension SplitLayoutState {
    /// The rules the state breaks, as sentences; empty when it is consistent.
    ///
    /// Checks every item (O(n)): meant for tests, not for rendering.
    package func invariants() -> [String] {
        var broken: [String] = []
        for (position, id) in items.enumerated() where (items.position(of: id) ?? .max) > position {
            broken.append("every item must be found at or before its position")
            break
        }
        if let selection, !items.contains(selection) {
            broken.append("the selection must be one of the items")
        }
        if compactColumn > deepestReachableColumn {
            broken.append("the compact column must be one that can be shown (the detail needs a selection)")
        }
        if !configuration.hasSidebar, compactColumn == .sidebar || sidebarSelection != nil || isSidebarFolded {
            broken.append("only three columns have a sidebar column")
        }
        if detailDepth < 0 || (detailDepth > 0 && selection == nil) {
            broken.append("pages are pushed only on a selected item's detail")
        }
        if let width {
            let breakpoints = scaledConfiguration
            if width < breakpoints.breakpoint, !isCollapsed {
                broken.append("a width below the breakpoint must be collapsed (L1)")
            }
            if width >= breakpoints.expandWidth, isCollapsed {
                broken.append("a width at or above breakpoint + hysteresis must be expanded (L1)")
            }
            if breakpoints.hasSidebar, width < breakpoints.foldBreakpoint, !isSidebarFolded {
                broken.append("a width below the fold breakpoint must fold the sidebar")
            }
            if breakpoints.hasSidebar, width >= breakpoints.unfoldWidth, isSidebarFolded {
                broken.append("a width at or above fold breakpoint + hysteresis must unfold the sidebar")
            }
        } else if isCollapsed {
            broken.append("a layout never allocated is not collapsed")
        }
        let list = configuration.listColumn
        let sidebar = configuration.sidebarColumn
        if !(list.min...list.max).contains(preferredListWidth) {
            broken.append("the preferred list width must be within [\(list.min), \(list.max)] (L2)")
        }
        if !(sidebar.min...sidebar.max).contains(preferredSidebarWidth) {
            broken.append("the preferred sidebar width must be within [\(sidebar.min), \(sidebar.max)]")
        }
        if let focus, !isShown(focus) {
            broken.append("focus must be on a part that is shown (L13)")
        }
        return broken
    }
}
