/// Hooks called at the moments a benchmark measures from.
package struct LayoutProbes {
    /// Called inside size allocation when the width changes the collapsed state (L1), with
    /// the new state.
    package var collapseDecided: (@MainActor (_ isCollapsed: Bool) -> Void)?
    /// Called first thing when the list reports a change of its selection.
    package var listSelectionReceived: (@MainActor () -> Void)?
    /// Called each time the app's row builder is called.
    package var rowBuilt: (@MainActor () -> Void)?

    package init() {}
}

/// A weak reference, for closures created before the object they call exists.
final class WeakReference<Object: AnyObject> {
    weak var object: Object?
}
