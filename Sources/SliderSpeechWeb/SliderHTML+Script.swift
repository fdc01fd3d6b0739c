extension SliderHTML {
    /// The script that moves the thumbs of every fragment on a page by its state table. It is
    /// the same for every fragment, safe to include more than once, and may be served as a file
    /// of its own (`slider-speech html --asset script`), in the page's head with `defer` or
    /// after the fragments; fragments added to the page later start with
    /// `sliderSpeech.start(element)`.
    ///
    /// Keys: ArrowUp and ArrowRight increment, ArrowDown and ArrowLeft decrement — in a
    /// right-to-left track ArrowLeft increments and ArrowRight decrements; Up and Down never
    /// flip. PageUp and PageDown page, Home and End go to the ends.
    ///
    /// Pointers (mouse, pen, touch), when the thumbs are placed along the track as the
    /// ``stylesheet`` places them (absolutely, by `--slider-speech-at`): a press on the track
    /// moves the nearer thumb to the position there, as the pipeline's `set` does, and says what
    /// the table says for it; a drag moves the thumb it took by the pointer's travel, as the
    /// pipeline's drag does, quietly, and settles when the pointer lifts (a tick slider that
    /// snaps, on the nearest tick), posting the count when the drag changed it.
    ///
    /// What it posts, and how, for screen readers as they are (checked with Orca 43 on
    /// Chromium): the value of a move is the thumb's `aria-valuetext`, which the screen reader
    /// speaks by itself; the assertive regions get why a move stopped (and the value, when the
    /// move did not change it), the polite one the count when it changed. The count waits
    /// until half a second after the last assertive post, since Orca drops a polite message
    /// queued before an assertive one arrives, and says a queued polite message first. Each
    /// assertive post goes into the empty one of two regions, and every other post ends with a
    /// no-break space, so that the same words twice in a row are a change and not taken for a
    /// duplicate (Orca drops a live-region text equal to the last one it queued); a screen
    /// reader does not speak the space.
    public static let script: String = """
        (function () {
          "use strict";
          var keys = {ArrowUp: 0, ArrowDown: 1, PageUp: 2, PageDown: 3, Home: 4, End: 5};
          // How long the count waits after an assertive post, in milliseconds.
          var COUNT_DELAY = 500;
          // How far a pointer moves before a drag starts, in CSS pixels (the pipeline's 2 points).
          var DRAG_THRESHOLD = 2;
          function start(root) {
            if (root.sliderSpeech) { return root.sliderSpeech; }
            var prefix = root.getAttribute("data-slider-speech");
            var source = document.getElementById(prefix + "-table");
            if (!source) { return null; }
            var table = JSON.parse(source.textContent);
            // Each thumb's columns in a state: value, shown text, aria-valuetext, minimum, maximum.
            var W = 5;
            var n = table.thumbs, actions = table.actions.length;
            // The pointer's moves: past the limits, and (a tick slider that snaps) the settling.
            var BELOW = table.actions.indexOf("below"), ABOVE = table.actions.indexOf("above");
            var SETTLE = table.actions.indexOf("settle");
            if (W * n + 1 + 3 * actions * n !== table.states[0].length) {
              throw new Error("slider-speech: a state table of another shape");
            }
            var thumbs = Array.prototype.slice.call(root.querySelectorAll("[role=slider]"));
            var track = root.querySelector(".slider-speech-track");
            var count = document.getElementById(prefix + "-count");
            var regions = document.getElementById(prefix + "-announcement").children;
            var low = table.bounds[0], high = table.bounds[1];
            // The states by their values, and each thumb's positions in ascending order.
            var index = {}, positions = [];
            for (var t = 0; t < n; t++) { positions.push([]); }
            table.states.forEach(function (row, i) {
              var values = [];
              for (var t = 0; t < n; t++) {
                values.push(row[W * t]);
                if (positions[t].indexOf(row[W * t]) < 0) { positions[t].push(row[W * t]); }
              }
              index[values.join(" ")] = i;
            });
            positions.forEach(function (list) { list.sort(function (a, b) { return a - b; }); });
            var state = 0, spoken = 1, plain = false, lastAssertive = -1e9, countTimer = 0, pending = null;
            // The assertive post: into the empty region, every other one with a no-break space.
            function say(text) {
              regions[spoken].textContent = "";
              spoken = 1 - spoken;
              plain = !plain;
              regions[spoken].textContent = plain ? text : text + "\\u00a0";
              lastAssertive = Date.now();
            }
            // The polite post (the count), no sooner than COUNT_DELAY after the last assertive one.
            function tell(text) {
              pending = text;
              clearTimeout(countTimer);
              var wait = lastAssertive + COUNT_DELAY - Date.now();
              if (wait <= 0) { flush(); } else { countTimer = setTimeout(flush, wait); }
            }
            function flush() {
              if (pending !== null) { count.textContent = pending; pending = null; }
            }
            function fraction(value) { return high > low ? (value - low) / (high - low) : 0; }
            function place(thumb, at) { thumb.style.setProperty("--slider-speech-at", String(at)); }
            function show() {
              var row = table.states[state];
              thumbs.forEach(function (thumb, t) {
                var text = table.strings[row[W * t + 1]];
                thumb.setAttribute("aria-valuenow", String(row[W * t]));
                thumb.setAttribute("aria-valuetext", table.strings[row[W * t + 2]]);
                thumb.setAttribute("aria-valuemin", String(row[W * t + 3]));
                thumb.setAttribute("aria-valuemax", String(row[W * t + 4]));
                thumb.firstChild.textContent = text;
                place(thumb, fraction(row[W * t]));
              });
              if (track) {
                track.style.setProperty("--slider-speech-from", String(n > 1 ? fraction(row[0]) : 0));
                track.style.setProperty("--slider-speech-to", String(fraction(row[W * (n - 1)])));
              }
            }
            // A move of the table: its next state and its posts.
            function apply(t, action, quiet) {
              var row = table.states[state];
              var at = W * n + 1 + 3 * (t * actions + action);
              state = row[at];
              show();
              if (quiet) { return; }
              if (row[at + 1] >= 0) { say(table.strings[row[at + 1]]); }
              if (row[at + 2] >= 0) { tell(table.strings[row[at + 2]]); }
            }
            // A pointer's `set` of thumb t to value: past the thumb's limits the table's move
            // below or above; inside them the state with the thumb at the nearest position, which
            // a press settles at once (quiet: a drag, which settles when it ends).
            function set(t, value, quiet) {
              var row = table.states[state];
              if (value < row[W * t + 3]) { return apply(t, BELOW, quiet); }
              if (value > row[W * t + 4]) { return apply(t, ABOVE, quiet); }
              var best = -1, distance = Infinity;
              positions[t].forEach(function (position) {
                if (position < row[W * t + 3] || position > row[W * t + 4]) { return; }
                var values = [];
                for (var u = 0; u < n; u++) { values.push(u === t ? position : row[W * u]); }
                var found = index[values.join(" ")];
                if (found !== undefined && Math.abs(position - value) < distance) {
                  best = found;
                  distance = Math.abs(position - value);
                }
              });
              if (best < 0) { return; }
              var before = row[W * n];
              state = best;
              if (!quiet && SETTLE >= 0) { apply(t, SETTLE, true); }
              show();
              var after = table.states[state][W * n];
              if (!quiet && after !== before && after >= 0) { tell(table.strings[after]); }
            }
            function pointerGeometry() {
              var box = track.getBoundingClientRect();
              var size = thumbs[0].getBoundingClientRect().width;
              return {box: box, size: size, travel: box.width - size};
            }
            // The pointer's place along the track as a share of the travel, mirrored right to left.
            function along(geometry, clientX) {
              var x = table.rtl ? geometry.box.right - clientX : clientX - geometry.box.left;
              return (x - geometry.size / 2) / geometry.travel;
            }
            function nearer(at) {
              if (n < 2) { return 0; }
              var row = table.states[state], lower = fraction(row[0]), upper = fraction(row[W]);
              var toLower = Math.abs(at - lower), toUpper = Math.abs(at - upper);
              if (toLower !== toUpper) { return toLower < toUpper ? 0 : 1; }
              if (at !== lower) { return at < lower ? 0 : 1; }
              return lower > 0.5 ? 0 : 1;
            }
            var drag = null;
            function pointerMoves() {
              return thumbs.length > 0 && window.getComputedStyle(thumbs[0]).position === "absolute";
            }
            function pointerDown(event) {
              if (!pointerMoves() || event.button > 0 || drag) { return; }
              var geometry = pointerGeometry();
              if (geometry.travel <= 0) { return; }
              event.preventDefault();
              var hit = thumbs.indexOf(event.target.closest ? event.target.closest("[role=slider]") : null);
              var t = hit >= 0 ? hit : nearer(along(geometry, event.clientX));
              if (hit < 0) { set(t, low + along(geometry, event.clientX) * (high - low), false); }
              thumbs[t].focus();
              var row = table.states[state];
              drag = {pointer: event.pointerId, thumb: t, x: event.clientX, value: row[W * t],
                      count: row[W * n], moving: false, geometry: geometry};
              if (track.setPointerCapture) { track.setPointerCapture(event.pointerId); }
            }
            function pointerMove(event) {
              if (!drag || event.pointerId !== drag.pointer) { return; }
              var dx = event.clientX - drag.x;
              if (!drag.moving && Math.abs(dx) < DRAG_THRESHOLD) { return; }
              drag.moving = true;
              event.preventDefault();
              var share = (table.rtl ? -dx : dx) / drag.geometry.travel;
              var value = drag.value + share * (high - low);
              set(drag.thumb, value, true);
              // The thumb follows the pointer inside its limits until it settles.
              var row = table.states[state];
              var at = Math.min(Math.max(fraction(value), fraction(row[W * drag.thumb + 3])),
                                fraction(row[W * drag.thumb + 4]));
              place(thumbs[drag.thumb], at);
            }
            function pointerEnd(event) {
              if (!drag || event.pointerId !== drag.pointer) { return; }
              var before = drag.count, t = drag.thumb;
              drag = null;
              if (SETTLE >= 0) { apply(t, SETTLE, true); } else { show(); }
              var after = table.states[state][W * n];
              if (after !== before && after >= 0) { tell(table.strings[after]); }
            }
            if (track) {
              track.addEventListener("pointerdown", pointerDown);
              track.addEventListener("pointermove", pointerMove);
              track.addEventListener("pointerup", pointerEnd);
              track.addEventListener("pointercancel", pointerEnd);
              track.addEventListener("lostpointercapture", pointerEnd);
            }
            thumbs.forEach(function (thumb, t) {
              thumb.addEventListener("keydown", function (event) {
                var action = keys[event.key];
                if (event.key === "ArrowRight") { action = table.rtl ? 1 : 0; }
                if (event.key === "ArrowLeft") { action = table.rtl ? 0 : 1; }
                if (action === undefined || event.altKey || event.ctrlKey || event.metaKey || drag) { return; }
                event.preventDefault();
                apply(t, action, false);
              });
            });
            show();
            root.sliderSpeech = {state: function () { return state; }};
            return root.sliderSpeech;
          }
          function startAll() {
            var roots = document.querySelectorAll("[data-slider-speech]");
            for (var i = 0; i < roots.length; i++) { start(roots[i]); }
          }
          if (!window.sliderSpeech) { window.sliderSpeech = {start: start}; }
          startAll();
          if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", startAll); }
        })();
        """
}
