/// The desktop's Settings portal (`org.freedesktop.portal.Settings`), read and listened to over
/// a bus: what `DesktopWatcher` asks at start and hears when it changes.
public enum SettingsPortal {
    public static let service = "org.freedesktop.portal.Desktop"
    public static let path = "/org/freedesktop/portal/desktop"
    public static let interface = "org.freedesktop.portal.Settings"

    /// Every setting the game reads, in one `ReadAll` call.
    public static func readAll(on bus: Bus) throws(BusError) -> [PortalKey: BusValue] {
        let reply = try bus.call(service, path: path, interface: interface, member: "ReadAll") { message throws(BusError) in
            try message.open("a", "s")
            for namespace in PortalKey.namespaces { try message.append(namespace) }
            try message.close()
        }
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
