/// Fills printf-style placeholders of a catalog string (`%lld`, `%d`, `%@`, `%1$@`, `%%`), as
/// `String(format:)` would for strings and whole numbers, but without reading the machine's
/// locale: numbers are written plainly, so output stays the same everywhere.
package enum FormatArguments {
    /// `format` with its placeholders replaced by `arguments` in order (or by their `n$`
    /// position); a placeholder with no argument is kept as written.
    package static func format(_ format: String, _ arguments: [String]) -> String {
        guard format.contains("%") else { return format }
        var output = ""
        var next = 0
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            guard character == "%", let (argument, end) = placeholder(in: format, at: index) else {
                output.append(character)
                index = format.index(after: index)
                continue
            }
            if argument == -1 {
                output.append("%")
            } else {
                let position = argument ?? next
                if argument == nil { next += 1 }
                output += arguments.indices.contains(position) ? arguments[position] : String(format[index..<end])
            }
            index = end
        }
        return output
    }

    /// The placeholders of `format`, each as written (`%lld`, `%1$@`), for building keys.
    package static func placeholders(in format: String) -> [String] {
        var found: [String] = []
        var index = format.startIndex
        while index < format.endIndex {
            if format[index] == "%", let (argument, end) = placeholder(in: format, at: index) {
                if argument != -1 { found.append(String(format[index..<end])) }
                index = end
            } else {
                index = format.index(after: index)
            }
        }
        return found
    }

    /// The placeholder starting at `start` (a `%`): its 0-based argument (nil: the next one;
    /// -1: a literal `%%`) and where it ends; nil when it is not one.
    private static func placeholder(in format: String, at start: String.Index) -> (Int?, String.Index)? {
        var index = format.index(after: start)
        guard index < format.endIndex else { return nil }
        if format[index] == "%" { return (-1, format.index(after: index)) }
        var digits = ""
        var position: Int?
        var scan = index
        while scan < format.endIndex, format[scan].isASCII, format[scan].isNumber {
            digits.append(format[scan])
            scan = format.index(after: scan)
        }
        if !digits.isEmpty, scan < format.endIndex, format[scan] == "$" {
            position = Int(digits).map { $0 - 1 }
            index = format.index(after: scan)
        }
        // Flags, width and precision, then length modifiers, then the conversion.
        while index < format.endIndex, "-+#0123456789.".contains(format[index]) { index = format.index(after: index) }
        while index < format.endIndex, "hlqLzjt".contains(format[index]) { index = format.index(after: index) }
        guard index < format.endIndex, "@dDiuUxXoOfFeEgGcsSaAp".contains(format[index]) else { return nil }
        return (position, format.index(after: index))
    }
}
