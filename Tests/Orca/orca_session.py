#!/usr/bin/python3
r"""One session of the real Orca screen reader on a page in Chromium: what Orca speaks for each key.

    /usr/bin/python3 Tests/Orca/orca_session.py --visit en.html en-steps.json --visit ar.html Tab,Left \
        --json out.json

Each visit is a page and its steps: a JSON file, a list of {"key": xdotool key, "say": [what Orca
should say], "inject": a fault, optional}, or the keys alone, comma-separated (Tab,Right,Prior).

Starts, as its own children and in this order: Xvfb, a D-Bus session bus, the AT-SPI bus
(/usr/libexec/at-spi-bus-launcher), Orca with a settings directory of its own, and for each
visit Chromium (not headless, --force-renderer-accessibility --no-sandbox) on its page, one
after the other under the one Orca. Orca loads a probe (its orca-customizations.py, written by
this script) that sends down a pipe every utterance the moment Orca sends it to speech, and
answers questions about Orca's state: where its focus is and how often it moved, browse or
focus mode, say-all, the last key it got and whether it kept it from the page, and whether its
event queue and live-region queue are empty. Say-all and the page summary on load are off: a
Tab during say-all leaves Orca in browse mode, or never reaches the page (both failures seen on
a busy machine, where the page was still being read when the first Tab came). speech-dispatcher, which Orca starts,
plays into ALSA's null device (without a sound device of its own it would never answer, and
Orca would hang on its first utterance).

Nothing waits for a quiet period or a fixed time. Each wait is for a condition, with a long
bound (--bound, 60 s) that only ends a failure, and the error names the condition:
- the buses (Xvfb's display, dbus-daemon's address, org.a11y.Bus answering);
- Orca: its probe answers from Orca's main loop, once its listeners are registered;
- the page: Chromium's window; over AT-SPI, its document frame (not busy) and its sliders, each
  with a name; the keyboard focus in the document; Orca's focus in that document, in browse
  mode, not in say-all, with nothing queued;
- a Tab: AT-SPI focus on the slider Tab should reach (the next one, by document order), Orca's
  focus on it, and Orca in focus mode. A Tab that focuses something else (or nothing, within
  the bound), that Orca keeps from the page, or that leaves Orca in browse mode or in say-all is
  retried: say-all is stopped (Control; or read to its end, KP_Add), the focus goes back where
  it was (the slider before, over AT-SPI; or the page, loaded again: the first Tab comes from
  the document), Orca is brought to the mode it was in (Orca+A), each change checked, and Tab is
  pressed again, up to three times; each retry is recorded with the condition it met;
- any other key: the slider focused over AT-SPI and Orca in focus mode before it (else Orca's
  own toggle, Orca+A, switches it and the switch is checked); after it, each utterance of "say"
  in Orca's speech, then Orca with nothing queued. A key whose utterances do not all come within
  the bound ends the visit, with a warning naming them.
What AT-SPI (pyatspi) reads of the focused slider after each key is recorded: role, name,
Value (current, minimum, maximum) and the valuetext attribute.

Faults, for the check that the session finds and mends them ("inject" of a step): before a Tab,
"focus-last-slider" focuses the page's last slider (the Tab leaves the sliders), "say-all"
starts Orca reading the page (Orca's say-all key, KP_Add) and "sticky-browse" puts Orca in
sticky browse mode (the Tab leaves Orca in browse mode); before another key, "browse-mode"
switches Orca to browse mode.

At the end it stops every process it started, by pid, and the daemons those left behind (it is
their subreaper), and nothing else. It refuses to run while another Orca of this user runs: Orca
would refuse to start beside it, and `orca --replace` would kill it. Exit status: 0 done; 2
could not run, or a wait ran out (the message says which); 3 ran, with a warning in the JSON;
130 stopped by a signal.

Needs Debian's /usr/bin/python3 (pyatspi is a Debian package, not in a virtual environment) and
the packages orca xvfb at-spi2-core dbus-x11 python3-pyatspi xdotool chromium.
"""

import argparse
import ctypes
import fcntl
import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time

LOCK_FILE = "/tmp/slider-speech-orca-session.lock"
AT_SPI_BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
T0 = time.monotonic()
TAB_ATTEMPTS = 3
# Orca's key for browse and focus mode: the Orca modifier (Insert in the desktop layout) and A.
ORCA_TOGGLE_MODE = "Insert+a"

SPEECHD_CONF = """\
# speech-dispatcher for this session only: audio into ALSA's null device (see .asoundrc).
LogLevel 2
LogDir "default"
AudioOutputMethod "alsa"
AudioALSADevice "default"
DefaultModule espeak-ng
SymbolsPreproc "char"
SymbolsPreprocFile "gender-neutral.dic"
SymbolsPreprocFile "font-variants.dic"
SymbolsPreprocFile "symbols.dic"
SymbolsPreprocFile "emojis.dic"
SymbolsPreprocFile "orca.dic"
SymbolsPreprocFile "orca-chars.dic"
"""

ASOUNDRC = "pcm.!default {\n  type null\n}\n"

