import Appearance
import Cells
import DocumentModel
import Foundation
import ImageLoading
import Layout
import LayoutDocuments
import Lists

/// A feed written as a document (JSON or YAML): the screen, theme and chrome, then
/// sections of built-in or template cells, with items inline or fetched page by page.
///
/// ```yaml
/// device: iphone-15            # or viewport: {width: 390, height: 844, scale: 3}
/// theme: dark                  # light (default) or dark
/// layoutDirection: rtl         # ltr (default) or rtl: cells laid out right to left
/// navigationTitle: Meetups
/// statusBar: true
/// stickyHeaders: true          # section headers pin under the bars
/// tabBar: {items: [{title: Home, icon: home}, {title: Search, icon: search}], selected: 0}
/// templates:
///   banner: {type: text, text: "{{title}}"}
/// sections:
///   - kind: group              # a built-in cell (see BuiltInCellKinds) or a template name
///     items: [...]
///   - kind: group
///     source: {url: "http://host/groups?page={page}", firstPage: 1}
///   - kind: card               # grids, carousels, pagers, headers: SectionContainerReader
///     orientation: horizontal
///     itemWidth: "0.8"
///     header: Featured
///     items: [...]
/// ```
///
/// The benchmark feed (`{version, n, viewport: [w, h], scale, items}`) is read as one
/// section of post cells. Errors are one line naming the file, the path and the problem:
/// `feed.yaml: sections[1].items[3].created: expected a number, got "yesterday"`.
package enum FeedDocument {
    static let topLevelKeys = ["version", "n", "device", "viewport", "scale", "theme", "layoutDirection",
                               "navigationTitle", "statusBar", "leadingScreensForBatching", "emptyText", "templates",
                               "sections", "items", "stickyHeaders", "tabBar", "colors", "catalogs", "textSize", "fonts",
                               "allowFontFallback", "states", "fixedBar", "navigationBar", "loading"] + TemplateFormatting.keys
    static let sectionKeys = ["id", "kind", "items", "source", "inset", "lineSpacing"] + SectionContainerReader.keys

    /// Loads the document at `path` (`.yaml`/`.yml` as YAML, anything else as JSON).
    /// - Parameters:
    ///   - theme: replaces the document's theme (cells take their colours from it when
    ///     they are built); nil keeps the document's.
    ///   - limits: the size, depth, alias, item and page limits the document must keep.
    ///   - formatting: locale, time zone and "now" for templates, over the document's own.
    ///   - allowsFontFallback: an unknown font family draws with the system face instead of
    ///     failing the document (`--allow-font-fallback`; the document's `allowFontFallback`).
    package static func load(from path: String, theme: Theme? = nil, loader: ImageLoader = ImageLoader(),
                            limits: DocumentLimits = .default,
                            formatting: TemplateFormatting.Overrides = .init(), allowsFontFallback: Bool = false) throws
        -> (presentation: FeedPresentation, source: ListAdapter) {
        let text = try DocumentReader.readText(atPath: path, limits: limits)
        return try parse(text, format: DocumentFormat(path: path), documentURL: URL(fileURLWithPath: path).absoluteURL,
                         fileName: path, theme: theme, loader: loader, limits: limits, formatting: formatting,
                         allowsFontFallback: allowsFontFallback)
    }

    /// Loads the document at a file URL; `theme`, if given, replaces the document's.
    package static func load(from url: URL, theme: Theme? = nil, loader: ImageLoader = ImageLoader(),
                            limits: DocumentLimits = .default,
                            formatting: TemplateFormatting.Overrides = .init()) throws
        -> (presentation: FeedPresentation, source: ListAdapter) {
        try load(from: url.path, theme: theme, loader: loader, limits: limits, formatting: formatting)
    }

    /// Reads document text; relative URLs in it resolve against `documentURL`, errors name
    /// `fileName`; `theme`, if given, replaces the document's.
    package static func parse(_ text: String, format: DocumentFormat, documentURL: URL, fileName: String,
                             theme: Theme? = nil, loader: ImageLoader = ImageLoader(),
                             limits: DocumentLimits = .default,
                             formatting: TemplateFormatting.Overrides = .init(), allowsFontFallback: Bool = false) throws
        -> (presentation: FeedPresentation, source: ListAdapter) {
        let json = try DocumentReader.parse(text, format: format, shownAs: fileName, limits: limits)
        return try read(json, documentURL: documentURL, fileName: fileName, theme: theme, loader: loader, limits: limits,
                        formatting: formatting, allowsFontFallback: allowsFontFallback)
    }

    /// Reads an already parsed document (e.g. one whose strings a screenshot locale
    /// replaced); errors name `fileName`.
    /// `labels` are the built-in cells' own words (`FeedTextLocalizer` gives a locale's).
    package static func read(_ json: JSONValue, documentURL: URL, fileName: String, theme: Theme? = nil,
                            loader: ImageLoader = ImageLoader(), limits: DocumentLimits = .default,
                            formatting: TemplateFormatting.Overrides = .init(), labels: CellLabels = .english,
                            allowsFontFallback: Bool = false) throws
        -> (presentation: FeedPresentation, source: ListAdapter) {
        do {
            let feed = try readStates(json, documentURL: documentURL, fileName: fileName, theme: theme, loader: loader,
                                      limits: limits, formatting: formatting, labels: labels,
                                      allowsFontFallback: allowsFontFallback)
            return (feed.presentation, feed.source)
        } catch let error as DocumentError {
            throw error.inFile(fileName)
        }
    }

    /// `read(_:documentURL:fileName:...)` that also returns the document's later `states`
    /// (`FeedStates`), each a whole list of sections, for `feedrender animate`.
    package static func readStates(_ json: JSONValue, documentURL: URL, fileName: String, theme: Theme? = nil,
                                   loader: ImageLoader = ImageLoader(), limits: DocumentLimits = .default,
                                   formatting: TemplateFormatting.Overrides = .init(), labels: CellLabels = .english,
                                   allowsFontFallback: Bool = false) throws
        -> (presentation: FeedPresentation, source: ListAdapter, states: [FeedStates.State]) {
        do {
            var feed = try read(DocumentValue(json), urls: URLResolver(base: documentURL), theme: theme,
                                loader: loader, limits: limits, formatting: formatting, labels: labels,
                                allowsFontFallback: allowsFontFallback)
            feed.presentation.fontWarnings = feed.presentation.fontWarnings.map { "\(fileName): \($0)" }
            return feed
        } catch let error as DocumentError {
            throw error.inFile(fileName)
        }
    }

    // MARK: Reading

    static func read(_ document: DocumentValue, urls: URLResolver, theme: Theme?, loader: ImageLoader,
                     limits: DocumentLimits, formatting overrides: TemplateFormatting.Overrides = .init(),
                     labels: CellLabels = .english, allowsFontFallback: Bool = false) throws
        -> (presentation: FeedPresentation, source: ListAdapter, states: [FeedStates.State]) {
        let top = try document.object()
        try top.rejectUnknownKeys(allowed: topLevelKeys, in: "a feed document")
        var presentation = try readPresentation(top)
        if let theme { presentation.theme = theme }
        (presentation.fonts, presentation.fontWarnings) = try readFonts(top, urls: urls, device: presentation.device,
                                                                        allowsFallback: allowsFontFallback)
        let formatting = try TemplateFormatting.read(top, overrides: overrides)
        let colors = try top["colors"].map { try DocumentColors.read($0) } ?? DocumentColors()

        var templates: [String: CellTemplate] = [:]
        if let value = top["templates"] {
            let object = try value.object()
            for key in object.keys {
                if BuiltInCellKinds.named(key) != nil {
                    throw DocumentError(path: object.path.appending(key), "a template cannot take the name of a built-in cell")
                }
                templates[key] = try CellTemplate(name: key, value: object.required(key), formatting: formatting,
                                                  colors: colors)
            }
        }

        // What every cell may read: cells of an unchanged item keep their content key.
        let context = CellContentKey.documentContext(of: document.value)
        var sections: [FeedSection] = []
        var pagers: [PagedSectionFetcher.Pager] = []
        var budget = ItemBudget(limits: limits)
        var readers: [String: ItemReader] = [:]
        if let items = top["items"] {
            if top["sections"] != nil { throw items.error("use either \"items\" (one post section) or \"sections\"") }
            var used = Set<String>()
            let reader = ItemReader(cell: .builtIn(PostKind.self), labels: labels)
            readers["posts"] = reader
            let values = try items.array()
            try budget.take(values.count, for: reader, at: items)
            var section = FeedSection(id: "posts", items: try reader.read(values, firstIndex: 0, existing: &used, urls: urls),
                                      inset: .zero, lineSpacing: 0)
            section.contentContext = .array([context, .null])
            sections.append(section)
        } else {
            var sectionIDs = Set<String>()
            for value in try top.required("sections").array() {
                var (section, pager) = try readSection(value, index: sections.count, templates: templates, urls: urls,
                                                       budget: &budget, limits: limits, labels: labels)
                section.contentContext = .array([context, CellContentKey.sectionContext(of: value.value)])
                guard sectionIDs.insert(section.id).inserted else {
                    throw DocumentError(path: value.path.appending("id"), "duplicate section id \(JSONValue.quoted(section.id))")
                }
                sections.append(section)
                readers[section.id] = try ItemReader(kindOf: value.object(), templates: templates, labels: labels)
                if let pager { pagers.append(pager) }
            }
        }
        let states = try top["states"].map { value in
            try FeedStates.read(value, first: sections, readers: &readers, urls: urls, budget: &budget) { sectionValue, index, budget in
                let (section, pager) = try readSection(sectionValue, index: index, templates: templates, urls: urls,
                                                       budget: &budget, limits: limits, labels: labels)
                if pager != nil { throw sectionValue.error("a section of a state cannot have a paged \"source\"") }
                return (section, try ItemReader(kindOf: sectionValue.object(), templates: templates, labels: labels))
            }
        } ?? []

        let theme = presentation.theme
        let emptyText = try top["emptyText"]?.string() ?? FeedTextLocalizer.defaultEmptyText
        let adapter = ListAdapter(objects: sections, emptyView: { EmptyViewNode(text: emptyText, theme: theme) },
                                  sectionControllerFor: { _ in FeedSectionController(theme: theme) })
        if !pagers.isEmpty {
            adapter.batchFetcher = PagedSectionFetcher(pagers: pagers, loader: loader, urls: urls, budget: budget,
                                                       limits: limits)
        }
        return (presentation, adapter, states)
    }

    static func readPresentation(_ top: DocumentObject) throws -> FeedPresentation {
        var presentation = FeedPresentation()
        if let value = top["device"] {
            let name = try value.string()
            guard let device = DevicePreset.named(name) else {
                let known = DevicePreset.all.map(\.name).joined(separator: ", ")
                throw value.error("unknown device \(JSONValue.quoted(name)) (known: \(known))")
            }
            presentation.device = device
        }
        if let value = top["viewport"] {
            if case .array = value.value {
                let size = try value.array(count: 2)
                presentation.device.customize(width: try viewportSide(size[0]), height: try viewportSide(size[1]), scale: nil)
            } else {
                let viewport = try value.object()
                try viewport.rejectUnknownKeys(allowed: ["width", "height", "scale"], in: "a viewport")
                presentation.device.customize(width: try viewport["width"].map(viewportSide),
                                              height: try viewport["height"].map(viewportSide),
                                              scale: try viewport["scale"].map(scale))
            }
        }
        if let value = top["scale"] {
            presentation.device.customize(width: nil, height: nil, scale: try scale(value))
        }
        if let problem = DocumentLimits.frameProblem(width: presentation.device.width, height: presentation.device.height,
                                                     scale: presentation.device.scale) {
            let key = top["viewport"] ?? top["scale"] ?? top["device"]
            throw (key ?? DocumentValue(.null, path: top.path)).error("the viewport \(problem)")
        }
        if let value = top["theme"] {
            presentation.theme = Theme.named(try value.oneOf(Theme.all.map(\.name)))!
        }
        if let value = top["layoutDirection"] {
            presentation.layoutDirection = try value.oneOf(LayoutDirection.self)
        }
        presentation.navigationTitle = try top["navigationTitle"]?.string()
        presentation.showsStatusBar = try top["statusBar"]?.bool() ?? false
        if let value = top["leadingScreensForBatching"] {
            presentation.leadingScreensForBatching = try number(value, upTo: 100)
        }
        presentation.stickyHeaders = try top["stickyHeaders"]?.bool() ?? false
        presentation.tabBar = try top["tabBar"].map(TabBarReader.read)
        presentation.fixedBar = try top["fixedBar"].map(FixedBarReader.read)
        presentation.navigationItems = try top["navigationBar"].map(NavigationBarReader.read)
        if try top["loading"]?.bool() == true {
            // The platform's spinner: UIKit's grey one, or Material's in the theme's accent.
            presentation.loadingIndicator = presentation.device.platform == .android
                ? ActivityIndicator(style: .material, color: presentation.theme.accent) : .iOSGray
        }
        if let value = top["textSize"] { presentation.contentSizeScale = try textSize(value) }
        return presentation
    }

    /// A text size: a factor from 0.5 to 3, or one of `FeedPresentation.textSizes`' names.
    private static func textSize(_ value: DocumentValue) throws -> Double {
        if case .string(let name) = value.value {
            guard let factor = FeedPresentation.textSizes[name] else {
                let names = FeedPresentation.textSizes.keys.sorted().joined(separator: ", ")
                throw value.error("expected a text size factor from 0.5 to 3 or one of \(names), got \(value.value.summary)")
            }
            return factor
        }
        let factor = try value.number()
        guard FeedPresentation.textSizeRange.contains(factor) else {
            throw value.error("expected a text size factor from 0.5 to 3, got \(value.value.summary)")
        }
        return factor
    }

    /// A number from 0 to `limit` (spacing, insets: a screen's worth at most, so the
    /// feed's length stays countable in pixels).
    private static func number(_ value: DocumentValue, upTo limit: Double) throws -> Double {
        let number = try value.number()
        guard number >= 0, number <= limit else {
            throw value.error("expected a number from 0 to \(DecimalFormatter.string(for: limit)), got \(value.value.summary)")
        }
        return number
    }

    /// A viewport width or height: more than 0, at most `DocumentLimits.viewportPoints`.
    private static func viewportSide(_ value: DocumentValue) throws -> Double {
        let number = try value.number()
        let limit = DecimalFormatter.string(for: DocumentLimits.viewportPoints)
        guard number > 0, number <= DocumentLimits.viewportPoints else {
            throw value.error("expected a number of points > 0 and ≤ \(limit), got \(value.value.summary)")
        }
        return number
    }

    /// A screen scale in `DocumentLimits.scales` (the range `--scale` accepts).
    private static func scale(_ value: DocumentValue) throws -> Double {
        let number = try value.number()
        let range = DocumentLimits.scales
        guard range.contains(number) else {
            throw value.error("expected a scale from \(DecimalFormatter.string(for: range.lowerBound)) to "
                              + "\(DecimalFormatter.string(for: range.upperBound)), got \(value.value.summary)")
        }
        return number
    }

    static func readSection(_ value: DocumentValue, index: Int, templates: [String: CellTemplate], urls: URLResolver,
                            budget: inout ItemBudget, limits: DocumentLimits, labels: CellLabels = .english)
        throws -> (FeedSection, PagedSectionFetcher.Pager?) {
        let object = try value.object()
        try object.rejectUnknownKeys(allowed: sectionKeys, in: "a section")
        let id = try object["id"]?.string() ?? "section-\(index)"
        if id.contains("/") {
            // Row identifiers are "<section>/<item>": a slash would make them ambiguous.
            throw object["id"]!.error("a section id cannot contain \"/\"")
        }
        let reader = try ItemReader(kindOf: object, templates: templates, labels: labels)

        var used = Set<String>()
        var items: [FeedItem] = []
        if let itemsValue = object["items"] {
            let values = try itemsValue.array()
            try budget.take(values.count, for: reader, at: itemsValue)
            items = try reader.read(values, firstIndex: 0, existing: &used, urls: urls)
        }
        var pager: PagedSectionFetcher.Pager?
        if let sourceValue = object["source"] {
            pager = try readSource(sourceValue, sectionID: id, reader: reader, usedIDs: used, itemCount: items.count,
                                   urls: urls, limits: limits)
        } else if object["items"] == nil {
            throw DocumentError(path: object.path, "a section needs \"items\" or a \"source\"")
        }
        let inset = try object["inset"].map(readInsets) ?? .zero
        let lineSpacing = try object["lineSpacing"].map { try number($0, upTo: DocumentLimits.viewportPoints) } ?? 0
        var section = FeedSection(id: id, items: items, inset: inset, lineSpacing: lineSpacing)
        try SectionContainerReader.read(object, into: &section, isPaged: pager != nil, templates: templates, urls: urls,
                                        labels: labels)
        return (section, pager)
    }

    /// A section's remote `source`: `{url}` with `{page}` for pages until an empty one
    /// (from `firstPage`), `{url}` without it for one call, or `{urls: [...]}` for those
    /// pages in order; `maxPages` caps all three.
    private static func readSource(_ value: DocumentValue, sectionID: String, reader: ItemReader, usedIDs: Set<String>,
                                   itemCount: Int, urls: URLResolver, limits: DocumentLimits) throws
        -> PagedSectionFetcher.Pager {
        let source = try value.object()
        try source.rejectUnknownKeys(allowed: ["url", "urls", "firstPage", "maxPages"], in: "a source")
        var maxPages = limits.pagesPerSource
        if let value = source["maxPages"] {
            maxPages = try value.integer()
            guard maxPages >= 1 else { throw value.error("expected a whole number ≥ 1, got \(value.value.summary)") }
        }
        func checked(_ urlValue: DocumentValue, page: Int = 1) throws -> String {
            let written = try urlValue.string()
            guard PagedSectionFetcher.url(template: written, page: page, urls: urls) != nil else {
                throw urlValue.error("not a valid URL: \(urlValue.value.summary)")
            }
            return written
        }
        let pages: PagedSectionFetcher.Pages
        var firstPage = 0
        switch (source["url"], source["urls"]) {
        case (let urlValue?, nil):
            if try urlValue.string().contains("{page}") {
                firstPage = try source["firstPage"]?.integer() ?? 1
                pages = .numbered(template: try checked(urlValue, page: firstPage))
            } else {
                if let value = source["firstPage"] { throw value.error("firstPage needs a URL with a {page} placeholder") }
                pages = .list([try checked(urlValue)])
            }
        case (nil, let listValue?):
            if let value = source["firstPage"] { throw value.error("firstPage needs a URL with a {page} placeholder") }
            let values = try listValue.array()
            guard !values.isEmpty else { throw listValue.error("expected at least one URL") }
            guard values.count <= maxPages else {
                throw listValue.error("\(values.count) URLs are more than the source's \(maxPages) pages "
                                      + "(raise with maxPages or --limit pages=N)")
            }
            pages = .list(try values.map { value in
                let written = try checked(value)
                if written.contains("{page}") { throw value.error("a URL of a list has no {page} placeholder") }
                return written
            })
        case (nil, nil):
            throw value.error("a source needs \"url\" or \"urls\"")
        case (_?, _?):
            throw value.error("a source has \"url\" or \"urls\", not both")
        }
        return PagedSectionFetcher.Pager(sectionID: sectionID, pages: pages, nextPage: firstPage, maxPages: maxPages,
                                         reader: reader, usedIDs: usedIDs, itemCount: itemCount)
    }

    /// A number for all four sides, or `[top, left, bottom, right]`.
    private static func readInsets(_ value: DocumentValue) throws -> EdgeInsets {
        let limit = DocumentLimits.viewportPoints
        if case .number = value.value { return EdgeInsets(all: try number(value, upTo: limit)) }
        let sides = try value.array(count: 4).map { try number($0, upTo: limit) }
        return EdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
    }
}

extension DevicePreset {
    /// Overrides the viewport; a changed preset is reported as `custom`.
    mutating func customize(width: Double?, height: Double?, scale: Double?) {
        let changed = (width.map { $0 != self.width } ?? false) || (height.map { $0 != self.height } ?? false)
            || (scale.map { $0 != self.scale } ?? false)
        guard changed else { return }
        if let width { self.width = width }
        if let height { self.height = height }
        if let scale { self.scale = scale }
        name = "custom"
        displayName = "Custom \(DecimalFormatter.string(for: self.width))×\(DecimalFormatter.string(for: self.height)) @\(DecimalFormatter.string(for: self.scale))x"
    }
}
