import Foundation

/// One snapshot on the gallery page: what it is, how it ended, and its images.
package struct GalleryCard: Hashable, Sendable {
    package var suite: String
    package var name: String
    /// The variant's suffix (`dark-text130-rtl`), or nil.
    package var variant: String?
    /// `passed`, `failed`, `recorded` for a test run; `changed`, `added`, `removed`,
    /// `unchanged` for a comparison of two trees.
    package var status: String
    package var summary: String?
    /// The images, as files; nil when there is none (a passing snapshot has no actual or diff).
    package var reference: URL?
    package var actual: URL?
    package var diff: URL?

    /// A card with every field given.
    package init(suite: String, name: String, variant: String?, status: String, summary: String? = nil,
                 reference: URL?, actual: URL? = nil, diff: URL? = nil) {
        self.suite = suite
        self.name = name
        self.variant = variant
        self.status = status
        self.summary = summary
        self.reference = reference
        self.actual = actual
        self.diff = diff
    }
}

/// One static HTML page of many snapshots (`feedrender review --gallery`, `--base/--head`):
/// a card each, in the order given (failing first), filters by suite, status and variant, and
/// three views: side by side, overlay (a wipe between reference and actual), and the diff.
///
/// Images are linked by relative path, never embedded, and each card is a few hundred bytes,
/// so 1,000 snapshots stay well under 1 MB of HTML. Keep the page where it was written (or
/// upload it with the folders it links to).
package struct GalleryPage: Sendable {
    package var html: String

    /// - Parameters:
    ///   - title: the page heading (`Snapshots of run run-1a2b…`).
    ///   - subtitle: where the snapshots come from.
    ///   - pageDirectory: the folder the page is written to; image links are relative to it.
    package init(title: String, subtitle: String, cards: [GalleryCard], pageDirectory: URL) {
        func link(_ url: URL?) -> String? {
            url.map { ReviewPage.escape(ReviewPage.relativeLink(to: $0, from: pageDirectory)) }
        }
        func options(_ values: [String]) -> String {
            values.map { "<option>\(ReviewPage.escape($0))</option>" }.joined()
        }
        var counts: [String: Int] = [:]
        for card in cards { counts[card.status, default: 0] += 1 }
        let statuses = counts.keys.sorted()
        let suites = Set(cards.map(\.suite)).sorted()
        let variants = Set(cards.compactMap(\.variant)).sorted()
        var body = ""
        body.reserveCapacity(cards.count * 400)
        for card in cards {
            body += "<article data-suite=\"\(ReviewPage.escape(card.suite))\" data-status=\"\(card.status)\""
            body += " data-variant=\"\(ReviewPage.escape(card.variant ?? ""))\"><h3><i>\(card.status)</i> "
            body += "\(ReviewPage.escape(card.suite))/\(ReviewPage.escape(card.name))</h3>"
            if let summary = card.summary { body += "<p>\(ReviewPage.escape(summary))</p>" }
            body += "<div class=\"v\">"
            for (kind, url) in [("r", link(card.reference)), ("a", link(card.actual)), ("d", link(card.diff))] {
                if let url { body += "<a class=\"\(kind)\" href=\"\(url)\"><img loading=\"lazy\" src=\"\(url)\" alt=\"\(kind)\"></a>" }
            }
            body += "</div></article>\n"
        }
        let summary = statuses.map { "\(counts[$0]!) \($0)" }.joined(separator: ", ")
        html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(ReviewPage.escape(title))</title>
        <style>
          body { font: 13px/1.4 system-ui, sans-serif; margin: 16px; color: #1c1c1e; background: #f2f2f7; }
          h1 { font-size: 20px; margin: 0; } .sub { color: #6e6e73; margin: 2px 0 10px; }
          form { display: flex; gap: 12px; flex-wrap: wrap; align-items: center; margin-bottom: 12px; position: sticky; top: 0;
            background: #f2f2f7; padding: 6px 0; z-index: 1; }
          main { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 12px; }
          article { background: #fff; border-radius: 10px; padding: 8px 10px; box-shadow: 0 1px 3px #0002; min-width: 0; }
          article[hidden] { display: none; }
          h3 { font-size: 12px; margin: 0 0 4px; overflow-wrap: anywhere; } h3 i { font-style: normal; padding: 0 5px; border-radius: 4px;
            background: #d1d1d6; } article p { margin: 0 0 4px; color: #c7271d; font-size: 12px; }
          [data-status=failed] h3 i, [data-status=changed] h3 i, [data-status=removed] h3 i { background: #ff453a; color: #fff; }
          [data-status=recorded] h3 i, [data-status=added] h3 i { background: #0a84ff; color: #fff; }
          [data-status=passed] h3 i, [data-status=unchanged] h3 i { background: #30d158; color: #fff; }
          .v { display: flex; gap: 6px; position: relative; }
          .v a { flex: 1 1 0; min-width: 0; } .v img { width: 100%; display: block; border: 1px solid #ccc;
            background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 12px 12px; }
          body.overlay .v .a { position: absolute; inset: 0 auto auto 0; width: 100%; clip-path: inset(0 0 0 var(--wipe, 50%)); }
          body.overlay .v .d, body.diff .v:has(.d) .r, body.diff .v .a { display: none; }
          body.side .v .d { display: block; }
        </style>
        </head>
        <body class="side">
        <h1>\(ReviewPage.escape(title))</h1>
        <p class="sub">\(ReviewPage.escape(subtitle)): \(cards.count) snapshot\(cards.count == 1 ? "" : "s")\(summary.isEmpty ? "" : " (\(summary))")</p>
        <form id="filters">
          <label>suite <select id="suite"><option value="">all</option>\(options(suites))</select></label>
          <label>status <select id="status"><option value="">all</option>\(options(statuses))</select></label>
          <label>variant <select id="variant"><option value="">all</option>\(options(variants))</select></label>
          <label>view <select id="view"><option value="side">side by side</option><option value="overlay">overlay</option><option value="diff">diff</option></select></label>
          <label>wipe <input id="wipe" type="range" min="0" max="100" value="50"></label>
          <span id="shown"></span>
        </form>
        <main id="cards">
        \(body)</main>
        <script>
          const cards = Array.from(document.querySelectorAll('#cards > article'));
          const field = (id) => document.getElementById(id);
          function apply() {
            const suite = field('suite').value, status = field('status').value, variant = field('variant').value;
            let shown = 0;
            for (const card of cards) {
              const d = card.dataset;
              card.hidden = (suite && d.suite !== suite) || (status && d.status !== status) || (variant && d.variant !== variant);
              if (!card.hidden) shown++;
            }
            field('shown').textContent = shown + ' of ' + cards.length + ' shown';
            document.body.className = field('view').value;
            document.body.style.setProperty('--wipe', field('wipe').value + '%');
          }
          for (const id of ['suite', 'status', 'variant', 'view', 'wipe']) field(id).addEventListener('input', apply);
          apply();
        </script>
        </body>
        </html>

        """
    }
}
