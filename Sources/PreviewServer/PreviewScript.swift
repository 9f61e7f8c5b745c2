/// The preview page's JavaScript, in three parts run in one scope: the inspector (click a
/// pixel or a row of the layout tree to select a node), the compare view (reference or
/// previous render, side by side, overlay or diff, and "accept"), and the updates, which
/// open `/updates` for the render as given and for each variant ticked, and on each message
/// load the new images off-screen, swap them in place (no reload) and show or hide the
/// error over the last good render.
enum PreviewScript {
    /// The whole script, as `/preview.js` serves it.
    static var source: String {
        "\"use strict\";\n(() => {\n" + setup + inspector + compare + updates + "})();\n"
    }

    static let setup = """
        const body = document.body;
        const doc = body.dataset.document;
        const status = document.getElementById("status");
        const main = document.querySelector("main");
        const inspector = document.getElementById("inspector");
        const tree = document.getElementById("tree");
        const regionsOf = new WeakMap();
        if (!doc) return;
        function element(tag, className, text) {
          const made = document.createElement(tag);
          if (className) made.className = className;
          if (text !== undefined) made.textContent = text;
          return made;
        }

        """

    /// Selection: a click in an image selects the deepest region under the pixel (regions
    /// come depth first, so the last hit); the panel shows its name, path, frame, line, keys
    /// and accessibility, the frame is outlined, and its row in the tree is marked.
    static let inspector = """
        let selected = null;  // {image, index, path}
        function facts(list, pairs, empty) {
          list.replaceChildren();
          for (const [key, value] of pairs) list.append(element("dt", "", key), element("dd", "", value));
          if (!pairs.length && empty) list.append(element("dt", "", empty), element("dd", "", ""));
        }
        function select(image, index, pixel) {
          const regions = regionsOf.get(image) || [];
          const hit = index === null ? null : regions[index];
          const view = image.closest(".view");
          for (const old of document.querySelectorAll(".selection")) old.remove();
          for (const old of tree.querySelectorAll("li.selected")) old.classList.remove("selected");
          inspector.hidden = false;
          const text = (id, value) => { document.getElementById(id).textContent = value; };
          text("inspector-pixel", pixel ? "· clicked at " + pixel[0] + ", " + pixel[1] + " px" + (view.dataset.variant ? " in " + view.dataset.variant : "") : "");
          text("inspector-name", hit ? hit.name : "Nothing here");
          text("inspector-path", hit ? hit.path : "");
          text("inspector-id", hit ? hit.identifier : "");
          text("inspector-frame", hit ? hit.points.join(", ") + " pt" : "");
          text("inspector-line", hit && hit.line ? "line " + hit.line + " of " + doc : "");
          facts(document.getElementById("inspector-properties"), hit ? hit.properties : [], null);
          facts(document.getElementById("inspector-accessibility"), hit ? hit.accessibility.map(([k, v]) => ["accessibility " + k, v]) : [], null);
          selected = hit ? {image: image, index: index, path: hit.path} : null;
          if (!hit) return;
          const ratio = image.clientWidth / image.naturalWidth;
          const box = element("div", "selection");
          box.style.left = (hit.pixels[0] * ratio) + "px";
          box.style.top = (hit.pixels[1] * ratio) + "px";
          box.style.width = (hit.pixels[2] * ratio) + "px";
          box.style.height = (hit.pixels[3] * ratio) + "px";
          image.parentElement.appendChild(box);
          const row = tree.querySelector('li[data-image="' + image.dataset.index + '"][data-region="' + index + '"]');
          if (row && !view.dataset.variant) { row.classList.add("selected"); row.scrollIntoView({block: "nearest"}); }
        }
        main.addEventListener("click", (event) => {
          const image = event.target.closest(".images img");
          if (!image || !image.naturalWidth) return;
          const ratio = image.clientWidth / image.naturalWidth;
          const x = Math.floor(event.offsetX / ratio), y = Math.floor(event.offsetY / ratio);
          const regions = regionsOf.get(image) || [];
          let found = null;
          regions.forEach((r, index) => {
            if (x >= r.pixels[0] && x < r.pixels[0] + r.pixels[2] && y >= r.pixels[1] && y < r.pixels[1] + r.pixels[3]) found = index;
          });
          select(image, found, [x, y]);
        });

        // The layout tree of the render as given: a row per region, indented by depth; a
        // row's arrow folds its subtree, a click on the row selects its node.
        function foldTree(list) {
          let hiddenBelow = Infinity;
          for (const row of list.children) {
            const depth = Number(row.dataset.depth);
            if (depth <= hiddenBelow) hiddenBelow = Infinity;
            row.hidden = depth > hiddenBelow;
            if (!row.hidden && row.dataset.folded === "true") hiddenBelow = depth;
          }
        }
        function showTree(images, update) {
          tree.replaceChildren();
          update.images.forEach((image, imageIndex) => {
            if (!image.regions.length) return;
            tree.append(element("h3", "", "image " + (imageIndex + 1)));
            const list = element("ul");
            list.setAttribute("role", "tree");
            image.regions.forEach((region, index) => {
              const row = element("li");
              row.dataset.image = String(imageIndex);
              row.dataset.region = String(index);
              row.dataset.depth = String(region.depth);
              row.style.paddingLeft = (region.depth * 1.2) + "em";
              const next = image.regions[index + 1];
              const twisty = element("button", "twisty", next && next.depth > region.depth ? "▾" : "");
              twisty.type = "button";
              twisty.tabIndex = -1;
              row.append(twisty, element("span", "name", region.name), element("span", "line", region.line ? " :" + region.line : ""));
              twisty.addEventListener("click", (event) => {
                event.stopPropagation();
                if (!twisty.textContent) return;
                row.dataset.folded = row.dataset.folded === "true" ? "false" : "true";
                twisty.textContent = row.dataset.folded === "true" ? "▸" : "▾";
                foldTree(list);
              });
              row.addEventListener("click", () => select(images.children[imageIndex].firstElementChild, index, null));
              list.append(row);
            });
            tree.append(list);
          });
          // The node selected before the render stays selected when it is still there.
          if (selected && selected.image.isConnected && !selected.image.closest(".view").dataset.variant) {
            const image = images.children[Number(selected.image.dataset.index)];
            const regions = image ? regionsOf.get(image.firstElementChild) || [] : [];
            const again = regions.findIndex((r) => r.path === selected.path && r.path !== "");
            if (again >= 0) select(image.firstElementChild, again, null);
          }
        }

        """

