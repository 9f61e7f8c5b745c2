import Appearance
import DocumentModel
import FeedDocuments
import FeedRendering

/// Puts a locale's feed text into a feed document before it is read, so cells lay out
/// with the translated strings (and, in right-to-left locales, the translated text runs
/// right to left on its own).
///
/// A key is either a top-level string of the document (`navigationTitle`, `emptyText`) or
/// `<section id>/<item id>/<field path>`, e.g. `groups/1001/name` or `cards/c1/title`; the
/// field path is dotted for nested objects (`organizer.name`). Every key must name a string
/// that exists, so a typo is an error instead of an untranslated screenshot.
enum FeedLocalization {
    static let topLevelStrings = ["navigationTitle", "emptyText"]

    /// One `<section>/<item>/<field>` override, in locale-file order.
    private struct ItemOverride {
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
        func fail(_ key: String, _ problem: String) -> ScreenshotError {
            ScreenshotError(.badInput, "\(locale.file): \(DocumentPath([.key("feed"), .key(key)])): \(problem)")
        }
        var overrides: [ItemOverride] = []
        for override in locale.feedOverrides {
            let parts = override.key.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            if parts.count == 1 {
                guard topLevelStrings.contains(override.key) else {
                    throw fail(override.key, "not a feed string (use \(topLevelStrings.joined(separator: " or ")), or section/item/field)")
                }
                top[override.key] = .string(override.text)
                continue
            }
            guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else {
                throw fail(override.key, "expected <section id>/<item id>/<field>, e.g. groups/1001/name")
            }
            overrides.append(ItemOverride(key: override.key, text: override.text, section: parts[0], item: parts[1],
                                          field: parts[2].split(separator: ".").map(String.init)))
        }
        guard !overrides.isEmpty else { return .object(top) }
        // The first override (in file order) that cannot be applied is the one reported.
        var failure: (index: Int, problem: String)?
        func record(_ index: Int, _ problem: String) {
            if failure == nil || index < failure!.index { failure = (index, problem) }
        }
        let bySection = Dictionary(grouping: overrides.indices) { overrides[$0].section }
        if case .array(var items)? = top["items"] {
            // The benchmark format: one section of posts.
            top["items"] = .null  // so `items` is the only reference and changes in place
            for (section, indices) in bySection {
                if section == "posts" {
                    apply(indices, of: overrides, to: &items, record: record)
                } else {
                    indices.forEach { record($0, "no section \"\(section)\" (this feed has only \"posts\")") }
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
                    indices.forEach { record($0, "no section \"\(section)\"") }
                    continue
                }
                guard case .array(var items)? = object["items"] else {
                    indices.forEach { record($0, "section \"\(section)\" has no inline items") }
                    continue
                }
                sections[index] = .null
                object["items"] = .null
                apply(indices, of: overrides, to: &items, record: record)
                object["items"] = .array(items)
                sections[index] = .object(object)
            }
            top["sections"] = .array(sections)
        } else {
            overrides.indices.forEach { record($0, "no sections") }
        }
        if let failure { throw fail(overrides[failure.index].key, "\(failure.problem) in feed \(feedName)") }
        return .object(top)
    }

    private struct Problem: Error { var text: String }

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
