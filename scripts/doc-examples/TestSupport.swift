// The context `TestSupport` of the documentation's examples (scripts/extract-doc-examples.py):
// a test of TwoPane's, with TestSupport's helpers (the examples of TestSupport's doc
// comments), TwoPane's `package` API and XCTest. Built, never run.
import TestSupport
import TwoPane
import XCTest

func placeholder<T>() -> T { fatalError("the documentation's examples are built, not run") }

/// The test's name, as XCTest gives it.
let name: String = placeholder()
@MainActor let window: Window = placeholder()
@MainActor let layout: TwoPaneSplitLayout<Peak> = placeholder()
@MainActor let label: Label = placeholder()
@MainActor let editor: TextView = placeholder()
