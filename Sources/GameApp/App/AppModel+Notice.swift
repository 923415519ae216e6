import Preferences

extension AppModel {
    /// A message shown for a few seconds along the bottom, put into words when drawn: one of the
    /// game's, or a problem with the settings file. One notice at a time, the newest.
    public struct Notice: Hashable, Sendable {
        public enum Content: Hashable, Sendable {
            case message(Message, [String: String])
            case settings(SettingsNotice)
        }

        public let content: Content
        public let until: Duration

        /// The game's message, when it is one.
        public var message: Message? {
            if case .message(let message, _) = content { message } else { nil }
        }

        /// The notice in `catalog`'s words.
        func text(in catalog: Catalog) -> String {
            switch content {
            case .message(let message, let values): catalog(message, values)
            case .settings(let notice): notice.text(in: catalog)
            }
        }
    }
}