# Orca's side of the session. Orca imports it from its settings directory while it loads its
# settings, before its main loop runs; everything it does later runs in that main loop.
PROBE = """\
# Written by orca_session.py; loaded by Orca as its customizations.
import json as _json
import logging as _logging
import os as _os

import pyatspi as _pyatspi
from gi.repository import GLib as _GLib
from orca import settings as _settings

_settings.enableKeyEcho = {key_echo!r}
# Say-all on load would read the page on and on, and a Tab during it leaves Orca in browse mode.
_settings.sayAllOnLoad = False
_settings.pageSummaryOnLoad = False
# A key pressed again within this time counts as a double press (Orca+A twice: sticky focus mode);
# keys come here as fast as the machine goes, and each press is meant alone.
_settings.doubleClickTimeout = 0

_answers = _os.open({answers!r}, _os.O_WRONLY | _os.O_NONBLOCK)
_os.set_blocking(_answers, True)


def _send(record):
    data = (_json.dumps(record, ensure_ascii=False) + "\\n").encode("utf-8", "surrogateescape")
    while data:
        data = data[_os.write(_answers, data):]


class _Speech(_logging.Handler):
    # Every utterance goes through orca.speech's logger "speech" (log.info("SPEECH OUTPUT: ...")),
    # in Orca's main loop, before speech-dispatcher gets it.
    def emit(self, record):
        _send({{"speech": record.getMessage(), "at": record.created}})


_logging.getLogger("speech").addHandler(_Speech())

# Each change of Orca's focus (its locus of focus) is counted: the session tells "Orca's focus
# moved, and not where the key should have taken it" from "not moved yet".
from orca import orca as _orca, orca_state as _orca_state

_focus_changes = [0]
_setLocusOfFocus = _orca.setLocusOfFocus


def _counted(event, obj, *args, **kwargs):
    before = _orca_state.locusOfFocus
    try:
        return _setLocusOfFocus(event, obj, *args, **kwargs)
    finally:
        if _orca_state.locusOfFocus != before:
            _focus_changes[0] += 1


_orca.setLocusOfFocus = _counted

# Each key press Orca gets (the toolkit passes it to Orca before the application), and whether
# Orca kept it from the application (consumed it). Patched before Orca registers its listener.
from orca import event_manager as _event_manager

_presses = [0, None, False]  # how many, the last one's key, whether Orca consumed it
_processKeyboardEvent = _event_manager.EventManager._processKeyboardEvent


def _keyboard(self, event):
    consumed = _processKeyboardEvent(self, event)
    try:
        if event.type == _pyatspi.KEY_PRESSED_EVENT:
            _presses[0] += 1
            _presses[1] = event.event_string
            _presses[2] = bool(consumed)
    except Exception:
        pass
    return consumed


_event_manager.EventManager._processKeyboardEvent = _keyboard

# Each object that gains the focus, as the application reports it (before Orca's own rules decide
# whether Orca's focus follows): the session tells "the Tab reached the page" from "not yet".
_focus_events = [0, None]
_enqueue = _event_manager.EventManager._enqueue


def _event(self, event):
    try:
        if event.type.startswith("object:state-changed:focused") and event.detail1 == 1:
            _focus_events[0] += 1
            _focus_events[1] = _describe(event.source)
    except Exception:
        pass
    return _enqueue(self, event)


_event_manager.EventManager._enqueue = _event
_file = _logging.FileHandler({speech_log!r}, encoding="utf-8")
_file.setFormatter(_logging.Formatter("@@%(created).6f %(message)s"))
_logging.getLogger("speech").addHandler(_file)


def _describe(node):
    try:
        return {{"role": node.getRoleName(), "name": node.name}}
    except Exception as error:
        return {{"error": repr(error)}}


def _state():
    from orca import event_manager, orca_state
    script = orca_state.activeScript
    focus = orca_state.locusOfFocus
    manager = event_manager.getManager()
    live = getattr(script, "liveRegionManager", None)
    queued = manager._eventQueue.qsize() + (len(live.msg_queue) if live is not None else 0)
    state = {{
        "queued": queued + (1 if manager._gidleId else 0),
        "script": type(script).__module__ if script is not None else None,
        "focus": _describe(focus) if focus is not None else None,
        "document": None,
        "focus_mode": script.inFocusMode() if hasattr(script, "inFocusMode") else None,
        "sticky_focus": bool(getattr(script, "_focusModeIsSticky", False)),
        "sticky_browse": bool(getattr(script, "_browseModeIsSticky", False)),
        # Orca's inSayAll() is either: reading, or stopped by a key whose release has not come yet
        # (the flag stays until a key's release, and a Tab then does not bring focus mode).
        "say_all": bool(getattr(script, "_inSayAll", False)),
        "say_all_interrupted": bool(getattr(script, "_sayAllIsInterrupted", False)),
        "last_key": getattr(orca_state.lastNonModifierKeyEvent, "event_string", None),
        "focus_changes": _focus_changes[0],
        "focus_events": _focus_events[0],
        "last_focus_event": _focus_events[1],
        "presses": _presses[0],
        "last_press": _presses[1],
        "last_press_consumed": _presses[2],
    }}
    node = focus
    for _ in range(100):
        if node is None:
            break
        try:
            if node.getRole() == _pyatspi.ROLE_DOCUMENT_WEB:
                state["document"] = node.name
                break
            node = node.parent
        except Exception:
            break
    return state


def _answer(token):
    # At a low priority: Orca's D-Bus messages and its event queue's idle handler run first.
    state = _state()
    if state["queued"]:
        return True
    state["sync"] = token
    _send(state)
    return False


def _peek(token):
    # Orca's state now, whatever is queued: while Orca reads on (say-all), it may have something
    # queued at every turn of its loop.
    state = _state()
    state["peek"] = token
    _send(state)
    return False


def _command(name):
    from orca import orca_state
    script = orca_state.activeScript
    if name == "sticky-browse" and hasattr(script, "enableStickyBrowseMode"):
        script.enableStickyBrowseMode(None, True)
        _send({{"done": name}})
    else:
        _send({{"done": name, "error": "not in a web script: " + type(script).__module__}})
    return False


_pending = [b""]


def _request(fd, condition):
    try:
        data = _os.read(fd, 4096)
    except BlockingIOError:
        return True
    lines = (_pending[0] + data).split(b"\\n")
    _pending[0] = lines.pop()
    for line in lines:
        words = line.decode("utf-8").split()
        if len(words) == 2 and words[0] == "sync":
            _GLib.timeout_add(10, _answer, words[1], priority=_GLib.PRIORITY_LOW)
        elif len(words) == 2 and words[0] == "peek":
            _GLib.idle_add(_peek, words[1])
        elif len(words) == 2 and words[0] == "command":
            _GLib.idle_add(_command, words[1])
    return True


_requests = _os.open({requests!r}, _os.O_RDONLY | _os.O_NONBLOCK)
_GLib.io_add_watch(_requests, _GLib.PRIORITY_DEFAULT, _GLib.IO_IN, _request)
_GLib.idle_add(lambda: _send({{"ready": True}}) and False)
"""

# speech.speak logs "SPEECH OUTPUT: 'text'" (and a voice); key echo "SPEECH OUTPUT: 'tab ' {...}".
UTTERANCE = re.compile(r"^SPEECH OUTPUT: '(.*)'(?: voice=\w+)?(?: \{.*\})?$", re.S)


class SessionError(Exception):
    """Why the session could not run, or which wait ran out: exit status 2."""


def log(message):
    print("[orca-session %6.2f] %s" % (time.monotonic() - T0, message), file=sys.stderr, flush=True)


def timed_out(bound, what):
    return SessionError("timed out after %.0f s waiting for %s" % (bound, what))


# ---------------------------------------------------------------------------------------- processes

def become_subreaper():
    """Daemons our children start and leave (speech-dispatcher, at-spi2-registryd) become our
    children instead of pid 1's: we know their pids, stop them and reap them."""
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(36, 1, 0, 0, 0) != 0:  # PR_SET_CHILD_SUBREAPER
        log("prctl(PR_SET_CHILD_SUBREAPER) failed: daemons left behind go to pid 1")


