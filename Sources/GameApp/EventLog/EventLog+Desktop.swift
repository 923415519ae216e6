import Desktop

/// What the desktop asked and what the game said aloud, as the event log writes them.
extension EventLog {
    func recordDesktop(_ event: AppEvent) {
        switch event {
        case .spoken(let text, let urgent):
            write("spoken") { line in
                line.member("text", text)
                line.member("urgent", urgent)
            }
        case .theme(let theme, let source):
            write("theme") { line in
                line.member("theme", theme.rawValue)
                line.member("source", source)
            }
        case .desktop(let reading, let textSize, let reducesMotion, let speaks):
            write("desktop") { line in
                if let wishes = reading.wishes {
                    line.member("color_scheme", wishes.colorScheme.rawValue)
                    line.member("high_contrast", wishes.highContrast)
                    line.member("reduced_motion", wishes.reducedMotion)
                    line.member("text_scale", wishes.textScale)
                    line.member("screen_reader", wishes.screenReader)
                } else {
                    line.member("available", false)
                    line.member("reason", reading.problem ?? "")
                }
                line.member("text_size", textSize)
                line.member("reduce_motion", reducesMotion)
                line.member("speech", speaks)
            }
        default: break
        }
    }
}
