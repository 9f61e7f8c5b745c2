import DocumentModel

/// `button` (Texture's `ASButtonNode`): a title in `font`, drawn in the element's `color`
/// over its `backgroundColor`, centred inside `contentInsets`, shown in `state`. `states`
/// gives other states a title and colours of their own
/// (`{"highlighted": {"title": …, "color": …, "backgroundColor": …}}`); a state without
/// one shows the element's own values, as UIKit falls back to the normal state. A leaf:
/// the `LeafFactory` makes it.
package struct ButtonElement: LeafElementType, Hashable {
    /// A control state as documents name it (`ControlState` in Nodes).
    package enum State: String, Hashable, Sendable, CaseIterable {
        case normal, highlighted, selected, disabled
    }

    /// What a state in `states` sets over the element's own values (nil: the element's).
    package struct StateValues: Hashable, Sendable {
        package var title: String?
        /// Hex, or a name checked against the document's colours by the parser.
        package var color: DocumentColor?
        package var backgroundColor: DocumentColor?
        /// Where the colours are written, for the parser's check of their names.
        var colorValues: [DocumentValue] = []

        /// The keys a state object takes.
        static let keys = ["title", "color", "backgroundColor"]

        init(reading value: DocumentValue) throws {
            let object = try value.object()
            try object.rejectUnknownKeys(allowed: Self.keys, in: "a button state")
            title = try object["title"]?.string()
            func readColor(_ key: String) throws -> DocumentColor? {
                guard let value = object[key] else { return nil }
                colorValues.append(value)
                // Any name here; `ElementParser` checks it against the document's (via `namedColors`).
                return try DocumentColor.parse(value, names: [try value.string()])
            }
            color = try readColor("color")
            backgroundColor = try readColor("backgroundColor")
        }

        package static func == (lhs: StateValues, rhs: StateValues) -> Bool {
            lhs.title == rhs.title && lhs.color == rhs.color && lhs.backgroundColor == rhs.backgroundColor
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(title)
            hasher.combine(color)
            hasher.combine(backgroundColor)
        }
    }

    /// The title of the normal state (and of states without their own).
    package var title: String = ""
    package var font = FontProperties()
    /// Space between the button's edges and its title, `[top, left, bottom, right]`.
    package var contentInsets: [Double] = [0, 0, 0, 0]
    /// The state the button is drawn in.
    package var state: State = .normal
    /// Values of the other states, by state.
    package var states: [State: StateValues] = [:]

    package init() {}

    package static let name = "button"
    package static let keys: [ElementKey] = [
        .value("title"), .value("font"), .value("contentInsets"), .value("state"), .value("states"),
    ]

    package init(reading object: DocumentObject) throws {
        if let value = object["title"] { title = try value.string() }
        if let value = object["font"] { font = try FontProperties(reading: value) }
        if let value = object["contentInsets"] {
            let numbers = try value.array().map { try $0.nonNegativeNumber() }
            guard numbers.count == 4 else {
                throw value.error("expected 4 numbers [top, left, bottom, right], got \(numbers.count)")
            }
            contentInsets = numbers
        }
        if let value = object["state"] { state = try value.oneOf(State.self) }
        if let value = object["states"] {
            let statesObject = try value.object()
            try statesObject.rejectUnknownKeys(allowed: State.allCases.map(\.rawValue), in: "a button's states")
            for key in statesObject.keys {
                states[State(rawValue: key)!] = try StateValues(reading: statesObject[key]!)
            }
        }
    }

    package var properties: ElementProperties? { .button(self) }

    package var namedColors: [(name: String, value: DocumentValue)] {
        states.keys.sorted { $0.rawValue < $1.rawValue }.flatMap { key in
            states[key]!.colorValues.compactMap { value in
                guard case .string(let text) = value.value, DocumentColor(hex: text) == nil else { return nil }
                return (text, value)
            }
        }
    }
}

extension DocumentElement.Kind {
    /// A `button` element (`ButtonElement`).
    package static let button = Self(ButtonElement.self)
}
