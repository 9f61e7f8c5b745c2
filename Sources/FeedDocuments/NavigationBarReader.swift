import Appearance
import DocumentModel

/// Reads a document's `navigationBar`, the items beside the title:
///
/// ```yaml
/// navigationBar:
///   back: Groups              # the back button's title; "" for the chevron alone
///   buttons: [{icon: plus}, {title: Edit}]   # at most two, the first at the trailing edge
///   largeTitle: true          # UIKit's large title that collapses as the list scrolls (iOS)
/// ```
enum NavigationBarReader {
    static func read(_ value: DocumentValue) throws -> NavigationBarItems {
        let object = try value.object()
        try object.rejectUnknownKeys(allowed: ["back", "buttons", "largeTitle"], in: "a navigation bar")
        var items = NavigationBarItems()
        items.backTitle = try object["back"]?.string()
        items.prefersLargeTitles = try object["largeTitle"]?.bool() ?? false
        if let buttonsValue = object["buttons"] {
            let values = try buttonsValue.array()
            guard values.count <= NavigationBarItems.maxButtons else {
                throw buttonsValue.error("a navigation bar holds at most \(NavigationBarItems.maxButtons) buttons, got \(values.count)")
            }
            items.trailingButtons = try values.map { value in
                let button = try value.object()
                try button.rejectUnknownKeys(allowed: ["icon", "title"], in: "a bar button")
                switch (button["icon"], button["title"]) {
                case (let icon?, nil): return .icon(try icon.oneOf(TabBarIcon.self))
                case (nil, let title?): return .title(try title.string())
                default: throw value.error("a bar button has an \"icon\" or a \"title\"")
                }
            }
        }
        return items
    }
}
