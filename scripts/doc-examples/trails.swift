// The context `trails` of the documentation's examples (scripts/extract-doc-examples.py):
// Trails, its items, its layout and its views, as the examples name them. Built, never run.
import CGtk
import TwoPane

func placeholder<T>() -> T { fatalError("the documentation's examples are built, not run") }

struct Stage: Hashable {
    let name: String
}

struct Trail: Identifiable, Hashable {
    var id: String { name }
    let name: String
    let stages: [Stage]
}

struct Region {
    let name: String
    let trails: [Trail]
}

@MainActor let trail: Trail = placeholder()
@MainActor let trails: [Trail] = placeholder()
@MainActor let regions: [Region] = placeholder()
@MainActor let names: [String] = placeholder()

@MainActor let application: Application = placeholder()
@MainActor let app: Application = placeholder()
@MainActor let window: Window = placeholder()
@MainActor var mainWindow: Window? = placeholder()
@MainActor let selection: ObservableValue<Trail.ID?> = placeholder()
@MainActor let layout: TwoPaneSplitLayout<Trail> = placeholder()
@MainActor let store: SplitLayoutStateStore = placeholder()
@MainActor let state: StateFile = placeholder()
@MainActor let menu: Menu = placeholder()

// Widgets of the app's.
@MainActor let doneButton: Button = placeholder()
@MainActor let paned: Paned = placeholder()
@MainActor let label: Label = placeholder()
@MainActor let stack: Stack = placeholder()
@MainActor let detail: Widget = placeholder()
@MainActor let searchEntry: SearchEntry = placeholder()
@MainActor let controller: AnyObject = placeholder()
@MainActor let pointer: UnsafeMutablePointer<GtkWidget> = placeholder()

// Values the app saved.
@MainActor let savedWidth: Int = placeholder()
@MainActor let savedHeight: Int = placeholder()
@MainActor let wasMaximized: Bool = placeholder()
@MainActor let path: String = placeholder()

// The app's own functions and views (a view is a function making a widget: TwoPane's
// widgets are not subclassed).
func printError(_ line: String) {}
@MainActor func savePosition() {}
@MainActor func openWindow() -> Window { placeholder() }
@MainActor func open(_ paths: some Sequence<String>) {}
@MainActor func TrailRow(_ trail: Trail) -> Widget { placeholder() }
@MainActor func TrailDetail(_ trail: Trail) -> Widget { placeholder() }
@MainActor func TrailDetailView(_ trail: Trail, done: @escaping @MainActor () -> Void) -> Widget { placeholder() }
@MainActor func StagesView(_ trail: Trail, onStage: @escaping @MainActor (Stage) -> Void) -> Widget { placeholder() }
@MainActor func StageView(_ stage: Stage) -> Widget { placeholder() }
