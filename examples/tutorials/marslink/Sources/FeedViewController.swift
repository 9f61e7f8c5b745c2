import Feedrender

/// Marslink's feed (the tutorial's `FeedViewController`): the weather, the journal and the
/// messages, newest first, each object shown by its own section controller, on black.
public final class FeedViewController {
    /// The list: render it to see the screen.
    public let adapter: ListAdapter

    public init(entries: [JournalEntry] = Mission.entries, messages: [Message] = Mission.messages,
                weather: Weather = Mission.currentWeather) {
        var items: [any ListDiffable & DateSortable] = [weather]
        items += entries as [any ListDiffable & DateSortable]
        items += messages as [any ListDiffable & DateSortable]
        let sorted: [any ListDiffable] = items.sorted { $0.date > $1.date }.map { $0 as any ListDiffable }
        adapter = ListAdapter(objects: sorted) { object in
            if object is Message {
                return MessageSectionController()
            } else if object is Weather {
                return WeatherSectionController()
            } else {
                return JournalSectionController()
            }
        }
    }

    /// The weather section's controller (to tap it).
    public var weatherSectionController: WeatherSectionController? {
        adapter.sectionControllers.compactMap { $0 as? WeatherSectionController }.first
    }

    /// A dark iPhone screen titled "Marslink", the list on NASA-approved black.
    public func presentation(device: DevicePreset = .default) -> FeedPresentation {
        var theme = Theme.dark
        theme.background = .black
        return FeedPresentation(device: device, theme: theme, navigationTitle: "Marslink", showsStatusBar: true)
    }
}
