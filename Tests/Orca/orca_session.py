#!/usr/bin/python3
r"""One session of the real Orca screen reader on a page in Chromium: what Orca speaks for each key.

    /usr/bin/python3 Tests/Orca/orca_session.py --visit en.html Tab,Right,End --visit ar.html Tab,Left \
        --json out.json

Starts, as its own children and in this order: Xvfb, a D-Bus session bus, the AT-SPI bus
(/usr/libexec/at-spi-bus-launcher), Orca with a settings directory of its own, and for each
visit Chromium (not headless, --force-renderer-accessibility --no-sandbox) on its page, one
after the other under the one Orca. (One page a visit: a page whose first live region is in
another language than the page's kept Orca 43 in browse mode on the first Tab.) Orca's own "speech" logger
gets a file handler (orca-customizations.py), so every utterance Orca sends to speech is logged
the moment it is sent; speech-dispatcher, which Orca starts, plays into ALSA's null device (without
a sound device of its own it would never answer, and Orca would hang on its first utterance).

Then it presses each key with xdotool, waits until Orca has been quiet for --quiet seconds (at
least --min-wait after the key), and records the utterances, and what AT-SPI (pyatspi) reads of
the focused slider: role, name, Value (current, minimum, maximum) and the valuetext attribute.
At the end it stops every process it started, by pid, and the daemons those left behind (it is
their subreaper), and nothing else.

It refuses to run while another Orca of this user runs: Orca would refuse to start beside it,
and `orca --replace` would kill it. Exit status: 0 done; 2 could not run (the message says why);
3 ran, with a warning in the JSON (a Tab that focused no slider); 130 stopped by a signal.

Needs Debian's /usr/bin/python3 (pyatspi is a Debian package, not in a virtual environment) and
the packages orca xvfb at-spi2-core dbus-x11 python3-pyatspi xdotool chromium.
"""

import argparse
import ctypes
import fcntl
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

LOCK_FILE = "/tmp/slider-speech-orca-session.lock"
AT_SPI_BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
T0 = time.monotonic()

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

CUSTOMIZATIONS = """\
# Every utterance goes through orca.speech's logger "speech" (log.info("SPEECH OUTPUT: '...'"))
# before speech-dispatcher; a FileHandler flushes each record at once.
import logging
_handler = logging.FileHandler({path!r}, encoding="utf-8")
_handler.setFormatter(logging.Formatter("@@%(created).6f %(message)s"))
logging.getLogger("speech").addHandler(_handler)
from orca import settings as _settings
_settings.enableKeyEcho = {key_echo!r}
"""

RECORD = re.compile(r"^@@(\d+\.\d+) (.*)$", re.S)
# speech.speak logs "SPEECH OUTPUT: 'text'" (and a voice); key echo "SPEECH OUTPUT: 'tab ' {...}".
UTTERANCE = re.compile(r"^SPEECH OUTPUT: '(.*)'(?: voice=\w+)?(?: \{.*\})?$", re.S)


class SessionError(Exception):
    """Why the session could not run: exit status 2."""


def log(message):
    print("[orca-session %6.2f] %s" % (time.monotonic() - T0, message), file=sys.stderr, flush=True)


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


def wait_for(what, check, timeout, interval=0.1):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(interval)
    raise SessionError("timed out after %.0f s waiting for %s" % (timeout, what))


# ---------------------------------------------------------------------------------------- speech

class SpeechLog:
    """Orca's speech log, read as it grows: (time, text, is key echo)."""

    def __init__(self, path):
        self.path = path
        self.offset = 0
        self.partial = ""
        self.records = []

    def poll(self):
        try:
            with open(self.path, encoding="utf-8", errors="surrogateescape") as file:
                file.seek(self.offset)
                data = file.read()
                self.offset = file.tell()
        except FileNotFoundError:
            return 0
        if not data:
            return 0
        self.partial += data
        chunks = re.split(r"\n(?=@@\d+\.\d+ )", self.partial)
        complete, self.partial = chunks[:-1], chunks[-1]
        if self.partial.endswith("\n"):
            complete.append(self.partial[:-1])
            self.partial = ""
        for chunk in complete:
            record = RECORD.match(chunk)
            if not record:
                continue
            utterance = UTTERANCE.match(record.group(2))
            text = utterance.group(1) if utterance else record.group(2)
            self.records.append((float(record.group(1)), text))
        return len(complete)

    def wait_quiet(self, quiet, timeout, min_wait):
        """The records that come until none has come for `quiet` seconds, at least `min_wait`
        seconds from now."""
        first = len(self.records)
        start = last = time.monotonic()
        while True:
            time.sleep(0.03)
            now = time.monotonic()
            if self.poll():
                last = now
            if now - last >= quiet and now - start >= min_wait:
                break
            if now - start >= timeout:
                log("Orca still speaking %.1f s after the key; going on" % timeout)
                break
        return self.records[first:]


