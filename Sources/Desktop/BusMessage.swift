/// One D-Bus message, read or written in order. Reading walks its arguments; writing appends
/// them. The basic types, variants, arrays and dictionary entries are what the game needs.
public final class BusMessage {
    private let api: SDBus
    let handle: SDBus.Handle
    private let owned: Bool

    init(api: SDBus, handle: SDBus.Handle) {
        self.api = api
        self.handle = handle
        owned = true
    }

    /// A message sd-bus lends to a callback: not ours to free.
    init(api: SDBus, borrowing handle: SDBus.Handle) {
        self.api = api
        self.handle = handle
        owned = false
    }

    deinit {
        if owned { _ = api.messageUnref(handle) }
    }

    /// The method or signal's name.
    public var member: String { api.getMember(handle).map { String(cString: $0) } ?? "" }
    public var interface: String { api.getInterface(handle).map { String(cString: $0) } ?? "" }

    // MARK: Reading

    /// The next argument's type code and, for a container, its contents' signature; nil at the
    /// end of the message or of the container entered.
    public func peek() throws(BusError) -> (type: Character, contents: String)? {
        var type: CChar = 0
        var contents: UnsafePointer<CChar>?
        let code = api.peekType(handle, &type, &contents)
        guard code >= 0 else { throw BusError("cannot read the message", code: code) }
        guard code > 0 else { return nil }
        return (Character(Unicode.Scalar(UInt8(bitPattern: type))), contents.map { String(cString: $0) } ?? "")
    }

    /// Reads a string argument.
    public func readString() throws(BusError) -> String {
        var text: UnsafePointer<CChar>?
        try read("s", into: &text)
        return text.map { String(cString: $0) } ?? ""
    }

    /// Reads the next argument of a basic type, or skips another one (`.other`). A variant is
    /// read as what it holds (and a variant in a variant, as the portal's old `Read` answers).
    public func readValue() throws(BusError) -> BusValue {
        guard let (type, contents) = try peek() else { throw BusError("the message ended early", code: 0) }
        switch type {
        case "v":
            try enter("v", contents)
            defer { _ = api.exitContainer(handle) }
            return try readValue()
        case "b":
            var flag: Int32 = 0
            try read("b", into: &flag)
            return .boolean(flag != 0)
        case "u":
            var number: UInt32 = 0
            try read("u", into: &number)
            return .unsigned(number)
        case "i":
            var number: Int32 = 0
            try read("i", into: &number)
            return .integer(number)
        case "d":
            var number: Double = 0
            try read("d", into: &number)
            return .double(number)
        case "s":
            return .string(try readString())
        default:
            let signature = String(type) + (type == "a" ? contents : "")
            let code = api.skip(handle, nil)
            guard code >= 0 else { throw BusError("cannot skip a \(signature)", code: code) }
            return .other(signature)
        }
    }

    /// Enters the container of `type` (`a`, `e`, `v`, `r`) with `contents`; false at the end of
    /// the container being read.
    @discardableResult
    public func enter(_ type: Character, _ contents: String) throws(BusError) -> Bool {
        let code = api.enterContainer(handle, code(type), contents)
        guard code >= 0 else { throw BusError("cannot read a \(type)\(contents)", code: code) }
        return code > 0
    }

    /// Leaves the container last entered.
    public func exit() throws(BusError) {
        let code = api.exitContainer(handle)
        guard code >= 0 else { throw BusError("cannot leave a container", code: code) }
    }

    private func read<Value>(_ type: Character, into value: inout Value) throws(BusError) {
        let code = withUnsafeMutablePointer(to: &value) { api.readBasic(handle, self.code(type), $0) }
        guard code > 0 else { throw BusError("cannot read a \(type)", code: code) }
    }

    // MARK: Writing

    /// A reply to this method call, to fill and return from a `Bus.serve` handler.
    public func reply() throws(BusError) -> BusMessage {
        var made: SDBus.Handle?
        let code = api.newMethodReturn(handle, &made)
        guard code >= 0, let made else { throw BusError("cannot reply", code: code) }
        return BusMessage(api: api, handle: made)
    }

    /// Appends a string.
    public func append(_ text: String) throws(BusError) {
        let code = text.withCString { api.appendBasic(handle, self.code("s"), $0) }
        guard code >= 0 else { throw BusError("cannot write a string", code: code) }
    }

    /// Appends a value of a basic type (`.other` cannot be written).
    public func append(_ value: BusValue) throws(BusError) {
        func basic<Value>(_ type: Character, _ value: Value) -> Int32 {
            withUnsafePointer(to: value) { api.appendBasic(handle, code(type), $0) }
        }
        let result: Int32
        switch value {
        case .boolean(let flag): result = basic("b", Int32(flag ? 1 : 0))
        case .unsigned(let number): result = basic("u", number)
        case .integer(let number): result = basic("i", number)
        case .double(let number): result = basic("d", number)
        case .string(let text): return try append(text)
        case .other(let signature): throw BusError("cannot write a \(signature)", code: 0)
        }
        guard result >= 0 else { throw BusError("cannot write \(value)", code: result) }
    }

    /// Appends `value` in a variant.
    public func appendVariant(_ value: BusValue) throws(BusError) {
        try open("v", value.signature)
        try append(value)
        try close()
    }

    /// Opens a container of `type` with `contents` (an array `a` of `{sv}`, an entry `e`, a variant `v`).
    public func open(_ type: Character, _ contents: String) throws(BusError) {
        let code = api.openContainer(handle, code(type), contents)
        guard code >= 0 else { throw BusError("cannot write a \(type)\(contents)", code: code) }
    }

    /// Closes the container last opened.
    public func close() throws(BusError) {
        let code = api.closeContainer(handle)
        guard code >= 0 else { throw BusError("cannot close a container", code: code) }
    }

    private func code(_ type: Character) -> CChar {
        CChar(bitPattern: type.asciiValue ?? 0)
    }
}

extension BusValue {
    /// The value's D-Bus signature.
    public var signature: String {
        switch self {
        case .boolean: "b"
        case .unsigned: "u"
        case .integer: "i"
        case .double: "d"
        case .string: "s"
        case .other(let signature): signature
        }
    }
}
