// The context `tests` of the documentation's examples (scripts/extract-doc-examples.py): a
// test of TwoPane itself, which sees its `package` API (test hooks) and XCTest. Built, never
// run.
import TwoPane
import XCTest

func placeholder<T>() -> T { fatalError("the documentation's examples are built, not run") }

@MainActor let window: Window = placeholder()
