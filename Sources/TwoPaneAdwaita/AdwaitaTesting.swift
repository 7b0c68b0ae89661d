import CTwoPaneAdwaita
import TwoPaneGtk

/// libadwaita for the package's tests, which run without an ``Application``: initialised
/// after GTK, and made the platform the wrappers ask, as `Application(id:style: .adwaita)`
/// does at start-up.
@MainActor
package enum AdwaitaTesting {
    private static var isInstalled = false

    /// Initialises libadwaita (once) and makes it the platform.
    package static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        precondition(twopane_adw_load() != 0, "TwoPane's tests in libadwaita's look need libadwaita-1.so.0")
        twopane_adw_init()
        PlatformStyle.current = AdwaitaWidgets.shared
    }
}
