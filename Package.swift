// swift-tools-version: 6.0
import PackageDescription

/// Generic code (the model, the controller) is specialised for the app's item type across
/// module boundaries; without it, a million items go through unspecialised generics.
let crossModuleOptimization: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization"])]

let package = Package(
    name: "TwoPane",
    products: [
        .library(name: "TwoPane", targets: ["TwoPane"]),
        .library(name: "TwoPaneModel", targets: ["TwoPaneModel"]),
        .executable(name: "trails", targets: ["trails"]),
    ],
    targets: [
        // GTK 4 from the system (Debian: libgtk-4-dev). Only TwoPaneGtk imports it from Swift.
        .systemLibrary(
            name: "CGtk",
            path: "Modules/CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // The one real GObject subclass we need: a bin that reports its allocated width.
        .target(name: "CTwoPaneWidgets", dependencies: ["CGtk"]),
        // The headless layout model: standard library only.
        .target(name: "TwoPaneModel", swiftSettings: crossModuleOptimization),
        // Thin typed wrappers over GTK; owns every pointer, ref and trampoline.
        .target(name: "TwoPaneGtk", dependencies: ["CGtk", "CTwoPaneWidgets"], swiftSettings: crossModuleOptimization),
        // The controller: TwoPaneSplitLayout, generic over the app's item type.
        .target(name: "TwoPane", dependencies: ["TwoPaneModel", "TwoPaneGtk"], swiftSettings: crossModuleOptimization),

        // Trails, the demo app.
        .target(name: "TrailsData", swiftSettings: crossModuleOptimization),
        .target(name: "CTrailsResources", dependencies: ["CGtk"]),
        .executableTarget(
            name: "trails",
            dependencies: ["TwoPane", "TwoPaneGtk", "TrailsData", "CTrailsResources"]
        ),

        .target(name: "TestSupport", dependencies: ["TwoPaneGtk", "TwoPane"], path: "Tests/TestSupport"),
        .testTarget(name: "TwoPaneModelTests", dependencies: ["TwoPaneModel"]),
        .testTarget(name: "TwoPaneTests", dependencies: ["TwoPane", "TwoPaneModel", "TwoPaneGtk", "TestSupport"]),
        .testTarget(name: "TrailsDataTests", dependencies: ["TrailsData"]),
    ]
)
