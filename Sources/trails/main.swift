import TrailsApp

// trails: the TwoPane demo (TrailsProgram says what it does with its arguments).
TrailsProgram.run(Array(CommandLine.arguments.dropFirst()))
