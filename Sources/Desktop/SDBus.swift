import SystemIO

/// sd-bus, libsystemd's D-Bus client, opened at run time: the calls the game makes of it, each
/// looked up once. Nil when libsystemd is not installed or lacks one of them (older than
/// systemd 237), and the game then does without the desktop's wishes.
///
/// NB: a C handle is an `OpaquePointer`; every call returns a negative errno on failure.
final class SDBus: Sendable {
    typealias Handle = OpaquePointer
    typealias Text = UnsafePointer<CChar>
    /// `sd_bus_message_handler_t`: the message, the user data, an error to fill.
    typealias Handler = @convention(c) (Handle?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32

    let openUser: @convention(c) (UnsafeMutablePointer<Handle?>?) -> Int32
    let new: @convention(c) (UnsafeMutablePointer<Handle?>?) -> Int32
    let setAddress: @convention(c) (Handle?, Text?) -> Int32
    let setBusClient: @convention(c) (Handle?, Int32) -> Int32
    let start: @convention(c) (Handle?) -> Int32
    let flushCloseUnref: @convention(c) (Handle?) -> Handle?
    let process: @convention(c) (Handle?, UnsafeMutablePointer<Handle?>?) -> Int32
    let getFd: @convention(c) (Handle?) -> Int32
    let getEvents: @convention(c) (Handle?) -> Int32
    let getTimeout: @convention(c) (Handle?, UnsafeMutablePointer<UInt64>?) -> Int32
    let callAsync: @convention(c) (Handle?, UnsafeMutablePointer<Handle?>?, Handle?, Handler?, UnsafeMutableRawPointer?, UInt64) -> Int32
    let send: @convention(c) (Handle?, Handle?, UnsafeMutablePointer<UInt64>?) -> Int32
    let matchSignal: @convention(c) (Handle?, UnsafeMutablePointer<Handle?>?, Text?, Text?, Text?, Text?, Handler?, UnsafeMutableRawPointer?) -> Int32
    let addMatch: @convention(c) (Handle?, UnsafeMutablePointer<Handle?>?, Text?, Handler?, UnsafeMutableRawPointer?) -> Int32
    let addObject: @convention(c) (Handle?, UnsafeMutablePointer<Handle?>?, Text?, Handler?, UnsafeMutableRawPointer?) -> Int32
    let requestName: @convention(c) (Handle?, Text?, UInt64) -> Int32
    let slotUnref: @convention(c) (Handle?) -> Handle?

    let newMethodCall: @convention(c) (Handle?, UnsafeMutablePointer<Handle?>?, Text?, Text?, Text?, Text?) -> Int32
    let newMethodReturn: @convention(c) (Handle?, UnsafeMutablePointer<Handle?>?) -> Int32
    let newSignal: @convention(c) (Handle?, UnsafeMutablePointer<Handle?>?, Text?, Text?, Text?) -> Int32
    let messageUnref: @convention(c) (Handle?) -> Handle?
    let getMember: @convention(c) (Handle?) -> Text?
    let getInterface: @convention(c) (Handle?) -> Text?
    /// The error a reply carries (`const sd_bus_error *`: its name and message), nil for an answer.
    let getError: @convention(c) (Handle?) -> UnsafeRawPointer?
    let appendBasic: @convention(c) (Handle?, CChar, UnsafeRawPointer?) -> Int32
    let openContainer: @convention(c) (Handle?, CChar, Text?) -> Int32
    let closeContainer: @convention(c) (Handle?) -> Int32
    let enterContainer: @convention(c) (Handle?, CChar, Text?) -> Int32
    let exitContainer: @convention(c) (Handle?) -> Int32
    let readBasic: @convention(c) (Handle?, CChar, UnsafeMutableRawPointer?) -> Int32
    let peekType: @convention(c) (Handle?, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<Text?>?) -> Int32
    let skip: @convention(c) (Handle?, Text?) -> Int32

    /// libsystemd's functions, loaded once per process; nil (and `loadError` says why) when
    /// they are not all there.
    static let shared: SDBus? = SDBus(library: SharedLibrary(name: "libsystemd.so.0"))

    /// Why `shared` is nil.
    static let loadError: String = shared == nil ? "libsystemd.so.0 is not installed or has no sd-bus" : ""

    private init?(library: SharedLibrary?) {
        guard let library else { return nil }
        struct Missing: Error {}
        func load<Function>(_ symbol: String) throws(Missing) -> Function {
            guard let function = library.function(symbol, as: Function.self) else { throw Missing() }
            return function
        }
        do {
            openUser = try load("sd_bus_open_user")
            new = try load("sd_bus_new")
            setAddress = try load("sd_bus_set_address")
            setBusClient = try load("sd_bus_set_bus_client")
            start = try load("sd_bus_start")
            flushCloseUnref = try load("sd_bus_flush_close_unref")
            process = try load("sd_bus_process")
            getFd = try load("sd_bus_get_fd")
            getEvents = try load("sd_bus_get_events")
            getTimeout = try load("sd_bus_get_timeout")
            callAsync = try load("sd_bus_call_async")
            send = try load("sd_bus_send")
            matchSignal = try load("sd_bus_match_signal")
            addMatch = try load("sd_bus_add_match")
            addObject = try load("sd_bus_add_object")
            requestName = try load("sd_bus_request_name")
            slotUnref = try load("sd_bus_slot_unref")
            newMethodCall = try load("sd_bus_message_new_method_call")
            newMethodReturn = try load("sd_bus_message_new_method_return")
            newSignal = try load("sd_bus_message_new_signal")
            messageUnref = try load("sd_bus_message_unref")
            getMember = try load("sd_bus_message_get_member")
            getInterface = try load("sd_bus_message_get_interface")
            getError = try load("sd_bus_message_get_error")
            appendBasic = try load("sd_bus_message_append_basic")
            openContainer = try load("sd_bus_message_open_container")
            closeContainer = try load("sd_bus_message_close_container")
            enterContainer = try load("sd_bus_message_enter_container")
            exitContainer = try load("sd_bus_message_exit_container")
            readBasic = try load("sd_bus_message_read_basic")
            peekType = try load("sd_bus_message_peek_type")
            skip = try load("sd_bus_message_skip")
        } catch {
            return nil
        }
    }
}
