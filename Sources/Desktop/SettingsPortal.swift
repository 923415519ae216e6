/// The desktop's Settings portal (`org.freedesktop.portal.Settings`), read and listened to over
/// a bus: what `DesktopWatcher` asks at start (and when the portal starts) and hears when it
/// changes.
public enum SettingsPortal {
    public static let service = "org.freedesktop.portal.Desktop"
    public static let path = "/org/freedesktop/portal/desktop"
    public static let interface = "org.freedesktop.portal.Settings"

    /// Asks for every setting the game reads, in one `ReadAll` call: `answered` is given them,
    /// or why not, when the portal answers (as late as it does).
    public static func readAll(on bus: Bus, answered: @escaping (Result<[PortalKey: BusValue], BusError>) -> Void) throws(BusError) {
        try bus.call(service, path: path, interface: interface, member: "ReadAll") { message throws(BusError) in
            try message.open("a", "s")
            for namespace in PortalKey.namespaces { try message.append(namespace) }
            try message.close()
        } reply: { reply in
            answered(reply.flatMap { message in Result { () throws(BusError) in try settings(in: message) } })
        }
    }

    /// Calls `started` each time the portal's service gets an owner: it starts after the
    /// game, or starts again.
    public static func onStart(on bus: Bus, _ started: @escaping () -> Void) throws(BusError) {
        try bus.onOwnerChange(of: service) { owner in
            if !owner.isEmpty { started() }
        }
    }

    /// The settings the game reads in `ReadAll`'s answer.
    private static func settings(in reply: BusMessage) throws(BusError) -> [PortalKey: BusValue] {
        // a{sa{sv}}: namespace → key → value.
        var settings: [PortalKey: BusValue] = [:]
        try reply.enter("a", "{sa{sv}}")
        while try reply.enter("e", "sa{sv}") {
            let namespace = try reply.readString()
            try reply.enter("a", "{sv}")
            while try reply.enter("e", "sv") {
                let key = PortalKey(namespace, try reply.readString())
                let value = try reply.readValue()
                if PortalKey.all.contains(key) { settings[key] = value }
                try reply.exit()
            }
            try reply.exit()
            try reply.exit()
        }
        try reply.exit()
        return settings
    }

    /// Calls `changed` with each `SettingChanged` signal's key and value.
    public static func onChange(on bus: Bus, _ changed: @escaping (PortalKey, BusValue) -> Void) throws(BusError) {
        try bus.onSignal(path: path, interface: interface, member: "SettingChanged") { message in
            guard let namespace = try? message.readString(), let key = try? message.readString(), let value = try? message.readValue() else {
                return
            }
            changed(PortalKey(namespace, key), value)
        }
    }
}
