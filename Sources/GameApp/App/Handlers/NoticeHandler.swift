/// The short message along the bottom (a screenshot saved, a controller plugged in, the
/// statistics reset): shown for `duration`, the newest in place of the one before. One its band
/// cannot show whole is held as a dialog until the player's OK (or Esc, B), and does not time out.
enum NoticeHandler: AppHandler {
    static let duration: Duration = .seconds(3)
    /// A settings problem stays longer: the player may want to read where it is.
    static let settingsDuration: Duration = .seconds(6)

    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        switch action {
        case .notify(let message, let values):
            let notice = AppModel.Notice(content: .message(message, values), until: context.now + duration)
            model.notice = notice
            return [.announce(.notice(notice))]
        case .notifySettings(let problem):
            let notice = AppModel.Notice(content: .settings(problem), until: context.now + settingsDuration)
            model.notice = notice
            return [.announce(.notice(notice))]
        case .holdNotice:
            guard model.notice != nil, !model.holdsNotice else { return [] }
            model.open(.notice)
            return []
        case .command(.dismissNotice):
            return model.letHeldNoticeGo() ? [.announce(.notice(nil))] : []
        case .tick(let now):
            guard let notice = model.notice, now >= notice.until, !model.holdsNotice else { return [] }
            model.notice = nil
            return [.announce(.notice(nil))]
        default:
            return nil
        }
    }
}