    /// Compare: the render as given against the reference or the previous render, fetched
    /// from `/compare` after each render and each change of the controls.
    static let compare = """
        const compareView = document.getElementById("compare");
        const against = document.getElementById("compare-against");
        const opacity = document.getElementById("overlay-opacity");
        const compareStatus = document.getElementById("compare-status");
        let comparing = 0;
        function mode() { return document.querySelector("input[name=compare-mode]:checked").value; }
        function figure(url, caption, className) {
          const shown = element("figure");
          const image = element("img", className);
          image.src = url;
          image.alt = caption;
          shown.append(image, element("figcaption", "", caption));
          return shown;
        }
        async function refreshCompare() {
          const generation = body.dataset.generation;
          const ticket = ++comparing;
          if (!against.value || generation === "0") {
            compareView.hidden = true;
            compareView.replaceChildren();
            body.dataset.compared = "";
            return;
          }
          const query = "doc=" + encodeURIComponent(doc) + "&generation=" + generation + "&against=" + against.value;
          let comparison;
          try { comparison = await (await fetch("/compare?" + query)).json(); } catch (problem) { return; }
          if (ticket !== comparing) return;
          compareView.replaceChildren(element("h2", "", "compared with " + (against.value === "reference"
            ? "the reference (" + comparison.referenceFolder + ")" : "the previous render")));
          comparison.images.forEach((image) => {
            const block = element("div", "comparison");
            block.dataset.verdict = image.verdict;
            block.append(element("p", "summary", image.verdict + ": " + image.summary));
            if (image.reference) {
              if (mode() === "side") {
                const pair = element("div", "pair");
                pair.append(figure(image.actual, "this render", "actual"), figure(image.reference, against.value, "baseline"));
                block.append(pair);
              } else if (mode() === "overlay") {
                const overlay = element("div", "overlay");
                const top = element("img", "baseline");
                top.src = image.reference;
                top.alt = against.value + " over this render";
                top.style.opacity = String(opacity.value / 100);
                const bottom = element("img", "actual");
                bottom.src = image.actual;
                bottom.alt = "this render";
                overlay.append(bottom, top);
                block.append(overlay);
              } else {
                block.append(figure(image.diff, "differences in red", "diff"));
              }
            }
            compareView.append(block);
          });
          compareView.hidden = false;
          document.getElementById("accept").disabled = Boolean(comparison.acceptRefusal);
          document.getElementById("accept").title = comparison.acceptRefusal || "";
          if (comparison.acceptRefusal) compareStatus.textContent = "Accept: " + comparison.acceptRefusal;
          body.dataset.compared = generation + ":" + against.value + ":" + mode();
        }
        if (against) {
          against.addEventListener("change", refreshCompare);
          for (const radio of document.querySelectorAll("input[name=compare-mode]")) radio.addEventListener("change", refreshCompare);
          opacity.addEventListener("input", () => {
            for (const top of compareView.querySelectorAll(".overlay img.baseline")) top.style.opacity = String(opacity.value / 100);
          });
          document.getElementById("accept").addEventListener("click", async () => {
            compareStatus.textContent = "Writing…";
            const response = await fetch("/accept?doc=" + encodeURIComponent(doc) + "&generation=" + body.dataset.generation,
                                         {method: "POST"});
            let answer = {};
            try { answer = await response.json(); } catch (problem) {}
            compareStatus.textContent = response.ok ? "Wrote " + answer.written.join(", ")
              : "Not written: " + ((answer.error && answer.error.message) || response.statusText);
            body.dataset.accepted = response.ok ? "yes" : "refused";
            refreshCompare();
          });
        }

        """

    /// Updates over the WebSockets, and the variants' columns.
    static let updates = """
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
                  const frame = element("span", "frame");
                  frame.appendChild(document.createElement("img"));
                  images.appendChild(frame);
                }
                const shown = images.children[index].firstElementChild;
                for (const old of images.children[index].querySelectorAll(".selection")) old.remove();
                shown.src = image.src;
                regionsOf.set(shown, update.images[index].regions);
                shown.alt = "image " + (index + 1) + " of " + update.document + (variant ? " (" + variant + ")" : "");
                shown.dataset.generation = String(update.generation);
                shown.dataset.index = String(index);
              });
              while (images.children.length > loaded.length) images.lastElementChild.remove();
              root.dataset.generation = String(update.generation);
              // A hook for timing (scripts/bench-serve): when this view swapped in a render.
              document.dispatchEvent(new CustomEvent("feedrender-swapped",
                {detail: {variant: variant || "", generation: update.generation, at: Date.now()}}));
              if (!variant) {
                showTree(images, update);
                body.dataset.generation = String(update.generation);
                refreshCompare();
              }
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

        """
}
