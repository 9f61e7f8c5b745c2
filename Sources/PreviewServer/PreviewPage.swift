/// The preview page: static HTML, CSS and a little JavaScript carried in the binary (no
/// build step, no CDN; works offline). The script opens `/updates` for the render as given
/// and for each variant ticked, and on each message loads the new images off-screen, swaps
/// them in place (no reload), and shows or hides the error over the last good render.
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
            <form id="variants" aria-label="Variants beside the render">\(boxes.isEmpty ? "" : "Variants: ")
            \(boxes)
            </form>
            <main>
            <section class="view" data-generation="0">
            <h2>as given</h2>
            <div id="error" class="error" role="alert" hidden><h3>This document does not render</h3>
            <pre id="error-text" class="error-text"></pre>
            <p>Showing the last good render; save a fix to refresh.</p></div>
            <div id="images" class="images"></div>
            </section>
            </main>
            <template id="view"><section class="view" data-generation="0"><h2></h2>
            <div class="error" role="alert" hidden><pre class="error-text"></pre></div>
            <div class="images"></div></section></template>
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
        h2 { font-size: 0.95em; margin: 0 0 0.4em; opacity: 0.7; }
        #status { margin: 0; opacity: 0.7; }
        nav ul { list-style: none; margin: 0; padding: 0 1em; display: flex; flex-wrap: wrap; gap: 0.2em 1em; }
        nav a[aria-current] { font-weight: bold; }
        #variants { padding: 0.4em 1em 0; display: flex; flex-wrap: wrap; gap: 0.3em 1em; }
        main { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; padding: 1em; }
        .view { position: relative; }
        .images { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        .images img { width: 300px; height: auto; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.3); background: white; }
        .error { position: sticky; top: 0; z-index: 1; margin-bottom: 1em; padding: 0.5em 1em; max-width: 60em;
                 background: rgba(176, 0, 32, 0.92); color: white; border-radius: 6px; }
        .error h3 { font-size: 1em; margin: 0.2em 0; }
        .error pre { white-space: pre-wrap; font: 13px/1.4 ui-monospace, monospace; margin: 0.3em 0; }
        .error[hidden] { display: none; }
        .view.failing .images { opacity: 0.45; }

        """

    static let script = """
        "use strict";
        (() => {
          const body = document.body;
          const doc = body.dataset.document;
          const status = document.getElementById("status");
          const main = document.querySelector("main");
          if (!doc) return;

          function load(url) {
            return new Promise((resolve, reject) => {
              const image = new Image();
              image.onload = () => resolve(image);
              image.onerror = () => reject(new Error("cannot load " + url));
              image.src = url;
            });
          }

          // One render shown in `root` (a section.view), kept up to date over its own WebSocket.
          // The view of the render as given (no variant) also sets the body's data-generation.
          function follow(root, variant) {
            const images = root.querySelector(".images");
            const error = root.querySelector(".error");
            const errorText = root.querySelector(".error-text");
            let latest = 0, socket = null, stopped = false;

            async function apply(update) {
              if (update.revision <= latest) return;
              latest = update.revision;
              if (Number(root.dataset.generation) !== update.generation) {
                let loaded;
                try { loaded = await Promise.all(update.images.map((image) => load(image.url))); }
                catch (problem) { return; }  // a newer render replaced these; its message follows
                if (update.revision !== latest) return;
                loaded.forEach((image, index) => {
                  let shown = images.children[index];
                  if (!shown) { shown = document.createElement("img"); images.appendChild(shown); }
                  shown.src = image.src;
                  shown.alt = "image " + (index + 1) + " of " + update.document + (variant ? " (" + variant + ")" : "");
                  shown.dataset.generation = String(update.generation);
                });
                while (images.children.length > loaded.length) images.lastElementChild.remove();
                root.dataset.generation = String(update.generation);
                if (!variant) body.dataset.generation = String(update.generation);
              }
              errorText.textContent = update.error || "";
              error.hidden = !update.error;
              root.classList.toggle("failing", Boolean(update.error));
              if (!variant) {
                status.textContent = update.error ? "Error (render " + update.generation + " shown)"
                  : "Render " + update.generation + " · " + update.images.length + " image(s)";
                body.dataset.revision = String(update.revision);
              }
            }

            function connect() {
              const scheme = location.protocol === "https:" ? "wss:" : "ws:";
              let url = scheme + "//" + location.host + "/updates?doc=" + encodeURIComponent(doc);
              if (variant) url += "&variant=" + encodeURIComponent(variant);
              socket = new WebSocket(url);
              socket.onmessage = (event) => { apply(JSON.parse(event.data)); };
              socket.onclose = () => {
                if (stopped) return;
                if (!variant) status.textContent = "Disconnected; retrying…";
                setTimeout(connect, 1000);
              };
            }
            connect();
            return () => { stopped = true; socket.close(); root.remove(); };
          }

          follow(main.querySelector(".view"), null);
          const variants = new Map();
          for (const box of document.querySelectorAll("#variants input")) {
            box.addEventListener("change", () => {
              if (box.checked) {
                const root = document.getElementById("view").content.firstElementChild.cloneNode(true);
                root.dataset.variant = box.value;
                root.querySelector("h2").textContent = box.value;
                main.appendChild(root);
                variants.set(box.value, follow(root, box.value));
              } else {
                variants.get(box.value)?.();
                variants.delete(box.value);
              }
            });
          }
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