# ---------------------------------------------------------------------------------------- AT-SPI

class Accessibility:
    """What AT-SPI says of the page's sliders, through pyatspi. Orca's own application is never
    asked anything: it does not answer while busy, and each call would wait 25 s."""

    def __init__(self, env, orca_pid):
        for key in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR"):
            os.environ[key] = env[key]
        os.environ.pop("AT_SPI_BUS_ADDRESS", None)
        import gi
        gi.require_version("Atspi", "2.0")
        import pyatspi  # reads the bus address from the environment set above
        self.pyatspi = pyatspi
        self.orca_pid = orca_pid
        self.sliders = []

    def document(self, title):
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
            if found is not None:
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

    def collect_sliders(self, document):
        found = []

        def walk(node):
            for child in node:
                if child is None:
                    continue
                if child.getRole() == self.pyatspi.ROLE_SLIDER:
                    found.append(child)
                walk(child)
        walk(document)
        self.sliders = found
        return found

    def read(self, slider):
        attributes = dict(item.partition(":")[::2] for item in slider.getAttributes())
        value = slider.queryValue()
        return {
            "id": attributes.get("id"), "role": slider.getRoleName(), "name": slider.name,
            "current": value.currentValue, "minimum": value.minimumValue, "maximum": value.maximumValue,
            "valuetext": attributes.get("valuetext"),
        }

    def focused(self):
        for slider in self.sliders:
            try:
                if slider.getState().contains(self.pyatspi.STATE_FOCUSED):
                    return self.read(slider)
            except Exception:
                continue
        return None


# ---------------------------------------------------------------------------------------- the run

def missing_programs():
    missing = [name for name in ("Xvfb", "dbus-daemon", "dbus-send", "orca", "chromium", "xdotool", "pgrep")
               if shutil.which(name) is None]
    if not os.path.exists(AT_SPI_BUS_LAUNCHER):
        missing.append(AT_SPI_BUS_LAUNCHER)
    return missing


