/// The screens' pages: how many the one on top has in the window as it is now.
extension GameApp {
    /// How many pages the screen on top has in the window as it is now (the help, About, the
    /// stats and the preferences turn pages where their text would not fit at a readable size).
    var pageCount: Int {
        switch model.top {
        case .overlay(.help)?: renderer.helpPageCount(buttons: layout.helpButtons, pad: model.padFamily, game: game)
        case .overlay(.about)?: renderer.aboutPageCount(about, buttons: layout.helpButtons, game: game)
        case .overlay(.stats)?: renderer.statsPageCount(statsModel, buttons: layout.helpButtons, game: game)
        case .overlay(.preferences)?: layout.preferencesScreen(fit: renderer.preferencesFit(layout)).pageCount
        default: 1
        }
    }

    /// What the stats show now.
    var statsModel: StatsModel { StatsModel(session: parts.stats.stats, record: parts.saver.record, mode: game.mode, today: today) }
}
