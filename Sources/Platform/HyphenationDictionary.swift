import CHyphen
import Glibc
import SystemIO

/// One language's hyphenation patterns (Hunspell's libhyphen, with the dictionaries Debian ships
/// in `/usr/share/hyphen`): where a word too wide for a whole line may break with a hyphen
/// ("Zu-stän-dig-keits-ket-te", "re-spon-si-bil-ity").
///
/// NB: libhyphen only reads the dictionary once it is loaded, so one dictionary serves every
/// thread; nothing here changes it after `init`.
public final class HyphenationDictionary: @unchecked Sendable {
    /// Words longer than this (in the dictionary's bytes) are not asked about: no real word is,
    /// and libhyphen then allocates per call.
    static let longestWord = 96

    /// Where Debian and a local install put the dictionaries.
    public static let folders = ["/usr/share/hyphen", "/usr/local/share/hyphen"]

    /// The dictionary file's path, for messages.
    public let path: String
    private let minimumBefore: Int32
    private let minimumAfter: Int32
    // NB: stored last, so a failed init does not run deinit.
    private let dictionary: UnsafeMutablePointer<HyphenDict>

    /// The dictionary at `path`, or nil when it cannot be read.
    ///
    /// - Parameters:
    ///   - path: a `hyph_*.dic` file.
    ///   - minimumBefore: the fewest letters a line may end with before the hyphen.
    ///   - minimumAfter: the fewest letters the next line may begin with.
    public init?(path: String, minimumBefore: Int = 2, minimumAfter: Int = 3) {
        guard FileSystem.isReadable(path), let loaded = hnj_hyphen_load(path) else { return nil }
        self.path = path
        self.minimumBefore = Int32(max(minimumBefore, 1))
        self.minimumAfter = Int32(max(minimumAfter, 1))
        dictionary = loaded
    }

    /// The dictionary for a locale such as `de_DE` or `en_US`, from the first folder that has it.
    public convenience init?(locale: String, in folders: [String] = HyphenationDictionary.folders) {
        guard let path = folders.map({ Path.join($0, "hyph_\(locale).dic") }).first(where: FileSystem.isReadable) else { return nil }
        self.init(path: path)
    }

    deinit {
        hnj_hyphen_free(dictionary)
    }

    /// Where `word` may break: for each place, how many of its characters come before it, in
    /// order. Empty for a word the dictionary cannot spell (a character outside its encoding).
    public func breaks(in word: String) -> [Int] {
        // The word in the dictionary's encoding, lower case, and the byte at which each of its
        // characters ends.
        let utf8 = dictionary.pointee.utf8 != 0
        var bytes: [CChar] = []
        var ends: [Int] = []
        for character in word {
            let lower = character.lowercased()
            if utf8 {
                bytes += lower.utf8.map { CChar(bitPattern: $0) }
            } else {
                // ISO 8859-1 (the German patterns): one byte a character, or the word is not spelt.
                guard lower.unicodeScalars.count == 1, let scalar = lower.unicodeScalars.first, scalar.value <= 0xFF else { return [] }
                bytes.append(CChar(bitPattern: UInt8(scalar.value)))
            }
            ends.append(bytes.count)
        }
        guard bytes.count >= 2, bytes.count <= Self.longestWord else { return [] }
        var hyphens = [CChar](repeating: 0, count: bytes.count + 5)
        var replacements: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var positions: UnsafeMutablePointer<Int32>?
        var cuts: UnsafeMutablePointer<Int32>?
        // NB: libhyphen reads the word as a C string too (strstr, for its NOHYPHEN patterns) as
        // well as by its length: it must end in a NUL, or it reads past the buffer (AddressSanitizer
        // found it).
        let word = bytes + [0]
        let failed = hnj_hyphen_hyphenate3(
            dictionary, word, Int32(bytes.count), &hyphens, nil, &replacements, &positions, &cuts, minimumBefore, minimumAfter, minimumBefore,
            minimumAfter)
        // A non-standard break (old German spelling's "ck" to "k-k") is one the game does not
        // make: those places are left out, and libhyphen's arrays for them freed.
        var replaced = Set<Int>()
        if let replacements {
            for index in 0..<bytes.count where replacements[index] != nil {
                replaced.insert(index)
                free(replacements[index])
            }
            free(replacements)
        }
        free(positions)
        free(cuts)
        guard failed == 0 else { return [] }
        return ends.indices.dropLast().compactMap { index in
            let byte = ends[index] - 1
            return hyphens[byte] & 1 == 1 && !replaced.contains(byte) ? index + 1 : nil
        }
    }
}
