/// The preview page: static HTML, CSS and a little JavaScript carried in the binary (no
/// build step, no CDN; works offline). The script opens `/updates`, and on each message
/// loads the new images off-screen and swaps them in place (no reload), and shows or hides
/// the error over the last good render.
enum PreviewPage {
    /// The page for `document` (nil: a folder with none chosen), with links to `documents`.
    static func html(document: String?, documents: [String]) -> String {
        let links = documents.map { path in
            let current = path == document ? " aria-current=\"page\"" : ""
            return "<li><a href=\"/?doc=\(escaped(PreviewRoutes.queryEscaped(path)))\"\(current)>\(escaped(path))</a></li>"
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
            <main>
            <div id="error" role="alert" hidden><h2>This document does not render</h2><pre id="error-text"></pre>
            <p>Showing the last good render; save a fix to refresh.</p></div>
            <div id="images"></div>
            </main>
            <script src="/preview.js"></script>
            </body>
            </html>

            """
    }

    static let css = """
        :root { color-scheme: light dark; font: 14px/1.4 system-ui, sans-serif; }
        body { margin: 0; background: #f2f2f5; color: #1c1c1e; }
        @media (prefers-color-scheme: dark) { body { background: #1c1c1e; color: #f2f2f5; } }
        header { display: flex; gap: 1em; align-items: baseline; padding: 0.5em 1em; }
        h1 { font-size: 1.1em; margin: 0; }
        #status { margin: 0; opacity: 0.7; }
        nav ul { list-style: none; margin: 0; padding: 0 1em; display: flex; flex-wrap: wrap; gap: 0.2em 1em; }
        nav a[aria-current] { font-weight: bold; }
        main { position: relative; padding: 1em; }
        #images { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        #images img { width: 300px; height: auto; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.3); background: white; }
        #error { position: sticky; top: 0; z-index: 1; margin-bottom: 1em; padding: 0.5em 1em;
                 background: rgba(176, 0, 32, 0.92); color: white; border-radius: 6px; }
        #error h2 { font-size: 1em; margin: 0.2em 0; }
        #error pre { white-space: pre-wrap; font: 13px/1.4 ui-monospace, monospace; margin: 0.3em 0; }
        #error[hidden] { display: none; }
        body.failing #images { opacity: 0.45; }

        """

    static let script = """
        "use strict";
        (() => {
          const body = document.body;
          const doc = body.dataset.document;
          const status = document.getElementById("status");
          const images = document.getElementById("images");
          const error = document.getElementById("error");
          const errorText = document.getElementById("error-text");
          if (!doc) return;
          let latest = 0;

          function load(url) {
            return new Promise((resolve, reject) => {
              const image = new Image();
              image.onload = () => resolve(image);
              image.onerror = () => reject(new Error("cannot load " + url));
              image.src = url;
            });
          }

          async function apply(update) {
            if (update.revision <= latest) return;
            latest = update.revision;
            if (Number(body.dataset.generation) !== update.generation) {
              let loaded;
              try { loaded = await Promise.all(update.images.map((image) => load(image.url))); }
              catch (problem) { return; }  // a newer render replaced these; its message follows
              if (update.revision !== latest) return;
              loaded.forEach((image, index) => {
                let shown = images.children[index];
                if (!shown) { shown = document.createElement("img"); images.appendChild(shown); }
                shown.src = image.src;
                shown.alt = "image " + (index + 1) + " of " + update.document;
                shown.dataset.generation = String(update.generation);
              });
              while (images.children.length > loaded.length) images.lastElementChild.remove();
              body.dataset.generation = String(update.generation);
            }
            errorText.textContent = update.error || "";
            error.hidden = !update.error;
            body.classList.toggle("failing", Boolean(update.error));
            status.textContent = update.error ? "Error (render " + update.generation + " shown)"
              : "Render " + update.generation + " · " + update.images.length + " image(s)";
            body.dataset.revision = String(update.revision);
          }

          function connect() {
            const scheme = location.protocol === "https:" ? "wss:" : "ws:";
            const socket = new WebSocket(scheme + "//" + location.host + "/updates?doc=" + encodeURIComponent(doc));
            socket.onmessage = (event) => { apply(JSON.parse(event.data)); };
            socket.onclose = () => { status.textContent = "Disconnected; retrying…"; setTimeout(connect, 1000); };
          }
          connect();
        })();

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
