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
/// typo is an error instead of an untranslated screenshot. Headers, footers, tab titles and
/// built-in labels are not overridden here: their text is a key of the locale's `strings` or
/// of a catalog (`FeedTextLocalizer`).
enum FeedLocalization {
    static let topLevelStrings = ["navigationTitle", "emptyText"]

    /// One `<section>/<item>/<field>` override, with its place in the locale file.
    private struct ItemOverride {
        var order: Int
        var key: String
        var text: String
        var section: String
        var item: String
        var field: [String]
    }

    /// `document` with every override of `locale` applied. Time is linear in the document
    /// and the overrides: items are found through one index per section, and arrays are
    /// changed in place.
    static func localize(_ document: JSONValue, locale: LocaleStrings, feedName: String) throws -> JSONValue {
        guard case .object(var top) = document else { return document }
        // Every problem is noted with the override's place in the file; the first is reported.
        var failure: (order: Int, key: String, problem: String)?
        func record(_ order: Int, _ key: String, _ problem: String) {
            if failure == nil || order < failure!.order { failure = (order, key, problem) }
        }
        var overrides: [ItemOverride] = []
        for (order, override) in locale.feedOverrides.enumerated() {
            let parts = override.key.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            if parts.count == 1 {
                guard topLevelStrings.contains(override.key) else {
                    record(order, override.key,
                           "not a feed string (use \(topLevelStrings.joined(separator: " or ")), or section/item/field)")
                    continue
                }
                top[override.key] = .string(override.text)
                continue
            }
            if parts[0] == "tabBar" || (parts.count == 2 && ["header", "footer"].contains(parts[1])) {
                record(order, override.key, "headers, footers and tab titles are translated by their text: "
                       + "write the English text as a key under \"strings\" (e.g. Messages: メッセージ) or in a catalog")
                continue
            }
            guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else {
                record(order, override.key, "expected <section id>/<item id>/<field>, e.g. groups/1001/name")
                continue
            }
            if parts[0] == "templates" {
                do {
                    try replaceTemplateText(in: &top, template: parts[1], element: parts[2], with: override.text)
                } catch let problem as Problem {
                    record(order, override.key, "\(problem.text) in feed \(feedName)")
                } catch {
                    record(order, override.key, "\(error)")
                }
                continue
            }
            overrides.append(ItemOverride(order: order, key: override.key, text: override.text, section: parts[0],
                                          item: parts[1], field: parts[2].split(separator: ".").map(String.init)))
        }
        func recordItem(_ index: Int, _ problem: String) {
            record(overrides[index].order, overrides[index].key, "\(problem) in feed \(feedName)")
        }
        let bySection = Dictionary(grouping: overrides.indices) { overrides[$0].section }
        if overrides.isEmpty {
            // Nothing to place in sections.
        } else if case .array(var items)? = top["items"] {
            // The benchmark format: one section of posts.
            top["items"] = .null  // so `items` is the only reference and changes in place
            for (section, indices) in bySection {
                if section == "posts" {
                    apply(indices, of: overrides, to: &items, record: recordItem)
                } else {
                    indices.forEach { recordItem($0, "no section \"\(section)\" (this feed has only \"posts\")") }
                }
            }
            top["items"] = .array(items)
        } else if case .array(var sections)? = top["sections"] {
            top["sections"] = .null
            var sectionIndex: [String: Int] = [:]
            for (index, value) in sections.enumerated() {
                guard case .object(let object) = value else { continue }
                let id: String
                if case .string(let named)? = object["id"] { id = named } else { id = "section-\(index)" }
                if sectionIndex[id] == nil { sectionIndex[id] = index }
            }
            for (section, indices) in bySection {
                guard let index = sectionIndex[section], case .object(var object) = sections[index] else {
                    indices.forEach { recordItem($0, "no section \"\(section)\"") }
                    continue
                }
                guard case .array(var items)? = object["items"] else {
                    indices.forEach { recordItem($0, "section \"\(section)\" has no inline items") }
                    continue
                }
                sections[index] = .null
                object["items"] = .null
                apply(indices, of: overrides, to: &items, record: recordItem)
                object["items"] = .array(items)
                sections[index] = .object(object)
            }
            top["sections"] = .array(sections)
        } else {
            overrides.indices.forEach { recordItem($0, "no sections") }
        }
        if let failure {
            throw ScreenshotError(.badInput, "\(locale.file): \(DocumentPath([.key("feed"), .key(failure.key)])): \(failure.problem)")
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

    /// Applies the overrides at `indices` to one section's items (the first item with an id).
    private static func apply(_ indices: [Int], of overrides: [ItemOverride], to items: inout [JSONValue],
                              record: (Int, String) -> Void) {
        var itemIndex: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            if let id = identifier(of: item), itemIndex[id] == nil { itemIndex[id] = index }
        }
        for index in indices {
            let override = overrides[index]
            guard let position = itemIndex[override.item] else {
                record(index, "no item \"\(override.item)\"")
                continue
            }
            do {
                items[position] = try replacing(override.field[...], in: items[position], with: override.text, item: override.item)
            } catch let problem as Problem {
                record(index, problem.text)
            } catch {
                record(index, "\(error)")
            }
        }
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
