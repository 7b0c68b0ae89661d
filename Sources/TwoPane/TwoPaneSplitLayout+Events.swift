import TwoPaneGtk
import TwoPaneModel

/// GTK signals in, model events out. The shortcuts, which must say at once whether they
/// took the key, decide here and send their event; the rest are performed from the queue.
extension TwoPaneSplitLayout {
    /// Back, from a key or the mouse; whether there was anywhere to go back to. Columns drawn
    /// over the detail are dismissed first. Escape (`byEscape`) goes back only while
    /// ``popsOnEscape`` (it still dismisses the columns drawn over the detail); side by side
    /// with several items selected, it selects none first.
    @discardableResult
    func goBack(byEscape: Bool = false) -> Bool {
        if byEscape, let several, several.isActive, !layoutState.isCollapsed {
            send(.severalCleared)
            return true
        }
        if layoutState.arrangement?.overlaid.isEmpty == false {
            send(.event(.overlayDismissed))
            return true
        }
        guard layoutState.showsBackButton, !byEscape || popsOnEscape else { return false }
        send(.event(.backRequested))
        return true
    }

    /// F9; whether the sidebar could be toggled (not while collapsed).
    func toggleSidebar() -> Bool {
        guard layoutState.showsSidebarToggle else { return false }
        send(.event(.sidebarVisibilityRequested(!layoutState.leadingColumnVisible)))
        return true
    }

    /// The id of the row shown at `index` in the list, which the user chose: remembered at its
    /// position among the model's items (the rows shown), so the model finds it without
    /// indexing every id.
    func id(at index: ShownRowIndex) -> ID? {
        let items = layoutState.items
        let position = index.rawValue
        return position >= 0 && position < items.count ? items.rememberedID(at: position) : nil
    }

    /// The width is known inside size allocation: decide now, change the widget tree once
    /// the layout pass is over (still within this frame).
    func allocated(width: Int) {
        let textScale = LengthUnit.normalisedTextScale(structure.root.textScale)
        guard width != layoutState.width || textScale != layoutState.textScale else { return }
        let wasCollapsed = layoutState.isCollapsed
        let arrangement = layoutState.arrangement
        // A new text size allocates again (the root watches it): breakpoints in text units
        // move before the width is compared with them.
        if textScale != layoutState.textScale { apply(.textScaleChanged(textScale), rendering: .byCaller) }
        if width != layoutState.width { apply(.widthChanged(width), rendering: .byCaller) }
        if layoutState.isCollapsed != wasCollapsed { probes.collapseDecided?(layoutState.isCollapsed) }
        if layoutState.isCollapsed != wasCollapsed
            || structure.installedPresentation?.isStacked != layoutState.isCollapsed
            || layoutState.arrangement != arrangement
        {
            structure.drawsColumns = false
            if !structure.isRenderAwaited { structure.keepTextPositions() }
            structure.isRenderAwaited = true
        } else if !layoutState.isCollapsed {
            // A property, not the tree: the paned is allocated right after this.
            withOwnHandlersBlocked { structure.applyColumnWidths(layoutState) }
        }
    }

    /// The frame's layout pass is over: the render an allocation scheduled, so the frame
    /// being drawn already shows the new structure; else the focus the last render could
    /// not give.
    func layoutPassDone() {
        focus.placeInitialFocus(
            in: window, listShown: layoutState.isShown(.list), sidebarShown: layoutState.isShown(.sidebar))
        if structure.isRenderAwaited {
            structure.isRenderAwaited = false
            queue.setNeedsRender()
        } else {
            retryPendingFocus()
        }
    }

    /// The divider moved: by the user's drag, unless GTK moved it while allocating.
    func dividerMoved() {
        guard !structure.root.isAllocating, !layoutState.isCollapsed, structure.paned.startChild != nil else { return }
        apply(.dividerMoved(structure.paned.position))
    }

    /// The sidebar's divider moved: by the user's drag, unless GTK moved it while allocating.
    func sidebarDividerMoved() {
        guard !structure.root.isAllocating, structure.outerPaned.startChild != nil,
            layoutState.arrangement?.sideBySide.contains(.sidebar) == true
        else { return }
        apply(.sidebarDividerMoved(structure.outerPaned.position))
    }

    /// The page a back swipe now would drag, the page Back shows, and their part: the top
    /// page pushed on the detail, or a collapsed layout's page. None while a page slides.
    func backSwipeTarget() -> BackSwipeTarget? {
        let state = layoutState
        guard state.showsBackButton, state.arrangement?.overlaid.isEmpty ?? true, !structure.isSliding,
            !details.isSliding
        else { return nil }
        if state.detailDepth > 0, details.pages.count == state.detailDepth, let below = details.pageBelowTop {
            return BackSwipeTarget(pages: details, page: details.topPage, below: below)
        }
        let columns = structure.columns
        guard state.isCollapsed, let index = columns.firstIndex(where: { $0.column == state.compactColumn }),
            index > 0
        else { return nil }
        return BackSwipeTarget(pages: structure, page: columns[index].widget, below: columns[index - 1].widget)
    }

    /// Focus moved. Onto one of the layout's own containers, from a part still shown: GTK lost
    /// the widget that had it (a row scrolled out of view, in a list a crossing moved), and
    /// the part gets it back (L13) instead of the model forgetting it.
    func focusChanged() {
        let landed = focus.focusedPart(in: window)
        if landed == nil, let had = layoutState.focus, layoutState.isShown(had), let focused = window?.focusedWidget,
            focus.isOnAContainer(focused), focus.giveBack(had)
        {
            return
        }
        apply(.focusMoved(landed))
    }

    /// Focus was moved with the layout's handlers blocked, outside a render (back to a row
    /// whose menu closed): the model hears where it landed.
    func noteWhereFocusLanded() {
        let landed = focus.focusedPart(in: window)
        if landed != layoutState.focus { apply(.focusMoved(landed)) }
    }

    /// The overlaid columns are dismissed by a click outside them: on its release, so the
    /// press ends on what it started on.
    func overlayClicked(atX x: Double) {
        guard layoutState.arrangement?.overlaid.isEmpty == false, structure.isOutsideOverlaidColumns(x: x) else {
            return
        }
        apply(.overlayDismissed)
    }
}

extension SplitPresentation {
    var isStacked: Bool {
        if case .stacked = self { return true }
        return false
    }
}
