/// The preview page: static HTML and CSS carried in the binary, with the script of
/// `PreviewScript` (no build step, no CDN; works offline).
enum PreviewPage {
    /// The page for `document` (nil: a folder with none chosen), with links to `documents`
    /// and a checkbox per variant in `variants`.
    static func html(document: String?, documents: [String], variants: [String]) -> String {
        let links = documents.map { path in
            let current = path == document ? " aria-current=\"page\"" : ""
            return "<li><a href=\"/?doc=\(escaped(PreviewRoutes.queryEscaped(path)))\"\(current)>\(escaped(path))</a></li>"
        }.joined(separator: "\n")
        let boxes = document == nil ? "" : variants.map { name in
            "<label><input type=\"checkbox\" value=\"\(escaped(name))\"> \(escaped(name))</label>"
        }.joined(separator: "\n")
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escaped(document ?? "feedrender serve"))</title>
            <link rel="stylesheet" href="/preview.css">
            </head>
            <body data-document="\(escaped(document ?? ""))" data-revision="0" data-generation="0">
            <header>
            <h1>\(escaped(document ?? "Choose a document"))</h1>
            <p id="status" role="status">\(document == nil ? "" : "Rendering…")</p>
            </header>
            <nav><ul id="documents">
            \(links)
            </ul></nav>
            <aside id="inspector" aria-live="polite" hidden><h2>Selected</h2>
            <p><strong id="inspector-name"></strong> <code id="inspector-path"></code></p>
            <p>id <code id="inspector-id"></code> · frame <span id="inspector-frame"></span>
            <span id="inspector-pixel"></span> · <span id="inspector-line"></span></p>
            <div class="facts"><dl id="inspector-properties" aria-label="Keys in the document"></dl>
            <dl id="inspector-accessibility" aria-label="Accessibility"></dl></div></aside>
            <form id="variants" aria-label="Variants beside the render">\(boxes.isEmpty ? "" : "Variants: ")
            \(boxes)
            </form>
            \(document == nil ? "" : compareControls)
            <main>
            <section class="view" data-generation="0">
            <h2>as given</h2>
            <div id="error" class="error" role="alert" hidden><h3>This document does not render</h3>
            <pre id="error-text" class="error-text"></pre>
            <p>Showing the last good render; save a fix to refresh.</p></div>
            <div class="with-tree"><div id="images" class="images"></div>
            <aside id="tree" class="tree" aria-label="Layout tree"></aside></div>
            </section>
            <section id="compare" class="compare" aria-label="Comparison" hidden></section>
            </main>
            <template id="view"><section class="view" data-generation="0"><h2></h2>
            <div class="error" role="alert" hidden><pre class="error-text"></pre></div>
            <div class="images"></div></section></template>
            <script src="/preview.js"></script>
            </body>
            </html>

            """
    }

    /// The compare controls: what to compare with, how to show it, and "accept".
    static let compareControls = """
        <form id="compare-controls" aria-label="Compare"><label>Compare with <select id="compare-against">
        <option value="">nothing</option><option value="reference">the reference (Snapshots)</option>
        <option value="previous">the previous render</option></select></label>
        <span id="compare-modes"><label><input type="radio" name="compare-mode" value="side" checked> side by side</label>
        <label><input type="radio" name="compare-mode" value="overlay"> overlay</label>
        <label><input type="radio" name="compare-mode" value="diff"> diff</label>
        <label>opacity <input type="range" id="overlay-opacity" min="0" max="100" value="50"></label></span>
        <button type="button" id="accept">Accept as reference</button>
        <span id="compare-status" role="status"></span></form>
        """

    /// The page's script (see `PreviewScript`).
    static var script: String { PreviewScript.source }

    static let css = """
        :root { color-scheme: light dark; font: 14px/1.4 system-ui, sans-serif; }
        body { margin: 0; background: #f2f2f5; color: #1c1c1e; }
        @media (prefers-color-scheme: dark) { body { background: #1c1c1e; color: #f2f2f5; } }
        header { display: flex; gap: 1em; align-items: baseline; padding: 0.5em 1em; }
        h1 { font-size: 1.1em; margin: 0; }
        h2 { font-size: 0.95em; margin: 0 0 0.4em; opacity: 0.7; }
        #status { margin: 0; opacity: 0.7; }
        nav ul { list-style: none; margin: 0; padding: 0 1em; display: flex; flex-wrap: wrap; gap: 0.2em 1em; }
        nav a[aria-current] { font-weight: bold; }
        #variants { padding: 0.4em 1em 0; display: flex; flex-wrap: wrap; gap: 0.3em 1em; }
        main { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; padding: 1em; }
        .view { position: relative; }
        .images { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        .frame { position: relative; display: block; }
        .images img { display: block; width: 300px; height: auto; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.3);
                      background: white; }
        .error { position: sticky; top: 0; z-index: 1; margin-bottom: 1em; padding: 0.5em 1em; max-width: 60em;
                 background: rgba(176, 0, 32, 0.92); color: white; border-radius: 6px; }
        .error h3 { font-size: 1em; margin: 0.2em 0; }
        .error pre { white-space: pre-wrap; font: 13px/1.4 ui-monospace, monospace; margin: 0.3em 0; }
        .error[hidden] { display: none; }
        .view.failing .images { opacity: 0.45; }
        .images img { cursor: crosshair; }
        .selection { position: absolute; pointer-events: none; outline: 2px solid #0a84ff;
                     background: rgba(10, 132, 255, 0.12); }
        #inspector { margin: 0.4em 1em 0; padding: 0.3em 0.8em; border-left: 3px solid #0a84ff; }
        #inspector p { margin: 0.1em 0; }
        #inspector .facts { display: flex; flex-wrap: wrap; gap: 0 2em; }
        #inspector dl { display: grid; grid-template-columns: max-content minmax(0, 40em); gap: 0 0.8em; margin: 0.3em 0; }
        #inspector dt { opacity: 0.7; }
        #inspector dd { margin: 0; font: 12px/1.4 ui-monospace, monospace; overflow-wrap: anywhere; }
        .with-tree { display: flex; gap: 16px; align-items: flex-start; }
        .tree { font: 12px/1.5 ui-monospace, monospace; max-height: 80vh; overflow: auto; min-width: 14em; }
        .tree h3 { font: bold 12px system-ui, sans-serif; margin: 0.4em 0 0.2em; }
        .tree ul { list-style: none; margin: 0; padding: 0; }
        .tree li { cursor: pointer; white-space: nowrap; padding-right: 0.5em; }
        .tree li[hidden] { display: none; }
        .tree li.selected { background: rgba(10, 132, 255, 0.25); }
        .tree .twisty { width: 1.4em; border: 0; background: none; color: inherit; padding: 0; cursor: pointer; }
        .tree .line { opacity: 0.6; }
        #compare-controls { padding: 0.4em 1em 0; display: flex; flex-wrap: wrap; gap: 0.3em 1em; align-items: center; }
        .compare { display: flex; flex-direction: column; gap: 12px; }
        .comparison { display: flex; flex-direction: column; gap: 4px; }
        .comparison[data-verdict=differs] .summary { color: #d70015; }
        .comparison .pair { display: flex; gap: 12px; }
        .comparison figure { margin: 0; }
        .comparison img { display: block; width: 300px; height: auto; background: white; }
        .comparison .overlay { position: relative; }
        .comparison .overlay img + img { position: absolute; left: 0; top: 0; }

        """

    /// `text` escaped for HTML text and attribute values.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
