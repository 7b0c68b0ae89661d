// `import TwoPane` is all an app needs: the layout model's types (SplitLayoutConfiguration,
// ColumnVisibility, SplitColumn…), the widgets (Label, Box, Window, Application…) and the
// state file (StateFile, StateFileProblem) come with it.
@_exported import TwoPaneGtk
@_exported import TwoPaneModel
@_exported import TwoPaneState