def die_with_parent():
    """In each child before exec: SIGTERM when this session dies, even by SIGKILL; and every
    signal unblocked and SIGTERM's default action back, whatever the test runner that started
    the session had blocked or ignored (a child keeps its parent's signal mask through exec)."""
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(number, signal.SIG_DFL)
    ctypes.CDLL(None).prctl(1, signal.SIGTERM, 0, 0, 0)  # PR_SET_PDEATHSIG


def processes():
    """pid -> (parent pid, state, command name)."""
    table = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open("/proc/%s/stat" % name) as stat:
                data = stat.read()
        except OSError:
            continue
        rest = data[data.rindex(")") + 2:].split()
        table[int(name)] = (int(rest[1]), rest[0], data[data.index("(") + 1:data.rindex(")")])
    return table


def other_orcas():
    """Orca's own test for another Orca: `pgrep -u UID -x orca`."""
    found = subprocess.run(["pgrep", "-u", str(os.getuid()), "-x", "orca"], capture_output=True, text=True)
    table = processes()
    return [(int(pid), table.get(int(pid), (0, "?", "?"))[1]) for pid in found.stdout.split()]


class Session:
    """The processes of the session, stopped in reverse order, each by its pid."""

    def __init__(self, work):
        self.work = work
        self.children = []  # (name, Popen)
        home = os.path.join(work, "home")
        run = os.path.join(work, "run")
        os.makedirs(os.path.join(home, ".config", "speech-dispatcher"), exist_ok=True)
        os.makedirs(run, mode=0o700, exist_ok=True)
        os.chmod(run, 0o700)
        with open(os.path.join(home, ".config", "speech-dispatcher", "speechd.conf"), "w") as conf:
            conf.write(SPEECHD_CONF)
        with open(os.path.join(home, ".asoundrc"), "w") as asound:
            asound.write(ASOUNDRC)
        self.env = {key: value for key, value in os.environ.items() if key not in (
            "AT_SPI_BUS_ADDRESS", "DBUS_SESSION_BUS_ADDRESS", "WAYLAND_DISPLAY", "NO_AT_BRIDGE", "GTK_MODULES",
            "SESSION_MANAGER", "XAUTHORITY", "DISPLAY")}
        self.env.update({
            "HOME": home, "XDG_RUNTIME_DIR": run, "XDG_CONFIG_HOME": os.path.join(home, ".config"),
            "XDG_DATA_HOME": os.path.join(home, ".local", "share"), "XDG_CACHE_HOME": os.path.join(home, ".cache"),
            "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
        })

    def start(self, name, argv, **options):
        out = open(os.path.join(self.work, name + ".log"), "wb")
        child = subprocess.Popen(
            argv, env=self.env, stdout=options.pop("stdout", out), stderr=out, stdin=subprocess.DEVNULL,
            preexec_fn=die_with_parent, **options)
        self.children.append((name, child))
        log("started %s, pid %d" % (name, child.pid))
        return child

    def stop_child(self, name, child):
        """Stops one child and its own children, by pid."""
        began = time.monotonic()
        if child.poll() is None:
            own = [pid for pid, (parent, _, _) in processes().items() if parent == child.pid]
            child.terminate()
            try:
                child.wait(5)
            except subprocess.TimeoutExpired:
                log("%s (pid %d) ignored SIGTERM; SIGKILL" % (name, child.pid))
                child.kill()
                child.wait(5)
            for pid in own:
                try:
                    os.kill(pid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
            log("stopped %s in %.2f s" % (name, time.monotonic() - began))
        self.children = [(other, process) for other, process in self.children if process is not child]

    def stop(self):
        me = os.getpid()
        started = {child.pid for _, child in self.children}
        for name, child in reversed(list(self.children)):
            self.stop_child(name, child)
        # What our children left to us: speech-dispatcher and its modules, at-spi2-registryd.
        began = time.monotonic()
        deadline = began + 5
        while True:
            left = [pid for pid, (parent, state, _) in processes().items()
                    if parent == me and state != "Z" and pid not in started]
            if not left:
                break
            for pid in left:
                try:
                    os.kill(pid, signal.SIGTERM if time.monotonic() < deadline else signal.SIGKILL)
                except ProcessLookupError:
                    pass
            time.sleep(0.1)
        log("stopped what was left in %.2f s" % (time.monotonic() - began))
        while True:
            try:
                pid, _ = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                break
            if pid == 0:
                if not any(parent == me for parent, _, _ in processes().values()):
                    break
                time.sleep(0.05)

    def xdotool(self, *arguments, check=True):
        return subprocess.run(["xdotool"] + list(arguments), env=self.env, capture_output=True, text=True,
                              check=check).stdout


def slow(began, what):
    """Says so when a wait took long: where a busy machine spends its time."""
    took = time.monotonic() - began
    if took >= 10:
        log("waited %.1f s for %s" % (took, what))


def poll_until(what, check, bound, interval=0.1):
    """Polls `check` (a state: a process answering, a window shown) until it holds."""
    began = time.monotonic()
    deadline = began + bound
    while True:
        value = check()
        if value:
            slow(began, what)
            return value
        if time.monotonic() >= deadline:
            raise timed_out(bound, what)
        time.sleep(interval)


# ---------------------------------------------------------------------------------------- Orca

class Orca:
    """The probe inside Orca, through two pipes: utterances and answers come in one stream, in the
    order Orca sent them, so an answer to `sync` comes after every utterance made before it."""

    def __init__(self, work):
        self.requests_path = os.path.join(work, "probe-requests")
        self.answers_path = os.path.join(work, "probe-answers")
        os.mkfifo(self.requests_path, 0o600)
        os.mkfifo(self.answers_path, 0o600)
        # Read and write ends held open by this session: Orca's opens never block or fail, and
        # neither side ever reads an end of file while the session runs.
        self.answers = os.open(self.answers_path, os.O_RDWR | os.O_NONBLOCK)
        self.requests = os.open(self.requests_path, os.O_RDWR | os.O_NONBLOCK)
        self.buffer = b""
        self.speech = []  # (time, text)
        self.synced = {}
        self.peeked = {}
        self.done = {}
        self.ready = False
        self.token = 0
        self.bound = 60
        self.process = None

    def probe(self, speech_log, key_echo):
        return PROBE.format(key_echo=key_echo, answers=self.answers_path, requests=self.requests_path,
                            speech_log=speech_log)

    def pump(self, timeout):
        """Reads what Orca sent, waiting at most `timeout` seconds for something to come."""
        readable, _, _ = select.select([self.answers], [], [], max(0.0, timeout))
        if not readable:
            return False
        while True:
            try:
                data = os.read(self.answers, 65536)
            except BlockingIOError:
                break
            if not data:
                break
            self.buffer += data
        *lines, self.buffer = self.buffer.split(b"\n")
        for line in lines:
            record = json.loads(line.decode("utf-8", "surrogateescape"))
            if "speech" in record:
                said = UTTERANCE.match(record["speech"])
                self.speech.append((record["at"], said.group(1) if said else record["speech"]))
            elif "sync" in record:
                self.synced[record["sync"]] = record
            elif "peek" in record:
                self.peeked[record["peek"]] = record
            elif "done" in record:
                self.done[record["done"]] = record
            elif record.get("ready"):
                self.ready = True
        return True

    def alive(self):
        if self.process is not None and self.process.poll() is not None:
            raise SessionError("Orca ended (exit status %s)" % self.process.returncode)

    def wait(self, what, check, bound=None, interval=None):
        """Waits until `check()` holds, reading Orca's stream meanwhile: woken by what Orca sends,
        and every `interval` seconds when `check` asks for a state (Orca's own, or another
        process's) rather than waiting for something Orca sends."""
        bound = self.bound if bound is None else bound
        began = time.monotonic()
        deadline = began + bound
        while True:
            value = check()
            if value:
                slow(began, what)
                return value
            self.alive()
            left = deadline - time.monotonic()
            if left <= 0:
                raise timed_out(bound, what)
            self.pump(left if interval is None else min(interval, left))

    def texts(self, first):
        return [text for _, text in self.speech[first:]]

    def sync(self, why):
        """Orca's state once it has handled everything queued before the question: its event queue
        and its live-region queue empty (and the D-Bus messages it had received, dispatched)."""
        self.token += 1
        token = str(self.token)
        os.write(self.requests, ("sync %s\n" % token).encode())
        return self.wait("Orca to handle what it had queued (%s)" % why, lambda: self.synced.pop(token, None))

    def peek(self, why):
        """Orca's state as soon as its main loop turns, with no wait for its queues to empty."""
        self.token += 1
        token = str(self.token)
        os.write(self.requests, ("peek %s\n" % token).encode())
        return self.wait("Orca's state (%s)" % why, lambda: self.peeked.pop(token, None))

    def command(self, name):
        os.write(self.requests, ("command %s\n" % name).encode())
        done = self.wait("Orca's probe to run %s" % name, lambda: self.done.pop(name, None))
        if "error" in done:
            raise SessionError("Orca's probe could not run %s: %s" % (name, done["error"]))

    def said(self, expected, first):
        """Whether each of `expected` is among the utterances from `first` on (as many times as it
        is expected; in any order: the test compares the order)."""
        left = self.texts(first)
        for text in expected:
            if text not in left:
                return False
            left.remove(text)
        return True


def describe(state):
    """Orca's state in a few words, for messages."""
    focus = state.get("focus") or {}
    mode = "focus" if state.get("focus_mode") else "browse"
    if state.get("sticky_browse") or state.get("sticky_focus"):
        mode = "sticky " + mode
    return "Orca's focus: %s %r in %r, %s mode%s%s, last key %r" % (
        focus.get("role"), focus.get("name"), state.get("document"), mode,
        ", in say-all" if state.get("say_all") else "",
        ", say-all stopped by a key not released" if state.get("say_all_interrupted") else "", state.get("last_key"))


# ---------------------------------------------------------------------------------------- AT-SPI

class Accessibility:
    """What AT-SPI says of the page, through pyatspi (no main loop runs here, so libatspi caches
    nothing: each call reads Chromium's state as it is). Orca's own application is never asked
    anything: it does not answer while busy, and each call would wait 25 s."""

    def __init__(self, env, orca_pid):
        for key in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR"):
            os.environ[key] = env[key]
        os.environ.pop("AT_SPI_BUS_ADDRESS", None)
        import gi
        gi.require_version("Atspi", "2.0")
        import pyatspi  # reads the bus address from the environment set above
        self.pyatspi = pyatspi
        self.orca_pid = orca_pid

    def document(self, title):
        """The page's document frame once Chromium has loaded it (not busy)."""
        desktop = self.pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            application = desktop.getChildAtIndex(index)
            try:
                if application is None or application.get_process_id() == self.orca_pid \
                        or application.name != "Chromium":
                    continue
            except Exception:
                continue
            found = self.find(application, lambda node: node.getRole() == self.pyatspi.ROLE_DOCUMENT_WEB
                              and node.name == title, 40)
            if found is not None and not self.has(found, self.pyatspi.STATE_BUSY):
                return found
        return None

    def find(self, node, matches, depth):
        if depth < 0:
            return None
        try:
            if matches(node):
                return node
            for child in node:
                found = None if child is None else self.find(child, matches, depth - 1)
                if found is not None:
                    return found
        except Exception:
            return None
        return None

    def sliders(self, document):
        """The page's sliders in document order, once there is one and each has a name."""
        found = []

        def walk(node):
            for child in node:
                if child is None:
                    continue
                if child.getRole() == self.pyatspi.ROLE_SLIDER:
                    found.append(child)
                walk(child)
        try:
            walk(document)
            return found if found and all(slider.name for slider in found) else None
        except Exception:
            return None

    def gone(self, node):
        """Whether an object is no more: defunct, or its application no longer knows it."""
        try:
            return node.getState().contains(self.pyatspi.STATE_DEFUNCT) or node.getRole() == self.pyatspi.ROLE_INVALID
        except Exception:
            return True

    def has(self, node, state):
        try:
            return node.getState().contains(state)
        except Exception:
            return False

    def focused(self, nodes):
        """The index of the node of `nodes` that has the keyboard focus, or None."""
        for index, node in enumerate(nodes):
            if self.has(node, self.pyatspi.STATE_FOCUSED):
                return index
        return None

    def grab_focus(self, node):
        try:
            return node.queryComponent().grabFocus()
        except Exception as error:
            log("AT-SPI grabFocus failed: %r" % error)
            return False

    def read(self, slider):
        attributes = dict(item.partition(":")[::2] for item in slider.getAttributes())
        value = slider.queryValue()
        return {
            "id": attributes.get("id"), "role": slider.getRoleName(), "name": slider.name,
            "current": value.currentValue, "minimum": value.minimumValue, "maximum": value.maximumValue,
            "valuetext": attributes.get("valuetext"),
        }


# ---------------------------------------------------------------------------------------- a visit

class Visit:
    """One page in Chromium under Orca: its steps, key by key."""

    def __init__(self, session, orca, access, window, title, record, bound):
        self.session = session
        self.orca = orca
        self.access = access
        self.window = window
        self.title = title
        self.document = None
        self.sliders = []
        self.names = []
        self.record = record
        self.bound = bound
        self.current = None  # the index of the slider the last Tab reached
        self.recoveries = record["recoveries"] = []

    # What holds before a key: where the focus is, for AT-SPI and for Orca, and Orca's mode.

    def where(self, anchor):
        return "the document %r" % self.title if anchor is None else "the slider %r" % self.names[anchor]

    def focus_holds(self, anchor):
        """Whether AT-SPI has the keyboard focus on `anchor`: a slider, or (None) the document with
        no slider focused."""
        focused = self.access.focused(self.sliders)
        if anchor is None:
            return focused is None and self.access.has(self.document, self.access.pyatspi.STATE_FOCUSED)
        return focused == anchor

    def orca_holds(self, state, anchor):
        """Whether Orca's focus is on `anchor`: on the slider, or (None) in this document and on no
        slider."""
        focus = state.get("focus") or {}
        if anchor is None:
            return state.get("document") == self.title and focus.get("role") != "slider"
        return focus.get("role") == "slider" and focus.get("name") == self.names[anchor]

    def settle(self, anchor, why, bound):
        """Waits, at most `bound` seconds, until AT-SPI's and Orca's focus are on `anchor` and Orca
        has nothing queued; Orca's state then, or None."""
        began = time.monotonic()
        deadline = began + bound
        while True:
            if self.focus_holds(anchor):
                state = self.orca.sync(why)
                if self.orca_holds(state, anchor):
                    slow(began, "AT-SPI and Orca focus on %s (%s)" % (self.where(anchor), why))
                    return state
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            self.orca.alive()
            self.orca.pump(min(0.1, left))

    def wrong(self, anchor, state):
        """What keeps the focus and Orca from being ready for a key on `anchor` (None: the document),
        as (kind, words), or None: AT-SPI focus there, Orca's focus there, Orca not in say-all, and
        in browse mode in the document or in focus mode on a slider (neither one sticky)."""
        focus_mode = anchor is not None
        if not self.focus_holds(anchor):
            return "focus", "AT-SPI focus not on %s (%s)" % (self.where(anchor), describe(state))
        if not self.orca_holds(state, anchor):
            return "focus", "%s, not on %s" % (describe(state), self.where(anchor))
        if state.get("say_all") or state.get("say_all_interrupted"):
            return "say-all", describe(state)
        if bool(state.get("focus_mode")) != focus_mode or state.get("sticky_browse") or state.get("sticky_focus"):
            return "mode", "%s, not %s mode" % (describe(state), "focus" if focus_mode else "browse")
        return None

    def move_focus(self, anchor):
        """Gives the keyboard focus to `anchor`: a slider through AT-SPI (Component.grabFocus);
        the document by loading the page again (F5) and, if the focus is not in it then, AT-SPI's
        grabFocus on it. (Chromium's grabFocus on the document does nothing while an element in it
        has the focus, and a click would put the page's caret where the click lands, so that
        Chromium then reports each change of the text there as a caret move.) Only the first Tab
        has the document before it, so the page is as it was loaded."""
        if anchor is not None:
            self.access.grab_focus(self.sliders[anchor])
            return "AT-SPI grabFocus on %s" % self.where(anchor)
        old = self.sliders + [self.document]
        self.key("F5")
        poll_until("the page %r to be replaced after F5 (its old objects defunct in AT-SPI)" % self.title,
                   lambda: all(self.access.gone(node) for node in old), self.bound)
        self.load()
        action = "F5 (the page loaded again)"
        if not self.access.has(self.document, self.access.pyatspi.STATE_FOCUSED):
            self.access.grab_focus(self.document)
            action += ", AT-SPI grabFocus on the document"
        return action

    def load(self):
        """The page's document frame and sliders once Chromium has loaded it."""
        self.document = poll_until("the document frame %r in AT-SPI, loaded (not busy)" % self.title,
                                   lambda: self.access.document(self.title), self.bound, 0.3)
        self.sliders = poll_until("the sliders of %r in AT-SPI, each with a name" % self.title,
                                  lambda: self.access.sliders(self.document), self.bound, 0.3)
        if self.names and [slider.name for slider in self.sliders] != self.names:
            raise SessionError("the page %r loaded again has other sliders: %s, not %s" % (
                self.title, [slider.name for slider in self.sliders], self.names))
        self.names = [slider.name for slider in self.sliders]

    def mend(self, anchor, before, wrong):
        """Brings the focus back to `anchor` (the document or a slider), Orca out of say-all and
        into the mode it should be in there, each change checked; records what it did and what
        Orca said meanwhile."""
        kind, condition = wrong
        log("%s: %s; mending" % (before, condition))
        first = len(self.orca.speech)
        actions = []
        state = self.orca.sync("before mending")
        for _ in range(4):
            read = len(actions)
            state = self.stop_say_all(state, actions)
            # Say-all moved Orca's place in the page (where its next reading, or the context it
            # speaks on a Tab, starts): before the first Tab, the page is loaded again.
            moved = anchor is None and len(actions) != read
            if moved or not self.focus_holds(anchor) or not self.orca_holds(state, anchor):
                actions.append(self.move_focus(anchor))
                state = self.settle(anchor, "the focus on %s" % self.where(anchor), self.bound)
                if state is None:
                    raise timed_out(self.bound, "AT-SPI and Orca focus on %s (%s), mending %s: %s" % (
                        self.where(anchor), describe(self.orca.sync("failure")), before, condition))
            if bool(state.get("focus_mode")) != (anchor is not None) or state.get("sticky_browse") \
                    or state.get("sticky_focus"):
                self.key(ORCA_TOGGLE_MODE)
                actions.append(ORCA_TOGGLE_MODE)
                toggled = not state.get("focus_mode")
                state = self.orca.wait(
                    "Orca to switch to %s mode after %s" % ("focus" if toggled else "browse", ORCA_TOGGLE_MODE),
                    lambda: (lambda answer: answer if bool(answer.get("focus_mode")) == toggled else None)(
                        self.orca.sync("toggle")), interval=0.1)
            log("%s: mending: %s" % (before, actions))
            if self.wrong(anchor, state) is None:
                self.recoveries.append({"before": before, "kind": kind, "condition": condition, "actions": actions,
                                        "spoken": self.orca.texts(first)})
                return state
        raise SessionError("%s: could not bring the focus to %s in %s mode (%s): %s" % (
            before, self.where(anchor), "focus" if anchor is not None else "browse", actions,
            (self.wrong(anchor, state) or ("", ""))[1]))

    def press_and_wait(self, key, state, what, done, bound):
        """Presses `key`, waits for Orca to get it (its count of presses moves), then for `done`
        of Orca's state (peeked every 0.1 s, at most `bound` seconds); Orca's state then."""
        presses = state.get("presses")
        self.key(key)
        state = self.orca.wait("Orca to get %s" % key, lambda: (
            lambda answer: answer if answer.get("presses") != presses else None)(self.orca.peek(key)), interval=0.1)
        began = time.monotonic()
        while not done(state) and time.monotonic() - began < bound:
            self.orca.pump(0.1)
            state = self.orca.peek(what)
        return state

    def stop_say_all(self, state, actions):
        """Stops Orca's say-all, and clears the mark a stop leaves when it comes after the key's
        release (Orca then still counts itself in say-all, and keeps browse mode on a Tab). A key
        press stops the reading (Control, which moves nothing in the page), and its release
        clears the mark. A stop that comes while the next utterance waits in speech-dispatcher
        can leave Orca in say-all with nothing read any more; then say-all is started again
        (KP_Add) and its end waited for (the bound)."""
        if not state.get("say_all") and not state.get("say_all_interrupted"):
            return state
        if state.get("say_all"):
            actions.append("Control_L (stops say-all)")
            state = self.press_and_wait("Control_L", state, "say-all after Control_L",
                                        lambda answer: not answer.get("say_all"), self.bound / 6)
        if state.get("say_all"):
            actions.append("KP_Add (reads on to the end)")
            state = self.press_and_wait("KP_Add", state, "say-all after KP_Add",
                                        lambda answer: not answer.get("say_all"), self.bound)
        if state.get("say_all_interrupted"):
            actions.append("Control_L (clears say-all's stop)")
            state = self.press_and_wait("Control_L", state, "say-all's stop after Control_L",
                                        lambda answer: not answer.get("say_all_interrupted"), self.bound / 6)
        if state.get("say_all") or state.get("say_all_interrupted"):
            raise SessionError("Orca still in say-all after %s (%s)" % (actions, describe(state)))
        return self.orca.sync("say-all stopped")

    def prepare(self, anchor, before):
        """Makes sure the focus is on `anchor` and Orca ready for a key there, and mends it if not;
        Orca's state then."""
        state = self.orca.sync("before %s" % before)
        wrong = self.wrong(anchor, state)
        return state if wrong is None else self.mend(anchor, before, wrong)

    def window_focus(self):
        """The X input focus on Chromium's window (there is no window manager to give it)."""
        if self.session.xdotool("getwindowfocus", check=False).strip() != self.window:
            self.session.xdotool("windowfocus", "--sync", self.window)

    def key(self, key):
        self.window_focus()
        self.session.xdotool("key", key)

    def inject(self, fault, before):
        log("%s: injecting %s" % (before, fault))
        if fault == "focus-last-slider":
            self.access.grab_focus(self.sliders[-1])
            if self.settle(len(self.sliders) - 1, "the injected focus", self.bound) is None:
                raise timed_out(self.bound, "AT-SPI and Orca focus on the last slider (injected)")
        elif fault == "sticky-browse":
            self.orca.command("sticky-browse")
        elif fault == "say-all":
            self.key("KP_Add")
            self.orca.wait("Orca in say-all (injected)", lambda: self.orca.peek("injected say-all").get("say_all"),
                           interval=0.1)
        elif fault == "browse-mode":
            self.key(ORCA_TOGGLE_MODE)
            self.orca.wait("Orca in browse mode (injected)",
                           lambda: not self.orca.sync("injected browse mode").get("focus_mode"), interval=0.1)
        else:
            raise SessionError("unknown fault %r" % fault)

    # The first key, and each key.

    def start(self):
        """Waits for the page to be ready for the first key: AT-SPI focus in the document, Orca's
        focus there too, in browse mode, out of say-all, nothing queued. It mends what has not
        come by itself within a third of the bound."""
        state = self.settle(None, "the page loaded", self.bound / 3)
        if state is None or self.wrong(None, state) is not None:
            self.prepare(None, "the first key")

    def step(self, number, step):
        key = step["key"]
        before = "%s (key %d)" % (key, number)
        say = step.get("say")
        fault = step.get("inject")
        if key in ("Tab", "shift+Tab"):
            return self.tab(number, key, say, fault)
        if self.current is None:
            raise SessionError("%s: no slider has the focus yet (the first key of a visit is Tab)" % before)
        if fault == "browse-mode":
            self.inject(fault, before)
        elif fault:
            raise SessionError("%s: fault %r is for a Tab" % (before, fault))
        self.prepare(self.current, before)
        first = len(self.orca.speech)
        pressed = time.time()
        self.key(key)
        return self.finish(self.utterances({"key": key}, before, say, first), first, pressed)

    def utterances(self, result, before, say, first):
        """Waits for each utterance of `say` after the key, then for Orca to have nothing queued
        (what it says later belongs to the next key, where the test sees it). An utterance that
        does not come within the bound is recorded as "timed_out"."""
        if say is not None:
            try:
                self.orca.wait("Orca to say %s after %s in %r" % (json.dumps(say, ensure_ascii=False), before, self.title),
                               lambda: self.orca.said(say, first), self.bound)
            except SessionError as error:
                result["timed_out"] = str(error)
        self.orca.sync("after %s" % before)
        return result

    def finish(self, result, first, pressed):
        result["spoken"] = self.orca.texts(first)
        result["times"] = [round(at - pressed, 3) for at, _ in self.orca.speech[first:]]
        index = self.access.focused(self.sliders)
        result["focused"] = None if index is None else self.access.read(self.sliders[index])
        return result

    def tab(self, number, key, say, fault):
        before = "%s (key %d)" % (key, number)
        if key == "Tab":
            target = 0 if self.current is None else self.current + 1
            anchor = self.current
        else:
            target = self.current - 1 if self.current else None
            anchor = self.current
        if target is None or target >= len(self.sliders):
            raise SessionError("%s: no slider for it to reach (the page has %d)" % (before, len(self.sliders)))
        attempts = []
        for attempt in range(1, TAB_ATTEMPTS + 1):
            state = self.prepare(anchor, before)
            if fault and attempt == 1:
                self.inject(fault, before)
                state = self.orca.sync("injected %s" % fault)
            start = self.access.focused(self.sliders)
            if start == target:
                raise SessionError("%s: the slider %r has the focus before the Tab meant to reach it" % (
                    before, self.names[target]))
            first = len(self.orca.speech)
            pressed = time.time()
            self.key(key)
            outcome = self.await_tab(target, before, start, state)
            if outcome is None:
                self.current = target
                result = self.utterances({"key": key}, before, say, first)
                result = self.finish(result, first, pressed)
                if attempts:
                    self.recoveries.append({"before": before, "kind": "retried", "attempts": attempts})
                return result
            kind, condition = outcome
            log("%s, attempt %d: %s: %s" % (before, attempt, kind, condition))
            attempts.append({"kind": kind, "condition": condition, "spoken": self.orca.texts(first)})
        raise SessionError("%s: after %d attempts no Tab brought AT-SPI focus on the slider %r with Orca in focus "
                           "mode: %s" % (before, TAB_ATTEMPTS, self.names[target], attempts))

    def await_tab(self, target, before, start, prior):
        """After a Tab: None once AT-SPI's focus and Orca's are on the target slider and Orca is in
        focus mode; else what went wrong, as (kind, words): the focus on something else (AT-SPI
        puts it on another slider than the one it was on, `start`; or the application reported a
        focus after the Tab — its count of focus events is past the one in `prior`, Orca's state
        before the Tab — and AT-SPI has the focus elsewhere a question later, the slider's focus
        lost again included; or Orca's focus moved elsewhere, for two questions a second apart),
        Orca keeping the Tab from the page, nothing focused within the bound, Orca in browse mode
        on the slider, Orca in say-all."""
        name = self.names[target]
        deadline = time.monotonic() + self.bound
        asked = 0.0
        elsewhere = None
        diverged = 0
        reported = None  # the count of focus events the application had sent when first seen past the Tab
        while True:
            focused = self.access.focused(self.sliders)
            now = time.monotonic()
            if focused is not None and focused not in (target, start):
                return "other-slider", "AT-SPI focus on the slider %r, not %r" % (self.names[focused], name)
            if focused == target or now - asked >= 1:
                asked = now
                state = self.orca.sync("after %s" % before)
                focus = state.get("focus") or {}
                if state.get("say_all") or state.get("say_all_interrupted"):
                    # Orca keeps browse mode in say-all, and may keep the Tab from the page.
                    return "say-all", describe(state)
                if state.get("presses") != prior.get("presses") and state.get("last_press") == "Tab" \
                        and state.get("last_press_consumed"):
                    return "consumed", "Orca kept the Tab from the page (%s)" % describe(state)
                if focused == target and self.orca_holds(state, target):
                    if not state.get("focus_mode") or state.get("sticky_browse"):
                        return "browse-mode", "AT-SPI and Orca focus on the slider %r, but %s" % (name, describe(state))
                    return None
                if focused == target and self.access.focused(self.sliders) == target:
                    # Chromium had sent the focus event before it answered that the slider has the
                    # focus, and Orca has handled all it had received: twice so, Orca's focus is
                    # elsewhere for good (say-all moved it on, for one).
                    diverged += 1
                    if diverged == 2:
                        return "orca-elsewhere", "AT-SPI focus on the slider %r, but %s" % (name, describe(state))
                    continue
                diverged = 0
                if reported is not None and focused != target:
                    # The application moved the focus after the Tab, Orca has handled it (a question
                    # ago), and AT-SPI has it elsewhere now: on something else, or lost again.
                    gained = state.get("last_focus_event") or {}
                    if gained.get("role") == "slider" and gained.get("name") == name:
                        return "lost", "the slider %r had the focus after %s and lost it (%s)" % (
                            name, before, describe(state))
                    return "elsewhere", "the focus went to %s %r after %s (%s)" % (
                        gained.get("role"), gained.get("name"), before, describe(state))
                if reported is None and state.get("focus_events") != prior.get("focus_events"):
                    reported = state.get("focus_events")
                moved = state.get("focus_changes") != prior.get("focus_changes")
                if moved and focus.get("role") == "slider" and focus.get("name") != name:
                    return "other-slider", "%s, not the slider %r" % (describe(state), name)
                elif focused != target and moved and not self.orca_holds(state, target):
                    if elsewhere == focus:
                        return "elsewhere", "%s: the focus moved elsewhere" % describe(state)
                    elsewhere = focus
                else:
                    elsewhere = None
            if now >= deadline:
                return "no-focus", "timed out after %.0f s waiting for AT-SPI focus on a slider named %r after %s, " \
                       "and Orca's focus on it in focus mode (%s)" % (self.bound, name, before, describe(self.orca.sync("failure")))
            self.orca.alive()
            self.orca.pump(min(0.1, deadline - now))


# ---------------------------------------------------------------------------------------- the run

def missing_programs():
    missing = [name for name in ("Xvfb", "dbus-daemon", "dbus-send", "orca", "chromium", "xdotool", "pgrep")
               if shutil.which(name) is None]
    if not os.path.exists(AT_SPI_BUS_LAUNCHER):
        missing.append(AT_SPI_BUS_LAUNCHER)
    return missing


def read_steps(text):
    if text.endswith(".json"):
        with open(text, encoding="utf-8") as file:
            steps = json.load(file)
        if not isinstance(steps, list) or not all(isinstance(step, dict) and "key" in step for step in steps):
            raise SessionError("%s: not a list of steps {\"key\": …, \"say\": […]}" % text)
        return steps
    return [{"key": key} for key in text.split(",") if key]


def run(args):
    missing = missing_programs()
    if missing:
        raise SessionError("missing: %s (Debian: apt-get install orca xvfb at-spi2-core dbus-x11 "
                           "python3-pyatspi xdotool chromium)" % ", ".join(missing))
    visits = []
    for page, steps in args.visit:
        with open(page, encoding="utf-8") as file:
            title = re.search(r"<title>(.*?)</title>", file.read(), re.S)
        if not title:
            raise SessionError("%s has no <title> (it names Chromium's window)" % page)
        visits.append((os.path.abspath(page), title.group(1), read_steps(steps)))
    bound = args.bound
    lock = open(LOCK_FILE, "w")
    poll_until("the lock %s (another session runs)" % LOCK_FILE, lambda: try_lock(lock), 20 * bound, 0.5)
    others = other_orcas()
    if others:
        raise SessionError(
            "another Orca of uid %d runs (pid, state: %s): Orca will not start beside it, and this session "
            "stops only what it started" % (os.getuid(), others))
    work = args.workdir or tempfile.mkdtemp(prefix="orca-session-")
    os.makedirs(work, exist_ok=True)
    settings = os.path.join(work, "orca-settings")
    os.makedirs(settings, exist_ok=True)
    orca = Orca(work)
    orca.bound = bound
    with open(os.path.join(settings, "orca-customizations.py"), "w") as file:
        file.write(orca.probe(os.path.join(work, "speech.log"), args.key_echo))
    become_subreaper()
    session = Session(work)
    result = {"key_echo": args.key_echo, "visits": [], "warnings": []}
    timings = {}
    try:
        began = time.monotonic()
        ready, write_end = os.pipe()
        session.start("xvfb", ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x1024x24", "-nolisten",
                               "tcp", "-noreset"], pass_fds=(write_end,))
        os.close(write_end)
        with os.fdopen(ready) as pipe:
            display = pipe.readline().strip()
        if not display:
            raise SessionError("Xvfb did not start (see %s/xvfb.log)" % work)
        session.env["DISPLAY"] = ":" + display
        bus = session.start("dbus", ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                            stdout=subprocess.PIPE)
        address = bus.stdout.readline().decode().strip()
        if not address:
            raise SessionError("dbus-daemon printed no address")
        session.env["DBUS_SESSION_BUS_ADDRESS"] = address
        session.start("atspi", [AT_SPI_BUS_LAUNCHER, "--launch-immediately"])
        poll_until("the AT-SPI bus (org.a11y.Bus answering GetAddress)", lambda: subprocess.run(
            ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
             "org.a11y.Bus.GetAddress"], env=session.env, capture_output=True).returncode == 0, bound)
        timings["buses"] = round(time.monotonic() - began, 2)

        began = time.monotonic()
        command = ["orca", "-u", settings]
        if args.orca_debug:
            command += ["--debug-file", os.path.join(work, "orca-debug.out")]
        orca.process = session.start("orca", command)
        orca.wait("Orca's probe to answer from Orca's main loop (Orca started, its listeners registered)",
                  lambda: orca.ready)
        timings["orca"] = round(time.monotonic() - began, 2)
        access = None
        for number, (page, title, steps) in enumerate(visits):
            began = time.monotonic()
            visit = {"page": page, "title": title}
            result["visits"].append(visit)
            profile = os.path.join(work, "chromium-%d" % number)
            os.makedirs(os.path.join(profile, "Default"), exist_ok=True)
            with open(os.path.join(profile, "Default", "Preferences"), "w") as preferences:
                # The Translate bubble would take the keyboard focus from an Arabic page.
                json.dump({"translate": {"enabled": False}, "browser": {"has_seen_welcome_page": True}}, preferences)
            first = len(orca.speech)
            chromium = session.start("chromium-%d" % number, [
                "chromium", "--no-sandbox", "--force-renderer-accessibility", "--user-data-dir=" + profile,
                "--no-first-run", "--no-default-browser-check", "--disable-gpu", "--password-store=basic",
                "--disable-component-update", "--disable-sync", "--lang=en-US", "--window-position=0,0",
                "--window-size=1200,900", "--app=file://" + page])
            window = poll_until("Chromium's window %r" % title, lambda: session.xdotool(
                "search", "--onlyvisible", "--name", "^" + re.escape(title) + "$", check=False).split(), bound, 0.25)[0]
            # No window manager: windowactivate needs one; windowfocus does not.
            session.xdotool("windowfocus", "--sync", window)
            if access is None:
                access = Accessibility(session.env, orca.process.pid)
            driver = Visit(session, orca, access, window, title, visit, bound)
            driver.load()
            driver.start()
            visit["load_spoken"] = orca.texts(first)
            visit["sliders"] = [access.read(slider) for slider in driver.sliders]
            visit["load_seconds"] = round(time.monotonic() - began, 2)
            began = time.monotonic()
            done = visit["steps"] = []
            for step in steps:
                outcome = driver.step(len(done) + 1, step)
                done.append(outcome)
                log("%-10s %s" % (step["key"], json.dumps(outcome["spoken"], ensure_ascii=False)))
                if "timed_out" in outcome:
                    result["warnings"].append("%s: %s; the visit's other keys were not pressed" % (
                        title, outcome["timed_out"]))
                    break
            # Whatever Orca says after the last key, before the page closes.
            after = len(orca.speech)
            orca.sync("after the last key of %r" % title)
            visit["spoken_after"] = orca.texts(after)
            visit["keys_seconds"] = round(time.monotonic() - began, 2)
            visit["sliders_after"] = [access.read(slider) for slider in driver.sliders]
            for recovery in visit["recoveries"]:
                log("recovered: %s" % json.dumps(recovery, ensure_ascii=False))
            orca.alive()
            if chromium.poll() is not None:
                raise SessionError("Chromium ended during the session (see %s/chromium-%d.log)" % (work, number))
            session.stop_child("chromium-%d" % number, chromium)
    finally:
        signal.alarm(0)
        began = time.monotonic()
        session.stop()
        timings["stop"] = round(time.monotonic() - began, 2)
        timings["total"] = round(time.monotonic() - T0, 2)
        result["timings"] = timings
        if not args.workdir:
            shutil.rmtree(work, ignore_errors=True)
    result["versions"] = {
        "orca": subprocess.run(["orca", "--version"], capture_output=True, text=True).stdout.strip(),
        "chromium": subprocess.run(["chromium", "--version"], capture_output=True, text=True).stdout.strip(),
    }
    return result