def run(args):
    missing = missing_programs()
    if missing:
        raise SessionError("missing: %s (Debian: apt-get install orca xvfb at-spi2-core dbus-x11 "
                           "python3-pyatspi xdotool chromium)" % ", ".join(missing))
    visits = []
    for page, keys in args.visit:
        with open(page, encoding="utf-8") as file:
            title = re.search(r"<title>(.*?)</title>", file.read(), re.S)
        if not title:
            raise SessionError("%s has no <title> (it names Chromium's window)" % page)
        visits.append((os.path.abspath(page), title.group(1), [key for key in keys.split(",") if key]))
    lock = open(LOCK_FILE, "w")
    wait_for("the lock %s (another session runs)" % LOCK_FILE, lambda: try_lock(lock), 120, 0.5)
    others = other_orcas()
    if others:
        raise SessionError(
            "another Orca of uid %d runs (pid, state: %s): Orca will not start beside it, and this session "
            "stops only what it started" % (os.getuid(), others))
    work = args.workdir or tempfile.mkdtemp(prefix="orca-session-")
    os.makedirs(work, exist_ok=True)
    speech_path = os.path.join(work, "speech.log")
    settings = os.path.join(work, "orca-settings")
    os.makedirs(settings, exist_ok=True)
    with open(os.path.join(settings, "orca-customizations.py"), "w") as file:
        file.write(CUSTOMIZATIONS.format(path=speech_path, key_echo=args.key_echo))
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
        wait_for("the AT-SPI bus (org.a11y.Bus)", lambda: subprocess.run(
            ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
             "org.a11y.Bus.GetAddress"], env=session.env, capture_output=True).returncode == 0, 10)
        timings["buses"] = round(time.monotonic() - began, 2)

        began = time.monotonic()
        speech = SpeechLog(speech_path)
        orca = session.start("orca", ["orca", "-u", settings])
        wait_for("Orca's \"Screen reader on.\"",
                 lambda: (speech.poll(), any(text == "Screen reader on." for _, text in speech.records))[1], 30)
        timings["orca"] = round(time.monotonic() - began, 2)
        access = None
        for number, (page, title, keys) in enumerate(visits):
            began = time.monotonic()
            visit = {"page": page, "title": title}
            result["visits"].append(visit)
            profile = os.path.join(work, "chromium-%d" % number)
            os.makedirs(os.path.join(profile, "Default"), exist_ok=True)
            with open(os.path.join(profile, "Default", "Preferences"), "w") as preferences:
                # The Translate bubble would take the keyboard focus from an Arabic page.
                json.dump({"translate": {"enabled": False}, "browser": {"has_seen_welcome_page": True}}, preferences)
            speech.poll()
            first = len(speech.records)
            chromium = session.start("chromium-%d" % number, [
                "chromium", "--no-sandbox", "--force-renderer-accessibility", "--user-data-dir=" + profile,
                "--no-first-run", "--no-default-browser-check", "--disable-gpu", "--password-store=basic",
                "--disable-component-update", "--disable-sync", "--lang=en-US", "--window-position=0,0",
                "--window-size=1200,900", "--app=file://" + page])
            window = wait_for("Chromium's window", lambda: subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", "^" + re.escape(title) + "$"], env=session.env,
                capture_output=True, text=True).stdout.split(), 40, 0.25)[0]
            # No window manager: windowactivate needs one; windowfocus does not.
            subprocess.run(["xdotool", "windowfocus", "--sync", window], env=session.env, check=True)
            if access is None:
                access = Accessibility(session.env, orca.pid)
            document = wait_for("the page in AT-SPI", lambda: access.document(title), 30, 0.3)
            sliders = wait_for("the page's sliders in AT-SPI", lambda: access.collect_sliders(document), 15, 0.3)
            speech.wait_quiet(args.quiet * 2, 20, args.min_wait)
            visit["load_spoken"] = [text for _, text in speech.records[first:]]
            visit["sliders"] = [access.read(slider) for slider in sliders]
            visit["load_seconds"] = round(time.monotonic() - began, 2)
            began = time.monotonic()
            steps = visit["steps"] = []
            for key in keys:
                focus = subprocess.run(["xdotool", "getwindowfocus"], env=session.env, capture_output=True,
                                       text=True).stdout.strip()
                if focus != window:
                    subprocess.run(["xdotool", "windowfocus", "--sync", window], env=session.env)
                speech.poll()
                pressed = time.time()
                subprocess.run(["xdotool", "key", key], env=session.env, check=True)
                records = speech.wait_quiet(args.quiet, args.key_timeout, args.min_wait)
                step = {"key": key, "spoken": [text for _, text in records],
                        "times": [round(at - pressed, 3) for at, _ in records], "focused": access.focused()}
                steps.append(step)
                if key in ("Tab", "shift+Tab") and step["focused"] is None:
                    result["warnings"].append("%s: after %s (key %d) no slider has the focus" % (title, key, len(steps)))
                log("%-10s %s" % (key, json.dumps(step["spoken"], ensure_ascii=False)))
            visit["keys_seconds"] = round(time.monotonic() - began, 2)
            visit["sliders_after"] = [access.read(slider) for slider in sliders]
            if orca.poll() is not None:
                raise SessionError("Orca ended during the session (see %s/orca.log)" % work)
            if chromium.poll() is not None:
                raise SessionError("Chromium ended during the session (see %s/chromium-%d.log)" % (work, number))
            session.stop_child("chromium-%d" % number, chromium)
            speech.wait_quiet(0.3, 5, 0.3)
    finally:
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


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--visit", nargs=2, action="append", required=True, metavar=("PAGE", "KEYS"),
                        help="an HTML page (its <title> names Chromium's window) and the xdotool keys to press "
                             "there, comma-separated (Tab,Right,Prior,…); repeatable, one Chromium after another")
    parser.add_argument("--json", help="write the JSON here (default: standard output)")
    parser.add_argument("--quiet", type=float, default=0.8, help="seconds of silence that end a key (0.8)")
    parser.add_argument("--min-wait", type=float, default=0.9, help="seconds at least after each key (0.9)")
    parser.add_argument("--key-timeout", type=float, default=8, help="seconds at most after each key (8)")
    parser.add_argument("--key-echo", action="store_true", help="keep Orca's key echo (off by default)")
    parser.add_argument("--workdir", help="keep every log here (default: a temporary directory, removed)")
    args = parser.parse_args()
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGHUP, signal.SIGINT})
    signal.signal(signal.SIGTERM, stop_on_signal)
    signal.signal(signal.SIGHUP, stop_on_signal)
    try:
        result = run(args)
    except SessionError as error:
        print("orca-session: error: %s" % error, file=sys.stderr)
        return 2
    except KeyboardInterrupt as interruption:
        print("orca-session: stopped (%s); what it started is stopped" % interruption, file=sys.stderr)
        return 130
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
