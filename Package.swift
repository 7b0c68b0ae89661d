// swift-tools-version: 6.0
import PackageDescription

// No unsafe flags anywhere: SwiftPM refuses them in a package depended on by version.
let package = Package(
    name: "TwoPane",
    products: [
        // What an app imports: the layout, its configuration, the widgets, Application and
        // Window, the state file (TwoPane re-exports TwoPaneModel, TwoPaneGtk and TwoPaneState).
        .library(name: "TwoPane", targets: ["TwoPane"]),
        // GTK's own C API, for widgets the wrappers do not cover: `Widget(adopting:)` and
        // `withUnsafeWidgetPointer(_:)` take and give its pointers.
        .library(name: "CGtk", targets: ["CGtk"]),
        // libadwaita's look, where an app asks for it (`Application(id:style: .adwaita)`): the
        // one product that uses libadwaita, opened when the app asks for the look (Debian:
        // libadwaita-1-0 at run time; nothing of it to build).
        .library(name: "TwoPaneAdwaita", targets: ["TwoPaneAdwaita"]),
        .executable(name: "trails", targets: ["trails"]),
    ],
    targets: [
        // GTK 4 from the system (Debian: libgtk-4-dev). From Swift, only TwoPaneGtk imports it,
        // and TwoPaneState for GLib's key file.
        .systemLibrary(
            name: "CGtk",
            path: "Modules/CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // What we write in C: the GObject types we need (a bin that reports its allocated
        // width, a list model of positions), algorithms over a widget's event controllers,
        // and dropping a GObject reference on the main thread. Declared in include/, defined
        // in .c files.
        .target(name: "CTwoPaneWidgets", dependencies: ["CGtk"]),
        // The C that opens libadwaita at run time and calls it (what differs between its
        // versions is decided there, by the version that runs); the Swift that plugs it into
        // TwoPane's widgets.
        .target(name: "CTwoPaneAdwaita", dependencies: ["CGtk"]),
        .target(name: "TwoPaneAdwaita", dependencies: ["TwoPane", "TwoPaneGtk", "CGtk", "CTwoPaneAdwaita"]),
        // The headless layout model: standard library only.
        .target(name: "TwoPaneModel"),
        // Thin typed wrappers over GTK; owns every widget pointer, ref and trampoline.
        .target(
            name: "TwoPaneGtk", dependencies: ["CGtk", "CTwoPaneWidgets"],
            // libdispatch for its main-queue hooks (MainActorJobs), not its Swift overlay.
            linkerSettings: [.linkedLibrary("dispatch")]),
        // What survives a restart: StateFile, over GLib's GKeyFile (no widgets).
        .target(name: "TwoPaneState", dependencies: ["CGtk"]),
        // The controller: TwoPaneSplitLayout, generic over the app's item type, and the store
        // that remembers it.
        .target(name: "TwoPane", dependencies: ["TwoPaneModel", "TwoPaneGtk", "TwoPaneState"]),

        // Trails, the demo app: its data, its icons, the app (public TwoPane API only), and
        // two programs: `trails`, and `trails-bench`, the same app driven by the benchmark.
        .target(name: "TrailsData"),
        .target(name: "CTrailsResources", dependencies: ["CGtk"]),
        // No package access: the app uses TwoPane's public API alone, as any other app must.
        .target(
            name: "TrailsApp", dependencies: ["TwoPane", "TwoPaneAdwaita", "TrailsData", "CTrailsResources"],
            packageAccess: false),
        .executableTarget(name: "trails", dependencies: ["TrailsApp", "TrailsData"], packageAccess: false),
        // Real key presses for the benchmark (XTEST), in C: the C reference compiles the same file.
        .target(name: "CBenchKeys", dependencies: ["CGtk"], linkerSettings: [.linkedLibrary("X11")]),
        .executableTarget(
            name: "trails-bench", dependencies: ["TrailsApp", "TrailsData", "TwoPane", "CGtk", "CBenchKeys"]),

        .target(
            name: "TestSupport", dependencies: ["CGtk", "TwoPaneGtk", "TwoPane", "TwoPaneAdwaita"],
            path: "Tests/TestSupport"),
        // A plain GTK 4 list in C, the reference the live-items differential test holds the
        // layout's list against.
        .target(name: "CListOracle", dependencies: ["CGtk"], path: "Tests/CListOracle"),
        .testTarget(name: "TwoPaneModelTests", dependencies: ["TwoPaneModel"]),
        .testTarget(
            name: "TwoPaneTests",
            dependencies: [
                "TwoPane", "TwoPaneModel", "TwoPaneGtk", "TwoPaneState", "CGtk",
                "CTwoPaneWidgets", "TestSupport", "CListOracle", "TwoPaneAdwaita", "CTwoPaneAdwaita",
            ]),
        .testTarget(name: "TrailsDataTests", dependencies: ["TrailsData"]),
    ]
)
