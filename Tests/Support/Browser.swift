import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Headless Chromium driven over the DevTools protocol through `--remote-debugging-pipe`: JSON
/// messages separated by NUL bytes, read by the browser on its descriptor 3 and written on its
/// descriptor 4. (Debian's libcurl has no WebSocket support, so the port-based protocol is out
/// of reach of FoundationNetworking.)
///
/// One browser per suite: start it, attach to its page, and ``close()`` it at the end — it
/// runs in a process group of its own, which `close` ends whatever the browser left behind.
public final class Browser {
    /// Why the browser could not be started or answered an error.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        /// A failure saying `description`.
        public init(description: String) { self.description = description }
    }

    /// The browser's executable, or `nil` when none is installed.
    public static func executable() -> String? {
        for candidate in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        where access(candidate, X_OK) == 0 {
            return candidate
        }
        return nil
    }

    public let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let profile: String
    private var pending: [UInt8] = []
    private var nextID = 1
    private var closed = false
    /// The page's session, once attached.
    public private(set) var session: String?
    /// Every event the browser sent, in order, as `(method, params, session)`; `session` is the
    /// page's session for the page's events, `nil` for the browser's own.
    public private(set) var events: [(method: String, params: [String: Any], session: String?)] = []

    /// Keeps a message that is an event.
    private func record(_ message: [String: Any]) {
        if let event = message["method"] as? String {
            events.append((event, message["params"] as? [String: Any] ?? [:], message["sessionId"] as? String))
        }
    }

    /// Starts a headless browser with a fresh profile and attaches to its first page.
    public init(executable: String) throws {
        signal(SIGPIPE, SIG_IGN)
        profile = NSTemporaryDirectory() + "slider-speech-chromium-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
        var commands: [Int32] = [0, 0]  // we write [1], the browser reads [0] as its 3
        var answers: [Int32] = [0, 0]  // the browser writes [1] as its 4, we read [0]
        guard pipe(&commands) == 0, pipe(&answers) == 0 else { throw Failure(description: "pipe: \(errno)") }
        // Move the browser's ends above 10 first, so that dup2 onto 3 and 4 can never close one
        // of them (a pipe end may itself be 3 or 4).
        let browserReads = fcntl(commands[0], F_DUPFD, 10)
        let browserWrites = fcntl(answers[1], F_DUPFD, 10)
        Glibc.close(commands[0])
        Glibc.close(answers[1])
        for end in [commands[1], answers[0]] { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, browserReads, 3)
        posix_spawn_file_actions_adddup2(&actions, browserWrites, 4)
        posix_spawn_file_actions_addclose(&actions, browserReads)
        posix_spawn_file_actions_addclose(&actions, browserWrites)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let arguments = [
            executable, "--headless", "--no-sandbox", "--remote-debugging-pipe", "--user-data-dir=\(profile)",
            "--no-first-run", "--no-default-browser-check", "--disable-gpu", "--disable-extensions",
            "--disable-background-networking", "--disable-sync", "--mute-audio", "--window-size=1100,1600",
            "--force-device-scale-factor=1", "about:blank",
        ]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, environ)
        Glibc.close(browserReads)
        Glibc.close(browserWrites)
        guard status == 0 else {
            Glibc.close(commands[1])
            Glibc.close(answers[0])
            throw Failure(description: "posix_spawn \(executable): \(status)")
        }
        pid = child
        toBrowser = commands[1]
        fromBrowser = answers[0]
        try attach()
    }

    deinit { close() }

    /// How long a wait lasts at most by default: only a failure takes it (a busy machine slows
    /// the browser, never past this).
    public static let bound: Double = 60

    /// Attaches to the browser's first page, found through `Target.targetCreated` (target
    /// discovery reports the targets that exist as well as new ones).
    private func attach() throws {
        let mark = events.count
        try call("Target.setDiscoverTargets", ["discover": true], session: nil)
        let created = try waitForEvent("Target.targetCreated", since: mark, session: .some(nil)) { params in
            (params["targetInfo"] as? [String: Any])?["type"] as? String == "page"
        }
        guard let id = (created["targetInfo"] as? [String: Any])?["targetId"] as? String else {
            throw Failure(description: "Target.targetCreated without a targetId: \(created)")
        }
        let attached = try call("Target.attachToTarget", ["targetId": id, "flatten": true], session: nil)
        session = attached["sessionId"] as? String
        for domain in ["Page", "Runtime", "Log", "Network", "Accessibility", "DOM"] {
            _ = try call("\(domain).enable")
        }
        try call("Page.setLifecycleEventsEnabled", ["enabled": true])
    }

    /// Sends a command (to the page's session unless `session` is `nil` and the page is not
    /// attached yet) and waits for its answer.
    @discardableResult
    public func call(
        _ method: String, _ params: [String: Any] = [:], session: String?? = .none, timeout: Double = Browser.bound
    )
        throws -> [String: Any]
    {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        let target: String? = session ?? self.session
        if let target { message["sessionId"] = target }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(toBrowser, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(description: "\(method): the browser went away (write: \(errno))")
            }
            offset += written
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            guard let answer = try nextMessage(until: deadline) else {
                throw Failure(description: "timed out after \(Int(timeout)) s waiting for the answer to \(method)")
            }
            if let answerID = answer["id"] as? Int, answerID == id {
                if let error = answer["error"] as? [String: Any] {
                    throw Failure(description: "\(method): \(error["message"] ?? error)")
                }
                return answer["result"] as? [String: Any] ?? [:]
            }
            record(answer)
        }
    }

    /// Waits until an event named `method` (of the page's session, or of the browser with
    /// `session: .some(nil)`) whose parameters pass `matching` has come, or came already since
    /// the event numbered `since`; throws, naming it, after `timeout` seconds.
    @discardableResult
    public func waitForEvent(
        _ method: String, since: Int = 0, session: String?? = .none, timeout: Double = Browser.bound,
        matching: ([String: Any]) -> Bool = { _ in true }
    ) throws -> [String: Any] {
        let target: String? = session ?? self.session
        var seen = min(since, events.count)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            for event in events[seen...]
            where event.method == method && event.session == target && matching(event.params) {
                return event.params
            }
            seen = events.count
            guard let message = try nextMessage(until: deadline) else {
                throw Failure(description: "timed out after \(Int(timeout)) s waiting for the DevTools event \(method)")
            }
            record(message)
        }
    }

    /// Opens a URL in the page and waits for its load event: the lifecycle event `load` of the
    /// navigation `Page.navigate` started (its loader), not of a page before it.
    public func navigate(_ url: String) throws {
        let mark = events.count
        let result = try call("Page.navigate", ["url": url])
        if let error = result["errorText"] as? String { throw Failure(description: "navigate \(url): \(error)") }
        let loader = result["loaderId"] as? String
        do {
            try waitForEvent("Page.lifecycleEvent", since: mark) { params in
                params["name"] as? String == "load" && (loader == nil || params["loaderId"] as? String == loader)
            }
        } catch let failure as Failure {
            throw Failure(description: "\(failure.description) (the load event of \(url))")
        }
    }

    /// Waits until the JavaScript `expression`, evaluated in the page, has the value `expected`
    /// (compared as JSON), and returns it; the page checks after each change of the document
    /// (a MutationObserver) and each 50 ms. After `timeout` seconds it throws, saying what it
    /// waited for (`what`) and the value it found.
    @discardableResult
    public func waitUntil(_ expression: String, equals expected: Any, _ what: String, timeout: Double = Browser.bound)
        throws -> Any?
    {
        let wanted = String(decoding: try JSONSerialization.data(withJSONObject: [expected]), as: UTF8.self)
        let script = """
            new Promise(function (resolve) {
              var wanted = JSON.stringify(\(wanted)[0]), done = false, observer, timer, last;
              function value() { try { return (\(expression)); } catch (error) { return "(" + error + ")"; } }
              function finish(ok) {
                done = true; observer.disconnect(); clearInterval(timer); resolve({ok: ok, value: last});
              }
              function check() {
                if (done) { return; }
                last = value();
                if (JSON.stringify(last) === wanted) { finish(true); }
                else if (performance.now() > deadline) { finish(false); }
              }
              var deadline = performance.now() + \(Int(timeout * 1000));
              observer = new MutationObserver(check);
              observer.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
              timer = setInterval(check, 50);
              check();
            })
            """
        let answer = try evaluate(script, awaitPromise: true, timeout: timeout + 30) as? [String: Any] ?? [:]
        guard answer["ok"] as? Bool == true else {
            let found = answer["value"].map { "\($0)" } ?? "undefined"
            throw Failure(
                description: "timed out after \(Int(timeout)) s waiting for \(what): \(expression) is \(found), not \(expected)")
        }
        return answer["value"]
    }

    /// Reads `read` again until `done` holds for what it gives, and returns that; a state held
    /// outside the page's script (the accessibility tree) is polled so, every `interval` seconds.
    /// After `timeout` seconds it throws, saying what it waited for and what it read last.
    public func poll<Value>(
        _ what: String, timeout: Double = Browser.bound, interval: Double = 0.05, _ read: () throws -> Value,
        until done: (Value) -> Bool, describe: (Value) -> String = { "\($0)" }
    ) throws -> Value {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let value = try read()
            if done(value) { return value }
            guard Date() < deadline else {
                throw Failure(description: "timed out after \(Int(timeout)) s waiting for \(what); last read: \(describe(value))")
            }
            // Events that come meanwhile are kept.
            if let message = try nextMessage(until: Date().addingTimeInterval(interval)) { record(message) }
        }
    }

    /// Evaluates a JavaScript expression in the page and returns its value; with `awaitPromise`,
    /// the value the promise it gives settles on.
    public func evaluate(_ expression: String, awaitPromise: Bool = false, timeout: Double = Browser.bound) throws -> Any? {
        let result = try call(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": awaitPromise],
            timeout: timeout)
        if let exception = result["exceptionDetails"] { throw Failure(description: "\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// A mouse event at `(x, y)` in CSS pixels of the viewport: `mousePressed`, `mouseMoved`
    /// or `mouseReleased`, with the left button.
    public func mouse(_ type: String, x: Double, y: Double) throws {
        try call(
            "Input.dispatchMouseEvent",
            ["type": type, "x": x, "y": y, "button": "left", "buttons": type == "mouseReleased" ? 0 : 1, "clickCount": 1])
    }

    /// A touch event with one finger at `(x, y)`: `touchStart`, `touchMove` or `touchEnd`.
    public func touch(_ type: String, x: Double, y: Double) throws {
        let points: [[String: Any]] = type == "touchEnd" ? [] : [["x": x, "y": y, "id": 1]]
        try call("Input.dispatchTouchEvent", ["type": type, "touchPoints": points])
    }

    /// A PNG of the viewport.
    public func screenshot() throws -> Data {
        let shot = try call("Page.captureScreenshot", ["format": "png"])
        guard let data = Data(base64Encoded: shot["data"] as? String ?? "") else {
            throw Failure(description: "Page.captureScreenshot: no PNG")
        }
        return data
    }

    /// Presses and releases a key in the focused element.
    public func press(_ key: String) throws {
        let codes = [
            "ArrowLeft": 37, "ArrowUp": 38, "ArrowRight": 39, "ArrowDown": 40, "PageUp": 33, "PageDown": 34,
            "End": 35, "Home": 36,
        ]
        let code = codes[key] ?? 0
        for type in ["rawKeyDown", "keyUp"] {
            try call(
                "Input.dispatchKeyEvent",
                ["type": type, "key": key, "code": key, "windowsVirtualKeyCode": code, "nativeVirtualKeyCode": code])
        }
    }

    private func nextMessage(until deadline: Date) throws -> [String: Any]? {
        while true {
            if let end = pending.firstIndex(of: 0) {
                let data = Data(pending[..<end])
                pending.removeSubrange(...end)
                return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            var poller = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            let ready = Glibc.poll(&poller, 1, Int32(min(left, 5) * 1000))
            if ready < 0, errno == EINTR { continue }
            if ready <= 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
            if count <= 0 { throw Failure(description: "the browser closed its pipe") }
            pending += chunk[0..<count]
        }
    }

    /// Closes the browser (`Browser.close`), waits for it to exit — its end of the pipe closes
    /// then, at most 10 s — and ends whatever its process group left.
    public func close() {
        guard !closed else { return }
        closed = true
        _ = try? call("Browser.close", session: .some(nil), timeout: 5)
        let deadline = Date().addingTimeInterval(10)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while deadline.timeIntervalSinceNow > 0 {
            var poller = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            let ready = Glibc.poll(&poller, 1, Int32(deadline.timeIntervalSinceNow * 1000) + 1)
            if ready < 0, errno == EINTR { continue }
            if ready <= 0 { break }
            if chunk.withUnsafeMutableBytes({ read(fromBrowser, $0.baseAddress, $0.count) }) <= 0 { break }
        }
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        Glibc.close(toBrowser)
        Glibc.close(fromBrowser)
        try? FileManager.default.removeItem(atPath: profile)
    }
}
