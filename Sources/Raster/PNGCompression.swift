/// How a PNG's pixel data is compressed. The choice changes the file's bytes, size and the
/// time spent encoding, never its pixels; the same choice always gives the same bytes.
public enum PNGCompression: Hashable, Sendable, CustomStringConvertible {
    /// feedrender's own encoder, made for rendered UI: per-row filter choice, zero runs and a
    /// per-block Huffman code, no match search. About 4.5× faster than libdeflate level 1 on
    /// photo-heavy feed frames, for files about 6 % larger (text-only frames compress worse:
    /// up to about 2× larger, since only zero runs are matched). The default.
    case fast
    /// libdeflate at `level` (0 stored … 12 slowest and smallest). Level 1 uses the cheap UP
    /// row filter, higher levels pick the best filter per row, level 0 stores rows unfiltered.
    case deflate(level: Int)

    /// The smallest files: libdeflate's slowest level. Many times slower than `.fast`.
    public static let best = PNGCompression.deflate(level: 12)

    /// The libdeflate levels `.deflate(level:)` accepts.
    public static let deflateLevels = 0...12

    /// Reads `fast`, `best` or a libdeflate level `0`…`12`, as `--png-compression` takes them;
    /// nil for anything else.
    public init?(name: String) {
        switch name {
        case "fast": self = .fast
        case "best": self = .best
        default:
            guard let level = Int(name), Self.deflateLevels.contains(level), String(level) == name else { return nil }
            self = .deflate(level: level)
        }
    }

    /// `fast`, `best` or the libdeflate level: the spelling `init(name:)` reads back, which
    /// render manifests record.
    public var name: String {
        switch self {
        case .fast: "fast"
        case .best: "best"
        case .deflate(let level): String(level)
        }
    }

    /// The same as `name`, so the value prints as users type it.
    public var description: String { name }
}
