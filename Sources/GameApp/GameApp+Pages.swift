import Drawing
import Preferences

/// The screens' controls and pages, as the window and the text in use lay them out.
extension GameApp {
    /// The bar and the screens over the play area (`laidOut`), with the dialogs' buttons as large
    /// as their labels in the language and text size in use, and the notice's band.
    var layout: AppControls {
        var layout = laidOut
        layout.menuFit = renderer.menuFit()
        layout.noticeBand = noticeBand / ((try? renderer.renderer.pixelScale()) ?? 1)
        layout.noticeShown = model.noticeOverScreen
        return layout
    }

    /// The controls that can be used now: the bar's, and the pause screen's or the preferences
    /// screen's while it shows.
    var controls: [Control] {
        var controls = layout.controls(for: model, preferences: model.isPreferencesShown ? renderer.preferencesSheet(layout) : nil)
        // The help, About and the stats: Close, and where they scroll, the scroll buttons.
        if model.scrollsInView, case .overlay(let overlay)? = model.top {
            let buttons = layout.helpButtons.column(for: model.top)
            controls.append(Control(action: .close(overlay), frame: buttons.close))
            if scrollRows?.scrolls == true {
                controls += [Control(action: .scroll(.views(-1)), frame: buttons.up), Control(action: .scroll(.views(1)), frame: buttons.down)]
            }
        }
        // A stacked screen taller than its view (the pause, a question, the results), or the
        // panel beside the shapes: its scroll buttons, as drawn.
        let column = scroller == .stack ? stackPages.column : scroller == .panel ? layout.insideColumn : nil
        if let column {
            controls += [Control(action: .scroll(.views(-1)), frame: column.up), Control(action: .scroll(.views(1)), frame: column.down)]
        }
        // The panel's buttons that swap a part, as drawn, while nothing is over it.
        if model.facesInside, model.top == nil, model.stackedScreen == nil { controls += insideButtons }
        return controls
    }

    /// The panel's buttons that swap a part, as last drawn.
    var insideButtons: [Control] {
        renderer.pagedLayouts.insideButtons.map { Control(action: $0.action, frame: $0.frame) }
    }

    /// The preferences as laid out in the window as it is now, scrolled where the model says.
    var preferencesScreen: PreferencesScreen {
        let layout = layout
        return layout.preferencesScreen(sheet: renderer.preferencesSheet(layout), scroll: model.preferencesScroll)
    }

    /// The rows of the screen that scrolls on top (the help, About, the stats) in the window as
    /// it is now, or the stacked screen's the player faces, as last drawn.
    var scrollRows: ScrollRows? {
        switch scroller {
        case .screen?: renderer.scrollRows(for: model, about: about, stats: statsModel, buttons: layout.helpButtons, game: game)
        case .preferences?: preferencesScreen.scroll
        case .stack?: stackPages.rows
        case .panel?: renderer.pagedLayouts.insideScroll
        case nil: nil
        }
    }

    /// Where the rows of the screen that scrolls are (window points).
    var scrollArea: Rect? {
        switch scroller {
        case .screen?: layout.helpButtons.column(for: model.top).text
        case .preferences?: layout.helpButtons.alone.text
        case .stack?: stackPages.column?.text
        case .panel?: layout.insideColumn?.text
        case nil: nil
        }
    }

    /// What a scroll moves: the help, About or the stats on top; the preferences; a stacked
    /// screen the player faces; or the "how it works" panel, where nothing is over it and its
    /// rows were taller than it as last drawn.
    enum Scroller { case screen, preferences, stack, panel }

    var scroller: Scroller? {
        if model.scrollsInView { return .screen }
        if model.facesPreferences { return .preferences }
        if model.stackedScreen != nil { return .stack }
        let panel = model.facesInside && model.top == nil && renderer.pagedLayouts.insideScroll?.scrolls == true
        return panel ? .panel : nil
    }

    /// How the stacked screen the player faces scrolls, as last drawn for it.
    var stackPages: GameRenderer.StackPages {
        let drawn = renderer.pagedLayouts.stack
        return drawn.screen != nil && drawn.screen == model.stackedScreen ? drawn : GameRenderer.StackPages()
    }

    /// The band the notice takes over a screen now, in output pixels.
    var noticeBand: Double {
        renderer.noticeBand(model.notice?.text(in: renderer.catalog), over: model, game: game)
    }

    /// What the stats show now.
    var statsModel: StatsModel { StatsModel(session: parts.stats.stats, record: parts.saver.record, mode: game.mode, today: today) }
}

extension GameApp {
    /// Tells the listeners where what scrolls (`scroller`) scrolled to, with the text of the rows
    /// that came into view (not those still in it), for the voice to read.
    func publishScrolled(from: Int, to: Int) {
        guard let rows = scrollRows else { return }
        let text =
            switch scroller {
            case .screen?: renderer.scrollText(for: model, about: about, stats: statsModel, buttons: layout.helpButtons, game: game)
            case .preferences?: preferencesText
            case .stack?: stackPages.texts
            case .panel?: renderer.pagedLayouts.inside?.layout.rows.map(\.text) ?? []
            case nil: [String]()
            }
        let (before, after) = (rows.clamped(from), rows.clamped(to))
        // NB: the preferences' bands are each item's top: what begins in a band is read with it.
        let shown = after..<(after + rows.inView(from: after))
        let old = before..<(before + rows.inView(from: before))
        let new = shown.filter { !old.contains($0) && text.indices.contains($0) }.map { text[$0] }.filter { !$0.isEmpty }
        appEvents.publish(.scrolled(first: shown.lowerBound, last: shown.upperBound - 1, rows: rows.heights.count, new: new))
    }
}

extension GameApp {
    /// The settings as the player has them now, as the preferences show them and the voice reads
    /// them: the file's, with what the run's --mute or --adaptive changed.
    var heardSettings: Settings {
        var heard = model.settings.file
        heard.soundEnabled = !model.settings.isMuted
        heard.adaptive = game.settings.adaptive
        return heard
    }

    /// The text of each of the preferences' bands, as the voice reads it: what begins in it (a
    /// heading, a line's label and value), the values as the screen shows them.
    var preferencesText: [String] {
        let screen = preferencesScreen
        let whole = layout.preferencesScreen(sheet: screen.sheet, scroll: 0)
        var texts = [String](repeating: "", count: whole.scroll.heights.count)
        let catalog = renderer.catalog
        let model = PreferencesModel(screen: whole, settings: heardSettings, selected: nil)
        for (item, bands) in zip(screen.sheet.items, whole.itemBands) {
            let text =
                switch item {
                case .title(let lines), .heading(_, let lines): lines.joined(separator: " ")
                case .line(let row, let label, _, _):
                    // (As the ring's line is said: "theme: classic".)
                    model.value(of: row, in: catalog).map { catalog(UIText.spokenValue, ["label": label.joined(separator: " "), "value": $0]) }
                        ?? label.joined(separator: " ")
                }
            guard texts.indices.contains(bands.lowerBound) else { continue }
            texts[bands.lowerBound] = [texts[bands.lowerBound], text].filter { !$0.isEmpty }.joined(separator: ", ")
        }
        return texts
    }
}
