import Preferences

/// A choice's list over the preferences (`ChoiceList`): a click or a tap on a choice's line (or
/// Enter or A on it) opens it, where ‹ and › still step the value one name at a time; a row of
/// it chooses its name, written into the settings file as any preference's change is; Esc, B, a
/// click beside it or any other command closes it (that command then goes on down the chain:
/// a scroll too, which would take its line away), but the ring's moves and pointing. The ring goes into the list, on the name in
/// force, and back to the line when it closes.
enum ChoiceListHandler: AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        guard case .command(let command) = action else {
            if case .windowChanged = action, model.choiceList != nil { close(&model) }
            return nil
        }
        switch command {
        case .preference(let row, step: 0) where row.control == .choice && model.facesPreferences && model.choiceList == nil:
            model.choiceList = row
            // (The name in force in view, and the ring on it.)
            guard case .setting(let setting) = row, case .text(let name)? = model.settings.file[setting] else { return [] }
            model.choiceScroll = setting.choices.firstIndex { $0.value == name } ?? 0
            if let list = context.preferences?.choiceList(for: row, scroll: model.choiceScroll) { model.choiceScroll = list.first }
            if model.ring.isShown { model.ring.target = .control(.choose(row, name)) }
            return []
        case .moveFocus(let direction) where model.choiceList != nil && model.ring.isShown && (direction == .up || direction == .down):
            // The ring on the first name in view going up (the last going down) where the list
            // scrolls: the list moves a row, and the ring to the name that comes into view.
            guard let row = model.choiceList, case .setting(let setting) = row, case .control(.choose(_, let value))? = model.ring.target,
                let list = context.preferences?.choiceList(for: row, scroll: model.choiceScroll), list.up != nil,
                let index = setting.choices.firstIndex(where: { $0.value == value })
            else { return nil }
            let edge = direction == .up ? list.first : list.first + list.items.count - 1
            let beyond = index + (direction == .up ? -1 : 1)
            guard index == edge, setting.choices.indices.contains(beyond) else { return nil }
            model.choiceScroll = list.first + (direction == .up ? -1 : 1)
            model.ring.target = .control(.choose(row, setting.choices[beyond].value))
            return []
        case .scroll(let move) where model.choiceList != nil:
            // A list taller than the screen: a row, a view, or to an end.
            guard let row = model.choiceList, let list = context.preferences?.choiceList(for: row, scroll: model.choiceScroll) else { return [] }
            let wanted =
                switch move {
                case .lines(let count): list.first + count
                case .views(let count): list.first + count * max(list.items.count, 1)
                case .start: 0
                case .end: Int.max / 2
                }
            model.choiceScroll = context.preferences?.choiceList(for: row, scroll: wanted)?.first ?? list.first
            return []
        case .choose(let row, let value):
            guard model.choiceList == row, case .setting(let setting) = row, setting.choices.contains(where: { $0.value == value }) else { return [] }
            close(&model)
            return [.then(.settingChanged(SettingsChange(setting, to: .text(value))))]
        case .closePreferences where model.choiceList != nil, .backOut where model.choiceList != nil:
            close(&model)
            return []
        case _ where model.choiceList != nil && !keepsList(command):
            close(&model)
            return nil
        default:
            return nil
        }
    }

    /// The list goes; the ring, where it shows, goes back to its line.
    private static func close(_ model: inout AppModel) {
        model.choiceScroll = 0
        if let row = model.choiceList, model.ring.isShown { model.ring.target = .control(.preference(row, step: 0)) }
        model.choiceList = nil
    }

    /// The commands that leave the list open: they move or show the ring, or point.
    private static func keepsList(_ command: AppCommand) -> Bool {
        switch command {
        case .pointAt, .moveFocus, .useFocus, .hideFocus, .stepFocus, .scanPress: true
        default: false
        }
    }
}
