import Drawing
import Platform

extension OverlayPainter {
    /// The preferences screen as laid out (`PreferencesScreen`): the title and each group's
    /// heading, each line in view with its label and its control (a switch, a stepper, a
    /// choice), and the column with Close, the scroll buttons and the scrollbar. Every text at
    /// its type role's size: the title's, the headings' (bold), the body's (regular).
    func drawPreferences(_ model: PreferencesModel, in covered: Rect, theme: Theme, catalog: Catalog, scale: Double) throws(PlatformError) {
        try renderer.fill(covered, color: theme.panel)
        let screen = model.screen
        let sheet = screen.sheet
        let body = TypeRole.body.size(scale: scale)
        let inset = sheet.padding * 0.5 * scale
        // NB: what an open choice's list covers is not drawn under it: its panel is opaque, and
        // nothing shows through or is drawn over another.
        let list = model.choiceList?.frame.scaled(by: scale)
        func hidden(_ frame: Rect) -> Bool { list?.intersects(frame) ?? false }
        // (Each text as wide as it is drawn: a heading beside the list shows.)
        func draw(_ texture: Texture, x: Double, y: Double) throws(PlatformError) {
            guard !hidden(Rect(x: x, y: y, width: Double(texture.width), height: Double(texture.height))) else { return }
            try renderer.draw(texture, x: Int(x), y: Int(y))
        }
        for heading in screen.headings {
            let frame = heading.frame.scaled(by: scale)
            let role: TypeRole = heading.group == nil ? .title : .heading
            let skip = (heading.group == nil ? sheet.titleLine : sheet.headingLine) * scale
            for (index, line) in heading.lines.enumerated() {
                let texture = try text.text(
                    line, size: role.size(scale: scale), color: heading.group == nil ? theme.text : theme.heading, weight: .bold)
                try draw(texture, x: (frame.minX + inset).rounded(.down), y: (frame.minY + skip * Double(index)).rounded(.down))
            }
        }
        for line in screen.lines {
            if line.row == model.selected { try renderer.fill(line.frame.scaled(by: scale), color: theme.selection) }
            let label = line.label.scaled(by: scale)
            for (index, words) in line.labelLines.enumerated() {
                let texture = try text.text(words, size: body, color: line.row == .reset ? theme.wrong : theme.text, weight: .regular)
                try draw(texture, x: label.minX.rounded(.down), y: (label.minY + sheet.line * scale * Double(index)).rounded(.down))
            }
            if [line.value, line.previous, line.next].contains(where: { $0 != .zero && hidden($0.scaled(by: scale)) }) { continue }
            switch line.row.control {
            case .toggle:
                try drawSwitch(line.value.scaled(by: scale), on: model.isOn(line.row), theme: theme, scale: scale)
            case .stepper, .choice:
                let (back, forward) = line.row.control == .stepper ? ("−", "+") : ("‹", "›")
                try pageButton(line.previous.scaled(by: scale), back, theme: theme)
                try pageButton(line.next.scaled(by: scale), forward, theme: theme)
                let field = line.value.scaled(by: scale)
                try outline(field, color: theme.muted, width: max(scale, 1))
                let value = model.value(of: line.row, in: catalog) ?? ""
                // NB: as the sheet measured it: what does not fit one line wraps inside the field.
                let room = field.width - sheet.padding * scale
                let lines =
                    Double(try text.measure(value, size: body, weight: .regular).width) <= room
                    ? [value] : try text.wrapInside(value, size: body, width: Int(max(room, 1)), weight: .regular)
                let skip = sheet.line * scale
                var y = field.midY - skip * Double(lines.count) / 2
                for words in lines {
                    let texture = try text.text(words, size: body, color: theme.value, weight: .regular)
                    try renderer.draw(texture, x: Int(field.midX) - texture.width / 2, y: Int(y + (skip - Double(texture.height)) / 2))
                    y += skip
                }
            case .opens:
                break
            }
        }
        try drawColumn(screen.column, scroll: screen.scroll, first: screen.first, theme: theme, scale: scale)
        if let list = model.choiceList {
            try drawChoiceList(list, model, theme: theme, catalog: catalog, scale: scale)
        }
    }

    /// A choice's open list: a framed panel on the screen's own surface, a row per name, the one
    /// in force on the selection's colour with the accent's frame.
    private func drawChoiceList(
        _ list: ChoiceList, _ model: PreferencesModel, theme: Theme, catalog: Catalog, scale: Double
    ) throws(PlatformError) {
        guard case .setting(let setting) = list.row else { return }
        let body = TypeRole.body.size(scale: scale)
        let current = model.value(of: list.row, in: catalog)
        let panel = list.frame.scaled(by: scale)
        try renderer.fill(panel, color: theme.panel)
        try outline(panel, color: theme.text, width: max(scale, 1))
        let skip = model.screen.sheet.line * scale
        let padding = model.screen.sheet.padding * scale
        for item in list.items {
            let frame = item.frame.scaled(by: scale)
            let name = catalog(setting.shown(.text(item.value)))
            if name == current {
                try renderer.fill(frame, color: theme.selection)
                try outline(frame, color: theme.accent, width: max(2 * scale, 1))
            }
            // NB: a row is as wide as the line's control: a name that wraps there wraps here.
            let room = frame.width - ChoiceList.inset(padding)
            let lines =
                Double(try text.measure(name, size: body, weight: .regular).width) <= room
                ? [name] : try text.wrapInside(name, size: body, width: Int(max(room, 1)), weight: .regular)
            var y = frame.midY - skip * Double(lines.count) / 2
            for words in lines {
                let texture = try text.text(words, size: body, color: theme.text, weight: .regular)
                try renderer.draw(texture, x: Int(frame.midX) - texture.width / 2, y: Int(y + (skip - Double(texture.height)) / 2))
                y += skip
            }
        }
        if let up = list.up { try pageButton(up.scaled(by: scale), "▲", theme: theme) }
        if let down = list.down { try pageButton(down.scaled(by: scale), "▼", theme: theme) }
    }

    /// A switch: a track with its knob at the right, filled in the value's colour, when on; an
    /// empty track with the knob at the left when off.
    private func drawSwitch(_ box: Rect, on: Bool, theme: Theme, scale: Double) throws(PlatformError) {
        let height = min(box.height, box.width / 1.9)
        let track = Rect(x: box.maxX - height * 1.9, y: box.midY - height / 2, width: height * 1.9, height: height)
        let border = max(height / 12, scale, 1)
        let knobSide = height - border * 4
        if on {
            try renderer.fill(track, color: theme.value)
            try renderer.fill(
                Rect(x: track.maxX - border * 2 - knobSide, y: track.minY + border * 2, width: knobSide, height: knobSide), color: theme.panel)
        } else {
            try outline(track, color: theme.muted, width: border)
            try renderer.fill(Rect(x: track.minX + border * 2, y: track.minY + border * 2, width: knobSide, height: knobSide), color: theme.muted)
        }
    }
}