def try_lock(lock):
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except BlockingIOError:
        return False


def stop_on_signal(number, frame):
    raise KeyboardInterrupt("signal %d" % number)


def out_of_time(number, frame):
    raise SessionError("the whole session ran past --deadline")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--visit", nargs=2, action="append", required=True, metavar=("PAGE", "STEPS"),
                        help="an HTML page (its <title> names Chromium's window) and its steps: a JSON file "
                             "([{\"key\": \"Tab\", \"say\": [...]}, ...]) or xdotool keys, comma-separated; "
                             "repeatable, one Chromium after another")
    parser.add_argument("--json", help="write the JSON here (default: standard output)")
    parser.add_argument("--bound", type=float, default=60,
                        help="seconds at most for each condition waited for (60); only a failure takes it")
    parser.add_argument("--deadline", type=float, default=1800,
                        help="seconds at most for the whole session (1800), whatever happens")
    parser.add_argument("--key-echo", action="store_true", help="keep Orca's key echo (off by default)")
    parser.add_argument("--orca-debug", action="store_true", help="Orca's debug log into the work directory")
    parser.add_argument("--workdir", help="keep every log here (default: a temporary directory, removed)")
    args = parser.parse_args()
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGHUP, signal.SIGINT, signal.SIGALRM})
    signal.signal(signal.SIGTERM, stop_on_signal)
    signal.signal(signal.SIGHUP, stop_on_signal)
    signal.signal(signal.SIGALRM, out_of_time)
    signal.alarm(max(1, int(args.deadline)))
    try:
        result = run(args)
    except SessionError as error:
        print("orca-session: error: %s" % error, file=sys.stderr)
        return 2
    except KeyboardInterrupt as interruption:
        print("orca-session: stopped (%s); what it started is stopped" % interruption, file=sys.stderr)
        return 130
    finally:
        signal.alarm(0)
    text = json.dumps(result, ensure_ascii=False, indent=1)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            out.write(text + "\n")
    else:
        print(text)
    for warning in result["warnings"]:
        print("orca-session: warning: %s" % warning, file=sys.stderr)
    return 3 if result["warnings"] else 0


if __name__ == "__main__":
    sys.exit(main())
