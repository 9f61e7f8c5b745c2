internal import CYaml

/// A pass over a YAML document's parse events, before anything is built from it, that
/// refuses what would exhaust the stack or memory:
///
/// - nesting deeper than the depth limit (Yams composes one recursion per level), and
/// - aliases (`*name`) that would expand to more values than the alias limit, counting
///   each alias as the size of what it names ("billion laughs": ten levels of ten
///   aliases are 10¹⁰ values from a few hundred bytes).
///
/// Events come from libyaml's parser, which keeps its own explicit stacks, so this pass
/// never recurses. Sizes saturate instead of overflowing. Syntax errors are left to the
/// composer, which reports them with the same line and column.
enum YAMLPreflight {
    /// What an anchor names: how many values it expands to, and how deep it nests.
    private struct Extent {
        var size: Int
        var height: Int
    }

    /// An open sequence or mapping.
    private struct Open {
        var anchor: String?
        var size = 1
        var height = 1
    }

    static func check(_ text: String, limits: DocumentLimits) throws {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        var bytes = Array(text.utf8)
        try bytes.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            try walk(&parser, limits: limits)
        }
    }

    private static func walk(_ parser: inout yaml_parser_t, limits: DocumentLimits) throws {
        var anchors: [String: Extent] = [:]
        var open: [Open] = []
        var expanded = 0
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else { return }
            defer { yaml_event_delete(&event) }
            let mark = event.start_mark
            func error(_ problem: String) -> DocumentError {
                DocumentError(line: Int(mark.line) + 1, column: Int(mark.column) + 1, problem)
            }
            // A finished value: add it to its parent (or remember it under its anchor).
            func finish(_ extent: Extent, anchor: String?) {
                if let anchor { anchors[anchor] = extent }
                guard !open.isEmpty else { return }
                open[open.count - 1].size = saturatingAdd(open[open.count - 1].size, extent.size)
                open[open.count - 1].height = max(open[open.count - 1].height, extent.height + 1)
            }
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return
            case YAML_SCALAR_EVENT:
                finish(Extent(size: 1, height: 0), anchor: string(event.data.scalar.anchor))
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let anchor = event.type == YAML_SEQUENCE_START_EVENT
                    ? string(event.data.sequence_start.anchor) : string(event.data.mapping_start.anchor)
                if open.count >= limits.depth {
                    throw error("nesting deeper than \(limits.depth) levels (\(DocumentLimits.raiseHint(.depth)))")
                }
                open.append(Open(anchor: anchor))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let closed = open.popLast() else { return }
                finish(Extent(size: closed.size, height: closed.height), anchor: closed.anchor)
            case YAML_ALIAS_EVENT:
                // An undefined alias is the composer's error to report.
                guard let name = string(event.data.alias.anchor), let extent = anchors[name] else { return }
                if open.count + extent.height > limits.depth {
                    throw error("alias *\(name) nests deeper than \(limits.depth) levels (\(DocumentLimits.raiseHint(.depth)))")
                }
                expanded = saturatingAdd(expanded, extent.size)
                if expanded > limits.aliasExpansions {
                    throw error("YAML aliases expand to more than \(limits.aliasExpansions) values "
                                + "(\(DocumentLimits.raiseHint(.aliases)))")
                }
                finish(extent, anchor: nil)
            default:
                break
            }
        }
    }

    private static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
