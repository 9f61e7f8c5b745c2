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
            <aside id="inspector" aria-live="polite" hidden><h2>Selected</h2>
            <p id="inspector-name"></p><p>id <code id="inspector-id"></code> · frame <span id="inspector-frame"></span>
            · clicked at <span id="inspector-pixel"></span></p></aside>
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

        """

    static let script = """
        "use strict";
        (() => {
          const body = document.body;
          const doc = body.dataset.document;
          const status = document.getElementById("status");
          const main = document.querySelector("main");
          const inspector = document.getElementById("inspector");
          const regionsOf = new WeakMap();
          if (!doc) return;

          // A click on an image selects the topmost cell under it (pinned headers come last)
          // and outlines it; the panel names it, with its id and frame in points.
          function inspect(event) {
            const image = event.target.closest("img");
            if (!image || !image.naturalWidth) return;
            const view = image.closest(".view"), frame = image.parentElement;
            const ratio = image.clientWidth / image.naturalWidth;
            const x = Math.floor(event.offsetX / ratio), y = Math.floor(event.offsetY / ratio);
            const hits = (regionsOf.get(image) || []).filter((r) => x >= r.pixels[0] && x < r.pixels[0] + r.pixels[2]
              && y >= r.pixels[1] && y < r.pixels[1] + r.pixels[3]);
            const hit = hits[hits.length - 1];
            for (const old of document.querySelectorAll(".selection")) old.remove();
            inspector.hidden = false;
            document.getElementById("inspector-pixel").textContent = x + ", " + y + " px"
              + (view.dataset.variant ? " in " + view.dataset.variant : "");
            document.getElementById("inspector-name").textContent = hit ? hit.name : "No cell here";
            document.getElementById("inspector-id").textContent = hit ? hit.identifier : "";
            document.getElementById("inspector-frame").textContent = hit ? hit.points.join(", ") + " pt" : "";
            if (!hit) return;
            const box = document.createElement("div");
            box.className = "selection";
            box.style.left = (hit.pixels[0] * ratio) + "px";
            box.style.top = (hit.pixels[1] * ratio) + "px";
            box.style.width = (hit.pixels[2] * ratio) + "px";
            box.style.height = (hit.pixels[3] * ratio) + "px";
            frame.appendChild(box);
          }
          main.addEventListener("click", inspect);

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
                  // Each image sits in a span.frame, which also holds its selection outline.
                  if (!images.children[index]) {
                    const frame = document.createElement("span");
                    frame.className = "frame";
                    frame.appendChild(document.createElement("img"));
                    images.appendChild(frame);
                  }
                  const shown = images.children[index].firstElementChild;
                  shown.src = image.src;
                  regionsOf.set(shown, update.images[index].regions);
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
