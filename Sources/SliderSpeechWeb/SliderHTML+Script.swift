extension SliderHTML {
    /// The script of the `<slider-speech>` element (`slider-speech html --asset script`): one
    /// for every slider of a page, in every locale, safe to load more than once. It upgrades the
    /// markup ``fragment(_:idPrefix:options:)`` writes once the slider's data and its locale's
    /// data are there (in the fragment, or loaded from ``localeScript(_:)``'s file).
    ///
    /// It holds SliderCore's rules and the announcer's, so a key, a press or a drag says what
    /// the `pipeline` command says for the same event; it writes numbers from the templates the
    /// tool read off our ICU, chooses plural forms by CLDR's rules as our ICU
    /// writes them, and evaluates the catalogs' compiled messages — the browser's own `Intl`
    /// is never asked.
    ///
    /// Keys: ArrowUp and ArrowRight increment, ArrowDown and ArrowLeft decrement — in a
    /// right-to-left track ArrowLeft increments and ArrowRight decrements; Up and Down never
    /// flip. PageUp and PageDown page, Home and End go to the ends.
    ///
    /// Pointers (mouse, pen, touch), when the thumbs are laid out along the track as the
    /// ``stylesheet`` lays them out: a press on the track focuses the nearer thumb, then sets it
    /// to the value there, as the pipeline's `set` does; a drag (from the press, or from a
    /// thumb) moves the thumb as the pipeline's drag does, with the track's and the thumb's
    /// width on screen as the description's `geometry`, and shows the thumb and its value
    /// only: the screen reader hears the value once, on release, with why the drag stopped
    /// short, and the count when it changed.
    ///
    /// What it posts, for screen readers as they are (checked with Orca 43 on Chromium): the
    /// value of a move is the thumb's `aria-valuetext`, which the screen reader speaks by
    /// itself; the assertive regions get why a move stopped (and the value, when the move did
    /// not change it), the polite one the count when it changed. The count waits until half a
    /// second after the last assertive post, since Orca drops a polite message queued before an
    /// assertive one arrives; each assertive post goes into the empty one of two regions, and
    /// every other post ends with a no-break space, so that the same words twice in a row are a
    /// change (Orca drops a live-region text equal to the last one it queued).
    ///
    /// The element is a form control (a form-associated custom element): `input` while a thumb
    /// moves, `change` when a move is committed, the values submitted under the names given,
    /// restored by a reset, disabled by its `disabled` attribute or a disabled `<fieldset>`,
    /// named by a `<label for>`; and an `announce` event for everything a move says.
    public static let script: String = compacted(scriptSource)

    /// The script as written, with its comments; ``script`` is this without comment lines,
    /// blank lines and indentation.
    static let scriptSource: String = #"""
        (function () {
          "use strict";
          if (!window.customElements || window.customElements.get("slider-speech")) { return; }
          // ---- Numbers: SliderCore's arithmetic, as Swift does it ----
          function smin(x, y) { return y < x ? y : x; }
          function smax(x, y) { return y >= x ? y : x; }
          // Halves away from zero (Swift's rounded()).
          function away(x) { return x < 0 ? -Math.round(-x) : Math.round(x); }
          var MAX = Number.MAX_VALUE;
          function finite(x) { return x === Infinity ? MAX : x === -Infinity ? -MAX : x; }
          var F64 = new Float64Array(1), U32 = new Uint32Array(F64.buffer);
          // The unit in the last place of a magnitude (Swift's ulp).
          function ulp(x) {
            F64[0] = x;
            var e = (U32[1] >>> 20) & 0x7ff;
            if (e > 52) {
              U32[1] = (e - 52) << 20;
              U32[0] = 0;
            } else {
              var k = Math.max(e, 1) - 1;
              U32[1] = k >= 32 ? 1 << (k - 32) : 0;
              U32[0] = k < 32 ? (1 << k) >>> 0 : 0;
            }
            return F64[0];
          }
          // A double's shortest decimal digits: {n: negative, d: digits without leading or trailing
          // zeros ("" for zero), p: where the point goes (value = 0.d × 10^p)}.
          function decimal(x) {
            var s = String(Math.abs(x)), e = 0, at = s.indexOf("e");
            if (at >= 0) { e = +s.slice(at + 1); s = s.slice(0, at); }
            var dot = s.indexOf("."), d = s.replace(".", ""), p = (dot < 0 ? s.length : dot) + e;
            var lead = d.search(/[1-9]/);
            if (lead < 0) { return {n: x < 0 || 1 / x < 0, d: "", p: 0}; }
            return {n: x < 0 || 1 / x < 0, d: d.slice(lead).replace(/0+$/, ""), p: p - lead};
          }
          function places(x) {
            if (!isFinite(x)) { return 0; }
            var q = decimal(x);
            return Math.max(0, q.d.length - q.p);
          }

          // ---- The step grid and the sliders (SliderCore) ----
          function Grid(lo, hi, step) {
            this.lo = lo;
            this.hi = hi;
            this.step = step >= 16 * ulp(smax(Math.abs(lo), Math.abs(hi))) ? step : 0;
            var n = Math.max(places(lo), places(step)), scale = 1;
            for (var i = 0; i < n; i++) { scale *= 10; }
            this.scale = n <= 15 ? scale : 0;
          }
          Grid.prototype = {
            value: function (v) {
              if (!(this.step > 0) || !isFinite(v)) { return v; }
              var exact = this.lo + away((v - this.lo) / this.step) * this.step;
              if (this.scale) {
                var scaled = exact * this.scale;
                if (Math.abs(scaled) < 4503599627370496) { return away(scaled) / this.scale; }
              }
              return exact;
            },
            clamp: function (v) { return smin(smax(v, this.lo), this.hi); },
            divided: function (n) {
              var length = this.hi - this.lo;
              return isFinite(length) ? length / n : this.hi / n - this.lo / n;
            },
            scaled: function (f) {
              var length = this.hi - this.lo;
              return isFinite(length) ? f * length : f * this.hi - f * this.lo;
            },
            position: function (v) {
              if (!isFinite(v) || !(this.lo < this.hi)) { return 0; }
              var length = this.hi - this.lo;
              var f = isFinite(length) ? (v - this.lo) / length : (v / 2 - this.lo / 2) / (this.hi / 2 - this.lo / 2);
              return f !== f ? 0 : smin(smax(f, 0), 1);
            },
            // The value an adjust action asks for.
            request: function (action, v) {
              var unit = this.step > 0 ? this.step : this.divided(20), tenth = this.divided(10);
              var page = this.step > 0 ? smax(away(tenth / this.step), 1) * this.step : tenth;
              switch (action) {
                case "increment": return finite(v + unit);
                case "decrement": return finite(v + -unit);
                case "pageIncrement": return finite(v + page);
                case "pageDecrement": return finite(v + -page);
                case "home": return this.lo;
                default: return this.hi;
              }
            }
          };
          var RAISES = {increment: 1, pageIncrement: 1, end: 1};

          // One slider's state and moves: a range (two thumbs), a slider or a tick slider (one).
          function Core(D) {
            var g = this.grid = new Grid(D.bounds[0], D.bounds[1], D.step || 0);
            this.range = D.kind === "range";
            this.span = smax(D.span || 0, 0);
            var v = this.range ? D.value : [D.value];
            this.v = v.map(function (x) { return g.clamp(x); });
            var seen = [];
            (D.ticks || []).filter(function (t) { return isFinite(t) && g.lo <= t && t <= g.hi; })
              .sort(function (a, b) { return a - b; })
              .forEach(function (t) { if (seen[seen.length - 1] !== t) { seen.push(t === 0 ? 0 : t); } });
            this.ticks = D.kind === "ticks" ? seen : [];
            this.snaps = D.snaps !== false;
            this.neutral = D.neutral;
            this.rtl = !!D.rtl;
            this.width = D.geometry ? D.geometry[0] : 320;
            this.thumbSize = D.geometry ? D.geometry[1] : 28;
            this.drag = null;
          }
          Core.prototype = {
            limits: function (t) {
              var g = this.grid;
              if (!this.range) { return [g.lo, g.hi]; }
              return t ? [g.clamp(this.v[0] + this.span), g.hi] : [g.lo, g.clamp(this.v[1] - this.span)];
            },
            atBound: function (t) { return this.v[t] === (t ? this.grid.hi : this.grid.lo); },
            // A move: {requested, previous, value, limitedBy, changed}.
            outcome: function (requested, previous, value, limitedBy) {
              return {requested: requested, previous: previous, value: value, limitedBy: limitedBy, changed: value !== previous};
            },
            // Sets thumb t through the step, the bounds, the other thumb and the span (a tick slider
            // then settles on its nearest tick).
            set: function (t, x) {
              var g = this.grid, previous = this.v[t], requested, value, reason = null;
              if (this.range) {
                requested = g.value(x);
                if (t === 0) {
                  value = isFinite(x) ? smin(smin(smax(requested, g.lo), smax(this.v[1] - this.span, g.lo)), this.v[1])
                    : smin(g.lo, this.v[1]);
                  if (value > requested) { reason = "bound"; } else if (value < requested) { reason = this.span > 0 ? "minimumSpan" : "otherThumb"; }
                } else {
                  value = isFinite(x) ? smax(smax(smin(requested, g.hi), smin(this.v[0] + this.span, g.hi)), this.v[0])
                    : smax(g.hi, this.v[0]);
                  if (value < requested) { reason = "bound"; } else if (value > requested) { reason = this.span > 0 ? "minimumSpan" : "otherThumb"; }
                }
              } else {
                requested = g.value(x);
                value = x !== x ? previous : g.clamp(requested);
                if (x === x && value !== requested) { reason = "bound"; }
              }
              this.v[t] = value;
              if (this.snaps) { this.settle(); }
              return this.outcome(requested, previous, this.v[t], reason);
            },
            nearestTick: function (x) {
              var ticks = this.ticks, low = 0, high = ticks.length;
              if (!high || x !== x) { return null; }
              while (low < high) {
                var middle = (low + high) >> 1;
                if (ticks[middle] < x) { low = middle + 1; } else { high = middle; }
              }
              if (low === 0) { return ticks[0]; }
              if (low === ticks.length) { return ticks[low - 1]; }
              return ticks[low] - x < x - ticks[low - 1] ? ticks[low] : ticks[low - 1];
            },
            settle: function () {
              var tick = this.nearestTick(this.v[0]);
              if (tick !== null) { this.v[0] = tick; }
            },
            adjust: function (t, action) {
              var ticks = this.ticks, current = this.v[t];
              if (!ticks.length) { return this.set(t, this.grid.request(action, current)); }
              var target;
              if (!this.snaps) {
                // Ticks the value does not snap to are marks: the arrows move by the step, a page to
                // the next tick beyond the value (or a page when none), Home and End to the bounds.
                if (action === "pageIncrement") { target = ticks.filter(function (k) { return k > current; })[0]; }
                if (action === "pageDecrement") { target = ticks.filter(function (k) { return k < current; }).pop(); }
                if (target === undefined) { return this.set(t, this.grid.request(action, current)); }
                this.v[t] = target;
                return this.outcome(target, current, target, null);
              }
              if (action === "increment" || action === "pageIncrement") {
                target = ticks.filter(function (k) { return k > current; })[0];
              } else if (action === "decrement" || action === "pageDecrement") {
                target = ticks.filter(function (k) { return k < current; }).pop();
              } else {
                target = action === "home" ? ticks[0] : ticks[ticks.length - 1];
              }
              if (target === undefined) { return this.outcome(current, current, current, "bound"); }
              this.v[t] = target;
              return this.outcome(target, current, target, null);
            },
            // The thumb a touch at track fraction f takes: the nearer; on a tie as SliderCore says.
            thumbAt: function (f) {
              if (!this.range) { return 0; }
              var lower = this.grid.position(this.v[0]), upper = this.grid.position(this.v[1]);
              if (!isFinite(f)) { return 0; }
              var a = Math.abs(f - lower), b = Math.abs(f - upper);
              if (a < b) { return 0; }
              if (b < a) { return 1; }
              if (f !== lower) { return f < lower ? 0 : 1; }
              return lower > 0.5 ? 0 : 1;
            },
            travel: function () { return smax(this.width - this.thumbSize, 0); },
            // The track fraction of a touch x points from the track's left edge, or null.
            fraction: function (x) {
              var travel = this.travel();
              if (!(travel > 0) || !isFinite(x)) { return null; }
              var f = ((this.rtl ? this.width - x : x) - this.thumbSize / 2) / travel;
              return isFinite(f) ? f : null;
            },
            dragStart: function (x) {
              var f = this.fraction(x), t = f === null ? 0 : this.thumbAt(f);
              this.drag = {thumb: t, start: this.v[t], active: false};
              return t;
            },
            dragMove: function (dx) {
              var drag = this.drag, travel = this.travel();
              if (!isFinite(dx)) { return null; }
              if (!drag.active && Math.abs(dx) >= 2) { drag.active = true; }
              if (!drag.active || !(travel > 0)) { return null; }
              var change = this.grid.scaled((this.rtl ? -dx : dx) / travel);
              if (change !== change) { return null; }
              var snaps = this.snaps;
              this.snaps = false;
              var move = this.set(drag.thumb, finite(drag.start + change));
              this.snaps = snaps;
              return move;
            },
            dragEnd: function () {
              var drag = this.drag, before = this.v[drag.thumb];
              this.drag = null;
              if (this.ticks.length && this.snaps) { this.settle(); }
              return this.outcome(before, drag.start, this.v[drag.thumb], null);
            }
          };

          // ---- Number templates: ICU's number formats as the tool read them off our ICU ----
          // Rounds q (decimal()) to n digits of its d, in one of ICU's rounding modes (0 ceiling,
          // 1 floor, 2 down, 3 up, 4 half-even, 5 half-down, 6 half-up).
          function round(q, n, mode) {
            var d = q.d, p = q.p;
            if (n >= d.length) { return q; }
            var digit = n < 0 ? 0 : d.charCodeAt(n) - 48;
            var half = n < 0 ? -1 : digit > 5 || (digit === 5 && d.length > n + 1) ? 1 : digit === 5 ? 0 : -1;
            var kept = n > 0 ? d.slice(0, n) : "";
            var odd = kept ? (kept.charCodeAt(kept.length - 1) - 48) & 1 : 0;
            var up = mode === 0 ? !q.n : mode === 1 ? q.n : mode === 3 ? true : mode === 2 ? false
              : half > 0 || (half === 0 && (mode === 6 || (mode === 4 && odd === 1)));
            if (up && n <= 0) { return {n: q.n, d: "1", p: p - n + 1}; }
            if (up) {
              var i = kept.length - 1;
              while (i >= 0 && kept[i] === "9") { i--; }
              kept = i < 0 ? "1" + "0".repeat(kept.length) : kept.slice(0, i) + String.fromCharCode(kept.charCodeAt(i) + 1)
                + "0".repeat(kept.length - i - 1);
              if (i < 0) { p++; }
            }
            kept = kept.replace(/0+$/, "");
            return {n: q.n, d: kept, p: kept ? p : 0};
          }
          // x written by template T: {t: text, i: integer digits, f: fraction digits (ASCII)}.
          // T: r [significant?, min, max (-1 none), mode], x scale (a power of ten), d digits,
          // p decimal separator, g grouping separator, s [primary, secondary, minimum grouping],
          // a affixes [positive, negative, zero, negative zero] as [prefix, suffix], or by plural
          // category ("few.f": with fraction digits, where the words differ from a whole number's).
          function number(T, x, L) {
            var r = T.r, q = decimal(x);
            if (q.d) {
              q.p += T.x || 0;
              q = round(q, r[0] ? r[2] : r[2] < 0 ? Infinity : q.p + r[2], r[3]);
            }
            var d = q.d, p = q.p, s = T.s;
            var i = p > 0 ? d.slice(0, p) + "0".repeat(Math.max(0, p - d.length)) : "0";
            var f = p >= d.length ? "" : p < 0 ? "0".repeat(-p) + d : d.slice(p);
            var minimum = r[0] ? r[1] - (d ? p : 1) : r[1];
            while (f.length < minimum) { f += "0"; }
            var core = i;
            if (s && i.length - s[0] >= s[2]) {
              core = i.slice(-s[0]);
              var rest = i.slice(0, -s[0]);
              while (rest.length > s[1]) {
                core = rest.slice(-s[1]) + "," + core;
                rest = rest.slice(0, -s[1]);
              }
              core = rest + "," + core;
            }
            if (f) { core += "." + f; }
            var digits = T.d ? Array.from(T.d) : null;
            core = core.replace(/[0-9.,]/g, function (c) {
              return c === "," ? T.g : c === "." ? T.p : digits ? digits[+c] : c;
            });
            var a = T.a;
            if (!Array.isArray(a)) {
              var category = L.cardinal.select(i, f);
              a = (f && a[category + ".f"]) || a[category] || a.other;
            }
            a = a[d ? (q.n ? 1 : 0) : q.n ? 3 : 2];
            return {t: a[0] + core + a[1], i: i, f: f, n: q.n && !!d};
          }
          // The number a template's text stands for, as rounded.
          function rounded(w) { return Number((w.n ? "-" : "") + w.i + (w.f ? "." + w.f : "")); }

          // ---- Plural rules: CLDR's, as our ICU writes them ----
          function Rules(text) {
            this.rules = (text || "").split(";").map(function (rule) {
              var at = rule.indexOf(":"), body = rule.slice(at + 1).trim();
              return [rule.slice(0, at).trim(), body ? body.split(" or ").map(function (all) {
                return all.split(" and ").map(function (relation) {
                  var m = /^(\w)\s+(?:mod\s+(\d+)\s+)?(not\s+)?(in|within)\s+(.*)$/.exec(relation.trim());
                  return [m[1], +m[2] || 0, !!m[3], m[4] === "in", m[5].split(",").map(function (range) {
                    return range.split("..").map(Number);
                  })];
                });
              }) : null];
            });
          }
          // Digits mod m, exactly.
          function mod(digits, m) {
            var r = 0;
            for (var k = 0; k < digits.length; k++) { r = (r * 10 + digits.charCodeAt(k) - 48) % m; }
            return r;
          }
          // The category of a number written with integer digits i and fraction digits f (the
          // operands n, i, v, w, f, t; e and c are 0).
          Rules.prototype.select = function (i, f) {
            var t = f.replace(/0+$/, "");
            function operand(name, m) {
              switch (name) {
                case "n": return (m ? mod(i, m) : Number(i)) + (t ? Number("0." + t) : 0);
                case "i": return m ? mod(i, m) : Number(i);
                case "v": return f.length;
                case "w": return t.length;
                case "f": return m ? mod(f, m) : Number(f || 0);
                case "t": return m ? mod(t, m) : Number(t || 0);
                default: return 0;
              }
            }
            function holds(relation) {
              var x = operand(relation[0], relation[1]);
              var inside = relation[4].some(function (range) {
                return (!relation[3] || x === Math.floor(x)) && range[0] <= x && x <= range[range.length - 1];
              });
              return inside !== relation[2];
            }
            for (var k = 0; k < this.rules.length; k++) {
              var rule = this.rules[k];
              if (!rule[1] || rule[1].some(function (all) { return all.every(holds); })) { return rule[0]; }
            }
            return "other";
          };

          // ---- Speech forms (SpeechText): no format characters but the joiners, no grouping space
          // between digits, other spaces and controls as plain spaces ----
          function speech(text) {
            if (/^[ -~]*$/.test(text)) { return text; }
            var c = Array.from(text), out = "";
            for (var k = 0; k < c.length; k++) {
              var ch = c[k];
              if (/\p{Cf}/u.test(ch)) {
                if (/\p{Join_Control}/u.test(ch)) { out += ch; }
              } else if (ch !== " " && /\p{Zs}/u.test(ch)) {
                if (!(k > 0 && k + 1 < c.length && /\p{Nd}/u.test(c[k - 1]) && /\p{Nd}/u.test(c[k + 1]))) { out += " "; }
              } else if (/[\p{Cc}\p{Zl}\p{Zp}]/u.test(ch)) {
                out += " ";
              } else {
                out += ch;
              }
            }
            return out;
          }

          // The value as aria-valuetext carries it (AssistiveValue): its speech form with no format
          // character, but a joiner between two letters of a word.
          function field(said) {
            if (!/[\u200c\u200d]/.test(said)) { return said; }
            var c = Array.from(said);
            return c.filter(function (ch, k) {
              return !/\p{Cf}/u.test(ch) || (/[\u200c\u200d]/.test(ch) && k > 0 && k + 1 < c.length && /[\p{L}\p{M}]/u.test(c[k - 1])
                && /[\p{L}\p{M}]/u.test(c[k + 1]));
            }).join("");
          }

          // ---- Messages: the catalogs' ICU MessageFormat patterns, compiled by the tool ----
          // A message is a list of parts: text; ["a", name] an argument; ["#"]; ["p", name, offset,
          // cases] a plural ("o" selectordinal); ["s", name, cases] a select; ["n", name, template]
          // a number argument with a skeleton. Cases are [selector, parts] pairs. An argument is a
          // number or {t: text, s: speech, i: isolated}. With `counted`, numbers are written and
          // plurals select as that template writes them (a percentage's words).
          var FSI = "\u2068", PDI = "\u2069";
          function format(parts, args, L, counted) {
            var T = [], S = [];
            walk(parts, args, L, 0, T, S, counted);
            return {t: T.join(""), s: speech(S.join(""))};
          }
          function walk(parts, args, L, pound, T, S, counted) {
            for (var k = 0; k < parts.length; k++) {
              var part = parts[k], written;
              if (typeof part === "string") {
                T.push(part);
                S.push(part);
                continue;
              }
              var value = args[part[1]];
              if (part[0] === "#" || ((part[0] === "a" || part[0] === "n") && typeof value === "number")) {
                written = number(part[0] === "n" ? part[2] : counted || L.num, part[0] === "#" ? pound : value, L).t;
                T.push(written);
                S.push(written);
              } else if (part[0] === "a") {
                T.push(value.i ? FSI + value.t + PDI : value.t);
                S.push(value.s);
              } else if (part[0] === "s") {
                walk(choose(part[2], value.t, null), args, L, pound, T, S, counted);
              } else {
                var cases = part[3], n = value - part[2], chosen = null;
                for (var c = 0; c < cases.length && !chosen; c++) {
                  if (cases[c][0][0] === "=" && +cases[c][0].slice(1) === value) { chosen = cases[c][1]; }
                }
                if (!chosen) {
                  written = number(counted || L.num, n, L);
                  chosen = choose(cases, (part[0] === "o" ? L.ordinal : L.cardinal).select(written.i, written.f), "=");
                }
                walk(chosen, args, L, n, T, S, counted);
              }
            }
          }
          function choose(cases, key, skip) {
            var other = [];
            for (var c = 0; c < cases.length; c++) {
              if (cases[c][0] === key && cases[c][0][0] !== skip) { return cases[c][1]; }
              if (cases[c][0] === "other" && !other.length) { other = cases[c][1]; }
            }
            return other;
          }

          // ---- A slider's texts in its locale (SliderTexts, ValueTextFormatter) ----
          function Texts(D, L) {
            this.D = D;
            this.L = L;
            this.rtlChars = D.rc || "";
          }
          Texts.prototype = {
            // An inserted text: isolated in a right-to-left sentence, or where it holds right-to-left
            // characters or bidi controls of its own, unless it is one isolate already.
            arg: function (t, s) {
              var isolated = false;
              if (!isolate(t)) {
                isolated = this.L.rtl || /[\u2066-\u2069]/.test(t);
                for (var ch of t) { if (this.rtlChars.indexOf(ch) >= 0) { isolated = true; } }
              }
              return {t: t, s: s === undefined ? speech(t) : s, i: isolated};
            },
            // A value's text (shown) and speech (aria-valuetext, and what messages say of it).
            value: function (v) {
              var F = this.D.f, L = this.L;
              if (v === 0) { v = 0; }
              if (F.m) {
                var said = format(F.m, {value: v}, L);
                return {t: said.t, s: speech(said.t)};
              }
              var shown = number(F.t, v, L).t;
              if (F.sv !== "display" && F.pc) {
                var w = number(F.pc[1], v, L);
                var words = format(F.pc[0], {value: {t: w.t, s: speech(w.t), i: false}, count: rounded(w)}, L,
                  F.pc[3] ? F.pc[2] : null);
                return {t: shown, s: words.s};
              }
              if (F.sv !== "display" && F.n) { return {t: shown, s: speech(number(F.n, v, L).t)}; }
              return {t: shown, s: speech(shown)};
            },
            // The value text of a slider: a tick's label, "between" two labelled ticks, or the value.
            spoken: function (v, ticks) {
              var labels = this.D.tl;
              if (labels) {
                var label = tickLabel(labels, v);
                if (label !== null) { return {t: label, s: speech(label)}; }
                var below = ticks.filter(function (k) { return k < v; }).pop();
                var above = ticks.filter(function (k) { return k > v; })[0];
                var lower = tickLabel(labels, below), upper = tickLabel(labels, above);
                if (below !== undefined && above !== undefined && lower !== null && upper !== null) {
                  var number = this.value(v);
                  return format(this.L.m.between, {value: this.arg(number.t, number.s), lower: this.arg(lower),
                    upper: this.arg(upper)}, this.L);
                }
              }
              return this.value(v);
            },
            count: function (matches) {
              return this.D.cm ? format(this.D.cm, {count: matches}, this.L) : null;
            }
          };
          function tickLabel(labels, v) {
            for (var k = 0; k < labels.length; k++) { if (labels[k][0] === v) { return labels[k][1]; } }
            return null;
          }
          // Whether a text is one isolate: it opens with LRI, RLI or FSI whose PDI is its last character.
          function isolate(t) {
            if (!/^[\u2066-\u2068]/.test(t)) { return false; }
            var depth = 0, chars = Array.from(t);
            for (var k = 0; k < chars.length; k++) {
              if (/[\u2066-\u2068]/.test(chars[k])) { depth++; }
              if (chars[k] === PDI && --depth === 0) { return k === chars.length - 1; }
            }
            return false;
          }

          // ---- What a move says (SliderAnnouncer) ----
          function Slider(D, L) {
            this.D = D;
            this.core = new Core(D);
            this.texts = new Texts(D, L);
            this.names = D.names;
            this.setHistogram(D.h || null);
            this.dragCount = null;
          }
          Slider.prototype = {
            setHistogram: function (h) {
              if (h === null || h === undefined) {
                this.sums = null;
                return;
              }
              if (!Array.isArray(h) || !h.length) { throw new TypeError("slider-speech: histogram: a list of counts is required"); }
              var sums = [0];
              h.forEach(function (count, k) {
                if (typeof count !== "number" || !(count >= 0) || count !== Math.floor(count) || count > 9007199254740991) {
                  throw new TypeError("slider-speech: histogram[" + k + "]: " + count + " is not a count");
                }
                sums.push(sums[k] + count);
              });
              // Sums past 2^53 are kept exact as big integers (only for such histograms).
              if (sums[h.length] > 9007199254740991) {
                sums = [BigInt(0)];
                h.forEach(function (count, k) { sums.push(sums[k] + BigInt(count)); });
              }
              this.h = h.slice();
              this.sums = sums;
            },
            // The matches inside the range (Histogram.matches), or null.
            matches: function () {
              var core = this.core, sums = this.sums;
              if (!sums || !core.range) { return null; }
              var g = core.grid, n = sums.length - 1, lower = core.v[0], upper = core.v[1];
              if (!(lower <= upper)) { return sums[0]; }
              var width = (g.hi - g.lo) / n;
              function middle(k) { return isFinite(width) ? g.lo + (k + 0.5) * width : g.lo + g.scaled((k + 0.5) / n); }
              function first(past) {
                var low = 0, high = n;
                while (low < high) {
                  var m = low + ((high - low) >> 1);
                  if (past(m)) { high = m; } else { low = m + 1; }
                }
                return low;
              }
              var from = first(function (k) { return lower <= middle(k); });
              var to = first(function (k) { return middle(k) > upper; });
              return from < to ? sums[to] - sums[from] : sums[0];
            },
            countAnnouncement: function (before) {
              var now = this.matches(), said;
              if (now === null || now === before || !(said = this.texts.count(Number(now)))) { return null; }
              return {kind: "count", politeness: "polite", speech: said.s, post: said.s};
            },
            spoken: function (v) { return this.texts.spoken(v, this.core.ticks); },
            // The value announcement of a move, or its limit announcement when it stopped short.
            moveAnnouncement: function (move, t, action) {
              var texts = this.texts, core = this.core, L = texts.L, id;
              var value = this.spoken(move.value);
              if (move.limitedBy === "bound") {
                var up = move.requested !== move.value && move.requested === move.requested
                  ? move.requested > move.value : !!RAISES[action];
                id = up ? "highest" : "lowest";
              } else if (move.limitedBy === "otherThumb") {
                id = "otherThumb";
              } else if (move.limitedBy && core.range) {
                id = t ? "spanAbove" : "spanBelow";
              }
              if (!id) {
                // A value that changed the screen reader says from aria-valuetext; one that did not, the page posts.
                return move.changed ? {kind: "value", politeness: "assertive", speech: field(value.s), post: null}
                  : {kind: "value", politeness: "assertive", speech: value.s, post: value.s};
              }
              var args = {};
              if (id !== "lowest" && id !== "highest") { args.other = texts.arg(this.names[1 - t]); }
              if (id === "spanBelow" || id === "spanAbove") {
                var span = texts.value(core.span);
                args.span = texts.arg(span.t, span.s);
              }
              var reason = move.changed && L.r[id] ? format(L.r[id], args, L) : null;
              args.value = texts.arg(value.t, value.s);
              var said = format(L.m[id], args, L);
              return {kind: "limit", politeness: "assertive", speech: said.s, post: reason ? reason.s : said.s};
            },
            // Applies an event as the pipeline does: {thumb, move, list of announcements}.
            handle: function (type, t, x) {
              var core = this.core, before = null, move = null, list = [];
              if (type === "adjust" || type === "set" || type === "dragStart") { before = this.matches(); }
              if (type === "adjust") { move = core.adjust(t, x); }
              if (type === "set") { move = core.set(t, x); }
              if (type === "dragStart") {
                t = core.dragStart(x);
                this.dragCount = before;
              }
              if (type === "dragMove") {
                t = core.drag.thumb;
                move = core.dragMove(x);
              }
              if (type === "dragEnd") {
                t = core.drag.thumb;
                move = core.dragEnd();
                before = this.dragCount;
                if (move.changed) {
                  list.push({kind: "value", politeness: "assertive", speech: field(this.spoken(move.value).s), post: null});
                }
              }
              if (type === "adjust" || type === "set") { list.push(this.moveAnnouncement(move, t, type === "adjust" ? x : null)); }
              if (type === "adjust" || type === "set" || type === "dragEnd") {
                var count = this.countAnnouncement(before);
                if (count) { list.push(count); }
              }
              return {thumb: t, move: move, list: list};
            }
          };

          // ---- The element: <slider-speech> upgrades the markup `slider-speech html` writes ----
          var locales = {}, waiting = [];
          function addLocale(data) {
            if (!data || !data.locale) { return; }
            locales[data.locale] = data;
            waiting.slice().forEach(function (element) { element.start(); });
          }
          function runtime(data) {
            return data.runtime || (data.runtime = {rtl: data.dir === "rtl", cardinal: new Rules(data.plural),
              ordinal: new Rules(data.ordinal), num: data.num, m: data.m, r: data.r || {}});
          }
          var KEYS = {ArrowUp: "increment", ArrowDown: "decrement", PageUp: "pageIncrement", PageDown: "pageDecrement",
            Home: "home", End: "end"};
          var IDS = [["value"], ["lower", "upper"]];
          // How long the count waits after an assertive post, in milliseconds.
          var COUNT_DELAY = 500;
          function attr(element, name, value) {
            if (element.getAttribute(name) !== value) { element.setAttribute(name, value); }
          }
          function place(element, name, at) { element.style.setProperty(name, String(Math.round(at * 10000) / 10000)); }

          class SliderSpeechElement extends HTMLElement {
            static get formAssociated() { return true; }
            static get observedAttributes() { return ["disabled"]; }
            constructor() {
              super();
              this._internals = this.attachInternals ? this.attachInternals() : null;
              this._s = null;
            }
            connectedCallback() {
              if (this._s) { this._observe(); } else { this.start(); }
            }
            disconnectedCallback() {
              if (this._resize) { this._resize.disconnect(); }
              var at = waiting.indexOf(this);
              if (at >= 0) { waiting.splice(at, 1); }
            }
            attributeChangedCallback() { this._sync(); }
            formDisabledCallback() { this._sync(); }
            formResetCallback() {
              if (this._s) { this.values = this._initial; }
            }
            formStateRestoreCallback(state) {
              if (this._s && typeof state === "string") { this.values = state.split(" ").map(Number); }
            }
            // Upgrades the markup, once its data and its locale's data are there.
            start() {
              if (this._s) { return; }
              var self = this, source = this.querySelector(":scope > script.slider-speech-data");
              if (!source) {
                if (document.readyState === "loading") {
                  document.addEventListener("DOMContentLoaded", function () { self.start(); }, {once: true});
                }
                return;
              }
              var D = this._data || (this._data = JSON.parse(source.textContent));
              var inline = this.querySelector(":scope > script.slider-speech-locale");
              if (inline && !locales[D.locale]) { addLocale(JSON.parse(inline.textContent)); }
              if (this._s) { return; }
              if (!locales[D.locale]) {
                if (waiting.indexOf(this) < 0) { waiting.push(this); }
                return;
              }
              this.disconnectedCallback();
              var s = this._s = new Slider(D, runtime(locales[D.locale]));
              this._initial = s.core.v.slice();
              this._thumbs = Array.prototype.slice.call(this.querySelectorAll(".slider-speech-thumb"));
              this._track = this.querySelector(".slider-speech-track");
              this._count = this.querySelector(".slider-speech-count");
              var regions = this.querySelector(".slider-speech-announcement");
              this._regions = regions ? regions.children : [];
              this._spoken = 1;
              this._plain = false;
              this._lastAssertive = -1e9;
              this._pending = null;
              // The fields that carried the values without a script: the element is the form field now.
              this.querySelectorAll(":scope > input.slider-speech-field").forEach(function (input) { input.remove(); });
              this._thumbs.forEach(function (thumb, t) {
                thumb.addEventListener("keydown", function (event) { self._key(event, t); });
              });
              if (this._track) {
                ["pointerdown", "pointermove", "pointerup", "pointercancel", "lostpointercapture"].forEach(function (type) {
                  self._track.addEventListener(type, self);
                });
                var g = s.core.grid;
                this.querySelectorAll(".slider-speech-tick").forEach(function (tick, k) {
                  place(tick, "--slider-speech-at", g.position(s.core.ticks[k]));
                });
              }
              // A <label for> names the control and, pressed, focuses its first thumb.
              var labels = this._internals ? Array.prototype.slice.call(this._internals.labels) : [];
              if (labels.length) {
                var ids = labels.map(function (label, k) { return label.id || (label.id = (self.id || "slider-speech") + "-for-" + k); });
                attr(s.core.range ? this : this._thumbs[0], "aria-labelledby", ids.join(" "));
              }
              this.addEventListener("click", function (event) {
                if (event.target === self && !self._disabled()) { self._thumbs[0].focus(); }
              });
              this._observe();
              this._render();
              this._sync();
              this._formValue();
            }
            _observe() {
              var self = this;
              if (this._track && window.ResizeObserver) {
                this._resize = this._resize || new ResizeObserver(function () { self._layout(); });
                this._resize.observe(this._track);
              }
            }
            _disabled() { return this.matches(":disabled") || this.hasAttribute("disabled"); }
            _sync() {
              if (!this._s) { return; }
              var disabled = this._disabled();
              this._thumbs.forEach(function (thumb) {
                attr(thumb, "tabindex", disabled ? "-1" : "0");
                if (disabled) { attr(thumb, "aria-disabled", "true"); } else { thumb.removeAttribute("aria-disabled"); }
              });
            }
            // Writes the state into the markup: what the screen reader reads, and where things are.
            _render() {
              var s = this._s, core = s.core, self = this;
              this._thumbs.forEach(function (thumb, t) {
                var v = core.v[t], said = s.spoken(v), limits = core.limits(t);
                attr(thumb, "aria-valuenow", String(v));
                attr(thumb, "aria-valuetext", field(said.s));
                attr(thumb, "aria-valuemin", String(limits[0]));
                attr(thumb, "aria-valuemax", String(limits[1]));
                self._show(t, said.t);
              });
            }
            // Moves a thumb, its visible value and the filled part to where its value is.
            _show(t, text) {
              var core = this._s.core, g = core.grid, thumb = this._thumbs[t];
              var label = thumb.querySelector(".slider-speech-value");
              if (label) { label.textContent = text === undefined ? this._s.spoken(core.v[t]).t : text; }
              place(thumb, "--slider-speech-at", g.position(core.v[t]));
              if (this._track) {
                var from = core.range ? g.position(core.v[0]) : core.neutral === undefined ? 0 : g.position(core.neutral);
                var to = g.position(core.v[core.range ? 1 : 0]);
                place(this._track, "--slider-speech-from", Math.min(from, to));
                place(this._track, "--slider-speech-to", Math.max(from, to));
              }
              this._layout();
            }
            // Keeps the visible values inside the track and apart (laid out at the next frame).
            _layout() {
              var self = this;
              if (this._frame || !window.requestAnimationFrame) { return; }
              this._frame = requestAnimationFrame(function () {
                self._frame = 0;
                var labels = self._thumbs.map(function (thumb) { return thumb.querySelector(".slider-speech-value"); })
                  .filter(Boolean);
                if (!self._track || !labels.length) { return; }
                labels.forEach(function (label) { label.style.setProperty("--slider-speech-shift", "0px"); });
                self.classList.remove("slider-speech-stacked");
                var box = self._track.getBoundingClientRect();
                if (!box.width) { return; }
                var boxes = labels.map(function (label) { return label.getBoundingClientRect(); });
                function inside(k) { return Math.max(Math.min(boxes[k].left, box.right - boxes[k].width), box.left); }
                var left = boxes.map(function (b, k) { return inside(k); });
                var stacked = false;
                if (labels.length === 2) {
                  var a = boxes[0].left + boxes[0].width / 2 <= boxes[1].left + boxes[1].width / 2 ? 0 : 1, b = 1 - a;
                  var gap = parseFloat(getComputedStyle(labels[0]).fontSize) / 2;
                  if (left[a] + boxes[a].width + gap > left[b]) {
                    var middle = (boxes[a].left + boxes[a].width / 2 + boxes[b].left + boxes[b].width / 2) / 2;
                    left[a] = middle - gap / 2 - boxes[a].width;
                    left[b] = middle + gap / 2;
                    var shift = Math.max(box.left - left[a], 0) - Math.max(left[b] + boxes[b].width - box.right, 0);
                    left[a] += shift;
                    left[b] += shift;
                    if (left[a] < box.left - 0.5 || left[b] + boxes[b].width > box.right + 0.5) {
                      // No room for both side by side: the upper one goes a line higher.
                      left = boxes.map(function (box, k) { return inside(k); });
                      stacked = true;
                      labels[1].classList.add("slider-speech-raised");
                    }
                  }
                  if (!stacked) { labels[1].classList.remove("slider-speech-raised"); }
                }
                self.classList.toggle("slider-speech-stacked", stacked);
                labels.forEach(function (label, k) {
                  label.style.setProperty("--slider-speech-shift", (left[k] - boxes[k].left) + "px");
                });
              });
            }
            // What a move says: each announcement as an `announce` event; into the live regions what
            // the screen reader does not say by itself.
            _post(result) {
              var self = this, thumb = IDS[this._s.core.range ? 1 : 0][result.thumb || 0];
              result.list.forEach(function (a) {
                self.dispatchEvent(new CustomEvent("announce", {bubbles: true, detail: {kind: a.kind, politeness: a.politeness,
                  speech: a.speech, post: a.post, thumb: thumb}}));
                if (a.post === null) { return; }
                if (a.politeness === "assertive") { self._say(a.post); } else { self._tell(a.post); }
              });
            }
            // The assertive post: into the empty region, every other one with a no-break space.
            _say(text) {
              if (this._regions.length < 2) { return; }
              this._regions[this._spoken].textContent = "";
              this._spoken = 1 - this._spoken;
              this._plain = !this._plain;
              this._regions[this._spoken].textContent = this._plain ? text : text + "\u00a0";
              this._lastAssertive = Date.now();
            }
            // The polite post (the count), no sooner than COUNT_DELAY after the last assertive one.
            _tell(text) {
              var self = this;
              this._pending = text;
              clearTimeout(this._countTimer);
              var wait = this._lastAssertive + COUNT_DELAY - Date.now();
              if (wait <= 0) { this._flush(); } else { this._countTimer = setTimeout(function () { self._flush(); }, wait); }
            }
            _flush() {
              if (this._pending !== null && this._count) { this._count.textContent = this._pending; }
              this._pending = null;
            }
            _fire(type, t) {
              this.dispatchEvent(new CustomEvent(type, {bubbles: true, composed: type === "input", detail: {value: this.value,
                values: this.values, thumb: IDS[this._s.core.range ? 1 : 0][t]}}));
            }
            // After a move: the form's value, `input` when a value changed, `change` when committed.
            _moved(before, t, commit) {
              var now = this._s.core.v;
              this._formValue();
              if (now.some(function (v, k) { return v !== before[k]; })) {
                this._fire("input", t);
                if (commit) { this._fire("change", t); }
              }
            }
            _key(event, t) {
              var action = KEYS[event.key], rtl = this._s.core.rtl;
              if (event.key === "ArrowRight") { action = rtl ? "decrement" : "increment"; }
              if (event.key === "ArrowLeft") { action = rtl ? "increment" : "decrement"; }
              if (!action || event.altKey || event.ctrlKey || event.metaKey || this._drag || this._disabled()) { return; }
              event.preventDefault();
              var before = this._s.core.v.slice(), result = this._s.handle("adjust", t, action);
              this._render();
              this._post(result);
              this._moved(before, t, true);
            }
            handleEvent(event) {
              if (event.type === "pointerdown") { this._down(event); }
              if (event.type === "pointermove") { this._move(event); }
              if (event.type !== "pointerdown" && event.type !== "pointermove") { this._up(event); }
            }
            // A press: on the track, the nearer thumb is focused, then set to the place pressed (as
            // the pipeline's set); then, on the track or on a thumb, a drag starts (its dragStart).
            _down(event) {
              var s = this._s, core = s.core, thumbs = this._thumbs;
              if (this._drag || event.button > 0 || this._disabled() || !thumbs.length) { return; }
              if (getComputedStyle(thumbs[0]).position !== "absolute") { return; }
              var box = this._track.getBoundingClientRect();
              core.width = box.width;
              core.thumbSize = thumbs[0].getBoundingClientRect().width;
              if (!(core.travel() > 0)) { return; }
              event.preventDefault();
              var x = event.clientX - box.left, before = core.v.slice();
              if (!(event.target.closest && event.target.closest(".slider-speech-thumb"))) {
                var f = core.fraction(x), t = core.thumbAt(f);
                thumbs[t].focus();
                var result = s.handle("set", t, core.grid.lo + core.grid.scaled(f));
                this._render();
                this._post(result);
                this._moved(before, t, false);
              }
              var started = s.handle("dragStart", 0, x);
              thumbs[started.thumb].focus();
              this._drag = {pointer: event.pointerId, x: event.clientX, before: before, thumb: started.thumb,
                start: core.v[started.thumb], last: null};
              if (this._track.setPointerCapture) { this._track.setPointerCapture(event.pointerId); }
            }
            // A drag moves the thumb and its visible value only; the screen reader hears it on release.
            _move(event) {
              var drag = this._drag, core = this._s.core;
              if (!drag || event.pointerId !== drag.pointer) { return; }
              event.preventDefault();
              var previous = core.v.slice(), result = this._s.handle("dragMove", 0, event.clientX - drag.x);
              if (result.move) { drag.last = result.move; }
              if (core.v[drag.thumb] !== previous[drag.thumb]) {
                this._show(drag.thumb);
                this._moved(previous, drag.thumb, false);
              }
            }
            // The release: the value once (aria-valuetext), why the drag stopped short, and the count.
            _up(event) {
              var drag = this._drag, s = this._s;
              if (!drag || event.pointerId !== drag.pointer) { return; }
              this._drag = null;
              var result = s.handle("dragEnd"), t = drag.thumb, last = drag.last;
              if (last && last.limitedBy) {
                var limit = s.moveAnnouncement(s.core.outcome(last.requested, drag.start, s.core.v[t], last.limitedBy), t, null);
                var at = result.list.length && result.list[result.list.length - 1].kind === "count" ? result.list.length - 1
                  : result.list.length;
                result.list.splice(at, 0, limit);
              }
              this._render();
              this._post(result);
              this._formValue();
              if (s.core.v.some(function (v, k) { return v !== drag.before[k]; })) { this._fire("change", t); }
            }
            _names() {
              var one = this.getAttribute("name");
              return this._s.core.range ? [this.getAttribute("name-lower") || one, this.getAttribute("name-upper") || one] : [one];
            }
            _formValue() {
              if (!this._internals || !this._s) { return; }
              var values = this._s.core.v, entries = new FormData();
              this._names().forEach(function (name, k) { if (name) { entries.append(name, String(values[k])); } });
              this._internals.setFormValue(entries, values.join(" "));
            }
            // The values: a number, or [lower, upper] for a range.
            get value() { return this._s ? (this._s.core.range ? this._s.core.v.slice() : this._s.core.v[0]) : undefined; }
            set value(value) { this.values = Array.isArray(value) ? value : [value]; }
            get values() { return this._s ? this._s.core.v.slice() : []; }
            set values(list) {
              var core = this._s && this._s.core;
              if (!core) { return; }
              var order = core.range && +list[0] > core.v[1] ? [1, 0] : [0, 1];
              order.forEach(function (t) { if (t < core.v.length && t < list.length) { core.set(t, +list[t]); } });
              this._render();
              this._formValue();
            }
            get lower() { return this.values[0]; }
            get upper() { return this.values[1]; }
            // The histogram (the description's field): setting it says the new count when it changed.
            get histogram() { return this._s && this._s.sums ? this._s.h.slice() : null; }
            set histogram(h) {
              var s = this._s;
              if (!s) { throw new Error("slider-speech: the element has not started"); }
              var before = s.matches();
              s.setHistogram(h);
              var count = s.countAnnouncement(before);
              if (count) { this._post({thumb: 0, list: [count]}); }
            }
            get disabled() { return this.hasAttribute("disabled"); }
            set disabled(on) { this.toggleAttribute("disabled", !!on); }
            get name() { return this.getAttribute("name"); }
            set name(name) { this.setAttribute("name", name); }
            get form() { return this._internals ? this._internals.form : null; }
            get labels() { return this._internals ? this._internals.labels : null; }
            get type() { return "slider-speech"; }
          }
          SliderSpeechElement.engine = {Slider: Slider, Rules: Rules, number: number, format: format, speech: speech,
            runtime: runtime, decimal: decimal};
          // A slider still waiting for its locale's data when the page has loaded says so, once.
          window.addEventListener("load", function () {
            waiting.forEach(function (element) {
              console.warn("slider-speech: #" + element.id + " has no data for its locale " + element._data.locale
                + ": load the locale's file written with the catalogs of its slider (html --asset locale)");
            });
          });
          var queued = window.sliderSpeechLocales;
          window.sliderSpeechLocales = {push: addLocale};
          if (queued && queued.length) { Array.prototype.forEach.call(queued, addLocale); }
          customElements.define("slider-speech", SliderSpeechElement);
        })();
        """#

    /// `source` without comment lines, blank lines and indentation: the same program, smaller.
    static func compacted(_ source: String) -> String {
        var lines: [Substring] = []
        for line in source.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            lines.append(trimmed)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
