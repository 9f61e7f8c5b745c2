import Appearance
import DocumentModel
import FeedDocuments
import FeedRendering

/// Puts a locale's feed text into a feed document before it is read, so cells lay out
/// with the translated strings (and, in right-to-left locales, the translated text runs
/// right to left on its own).
///
/// A key is a top-level string of the document (`navigationTitle`, `emptyText`),
/// `<section id>/<item id>/<field path>`, e.g. `groups/1001/name` or `cards/c1/title` (the
/// field path is dotted for nested objects: `organizer.name`), or
/// `templates/<template>/<element id>` for the text of a template cell's element, bindings
/// and all (`"{{detail.text}} · 新着 {{detail.count}} 件"`: a translation may move the
/// `{{field}}`s where its grammar wants them). Every key must name a string that exists, so a
/// typo is an error instead of an untranslated screenshot.
enum FeedLocalization {
    static let topLevelStrings = ["navigationTitle", "emptyText"]

    /// `document` with every override of `locale` applied.
    static func localize(_ document: JSONValue, locale: LocaleStrings, feedName: String) throws -> JSONValue {
        guard case .object(var top) = document else { return document }
        for override in locale.feedOverrides {
            let path = DocumentPath([.key("feed"), .key(override.key)])
            func fail(_ problem: String) -> ScreenshotError {
                ScreenshotError(.badInput, "\(locale.file): \(path): \(problem)")
            }
            let parts = override.key.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            if parts.count == 1 {
                guard topLevelStrings.contains(override.key) else {
                    throw fail("not a feed string (use \(topLevelStrings.joined(separator: " or ")), or section/item/field)")
                }
                top[override.key] = .string(override.text)
                continue
            }
            guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else {
                throw fail("expected <section id>/<item id>/<field>, e.g. groups/1001/name")
            }
            let (section, item, field) = (parts[0], parts[1], parts[2].split(separator: ".").map(String.init))
            do {
                if section == "templates" {
                    try replaceTemplateText(in: &top, template: item, element: parts[2], with: override.text)
                } else {
                    try replaceItemString(in: &top, section: section, item: item, field: field, with: override.text)
                }
            } catch let problem as Problem {
                throw fail("\(problem.text) in feed \(feedName)")
            }
        }
        return .object(top)
    }

    private struct Problem: Error { var text: String }

    /// Replaces the `text` of the element `element` (its `id`) anywhere in template `template`.
    private static func replaceTemplateText(in top: inout JSONObject, template: String, element: String, with text: String) throws {
        guard case .object(var templates)? = top["templates"] else { throw Problem(text: "no templates") }
        guard let cell = templates[template] else {
            let known = templates.keys.sorted().joined(separator: ", ")
            throw Problem(text: "no template \"\(template)\" (templates: \(known))")
        }
        var found = false
        func replace(_ value: JSONValue) -> JSONValue {
            switch value {
            case .object(var object):
                if case .string(let id)? = object["id"], id == element, case .string? = object["text"] {
                    object["text"] = .string(text)
                    found = true
                }
                for key in object.keys { object[key] = replace(object[key]!) }
                return .object(object)
            case .array(let values): return .array(values.map(replace))
            default: return value
            }
        }
        templates[template] = replace(cell)
        guard found else { throw Problem(text: "template \"\(template)\" has no text element with id \"\(element)\"") }
        top["templates"] = .object(templates)
    }

    private static func replaceItemString(in top: inout JSONObject, section: String, item: String, field: [String],
                                          with text: String) throws {
        if case .array(var items)? = top["items"] {
            // The benchmark format: one section of posts.
            guard section == "posts" else { throw Problem(text: "no section \"\(section)\" (this feed has only \"posts\")") }
            try replace(in: &items, item: item, field: field, with: text)
            top["items"] = .array(items)
            return
        }
        guard case .array(var sections)? = top["sections"] else { throw Problem(text: "no sections") }
        for index in sections.indices {
            guard case .object(var object) = sections[index] else { continue }
            let id: String
            if case .string(let named)? = object["id"] { id = named } else { id = "section-\(index)" }
            guard id == section else { continue }
            guard case .array(var items)? = object["items"] else { throw Problem(text: "section \"\(section)\" has no inline items") }
            try replace(in: &items, item: item, field: field, with: text)
            object["items"] = .array(items)
            sections[index] = .object(object)
            top["sections"] = .array(sections)
            return
        }
        throw Problem(text: "no section \"\(section)\"")
    }

    private static func replace(in items: inout [JSONValue], item: String, field: [String], with text: String) throws {
        guard let index = items.firstIndex(where: { identifier(of: $0) == item }) else {
            throw Problem(text: "no item \"\(item)\"")
        }
        items[index] = try replacing(field[...], in: items[index], with: text, item: item)
    }

    private static func identifier(of item: JSONValue) -> String? {
        guard case .object(let object) = item else { return nil }
        switch object["id"] {
        case .string(let id)?: return id
        case .number(let id)?: return DecimalFormatter.string(for: id)
        default: return nil
        }
    }

    private static func replacing(_ field: ArraySlice<String>, in value: JSONValue, with text: String, item: String) throws -> JSONValue {
        guard let key = field.first else {
            guard case .string = value else { throw Problem(text: "item \"\(item)\": the field is not a string") }
            return .string(text)
        }
        switch value {
        case .object(var object):
            guard let child = object[key] else { throw Problem(text: "item \"\(item)\" has no field \"\(key)\"") }
            object[key] = try replacing(field.dropFirst(), in: child, with: text, item: item)
            return .object(object)
        case .array(var array):
            guard let index = Int(key), array.indices.contains(index) else {
                throw Problem(text: "item \"\(item)\": no element \(key)")
            }
            array[index] = try replacing(field.dropFirst(), in: array[index], with: text, item: item)
            return .array(array)
        default:
            throw Problem(text: "item \"\(item)\": \"\(key)\" is inside a \(value.summary), not an object")
        }
    }
}
