import CTwoPaneWidgets

/// Whether an assistive technology listens to what GTK tells the accessibility bus: a
/// screen reader registers event listeners with the AT-SPI registry when it starts. Work
/// done only so that an assistive technology hears something (a focus given again after a
/// crossing) is skipped while none listens.
package enum AssistiveTechnologies {
    /// Whether some assistive technology listens. The first call starts following the
    /// registry's listeners without waiting; until it has answered, and wherever it cannot
    /// be asked, the answer is yes. No under `GTK_A11Y=none`, where GTK tells nobody.
    package static var areListening: Bool {
        twopane_at_listeners_watch()
        return twopane_at_listeners_present() != 0
    }
}
