import ArgumentParser

/// The command line every ``SceneryApp`` gets, `scenery` included: the same commands, options,
/// defaults and words for the demo catalog and for any hosted app, so the two cannot drift.
struct SceneryAppCommand<App: SceneryApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: App.identifier,
            abstract: App.abstract,
            discussion: App.discussion,
            version: App.version,
            subcommands: sharedCommands + App.additionalCommands,
            defaultSubcommand: RunCommand<App>.self
        )
    }

    /// The commands every hosted app has, in the order `--help` lists them.
    static var sharedCommands: [any ParsableCommand.Type] {
        [RunCommand<App>.self, SnapshotCommand<App>.self, RecordCommand<App>.self, TestCommand<App>.self, PlayCommand<App>.self,
         RenderCommand<App>.self, KeysCommand<App>.self, TraitsCommand<App>.self, AttachCommand<App>.self]
    }
}
