// `import TwoPane` is all an app needs: the layout model's types (SplitLayoutConfiguration,
// ColumnVisibility, SplitColumn…) and the widgets (Label, Box, Window, Application…) come
// with it.
@_exported import TwoPaneGtk
@_exported import TwoPaneModel
