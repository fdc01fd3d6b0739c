import SliderCore

/// The JSON of `announce --format json` and of pipeline results, shared by `announce`,
/// `pipeline` and tests.
package enum AnnouncementJSON {
    /// One element: id, label, value text, role, hint, limits, now, per-platform properties and
    /// spoken text. Element-level `role` is the ARIA role and `hint` the iOS hint;
    /// `spoken` holds speech forms.
    package static func element(_ element: SliderElement) -> JSONValue {
        let voiceOver = element.voiceOver
        let talkBack = element.talkBack
        let aria = element.aria
        var object = JSONObject([
            "id": .string(element.id.rawValue),
            "label": .string(element.label),
            "value": .string(element.valueText),
            "role": .string("slider"),
            "hint": .string(element.hints[.ios]),
            "limits": .array([.number(element.limits.minimum), .number(element.limits.maximum)]),
            "now": .number(element.value),
        ])
        if let tick = element.tick {
            object.append(
                "tick",
                .object(
                    JSONObject([
                        "number": .number(tick.number), "count": .number(tick.count),
                        "label": .string(tick.label), "text": .string(tick.text.text),
                    ])))
        }
        object.append(
            "ios",
            .object(
                JSONObject([
                    "accessibilityLabel": .string(voiceOver.accessibilityLabel),
                    "accessibilityValue": .string(voiceOver.accessibilityValue),
                    "accessibilityHint": .string(voiceOver.accessibilityHint),
                    "traits": .array(voiceOver.traits.map(JSONValue.string)),
                ])))
        object.append(
            "android",
            .object(
                JSONObject([
                    "contentDescription": .string(talkBack.contentDescription),
                    "stateDescription": .string(talkBack.stateDescription),
                    "rangeInfo": .object(
                        JSONObject([
                            "min": .number(talkBack.rangeInfo.min), "max": .number(talkBack.rangeInfo.max),
                            "current": .number(talkBack.rangeInfo.current),
                        ])),
                ])))
        object.append(
            "web",
            .object(
                JSONObject([
                    "aria-label": .string(aria.label),
                    "aria-valuetext": .string(aria.valueText),
                    "aria-valuenow": .number(aria.valueNow),
                    "aria-valuemin": .number(aria.valueMin),
                    "aria-valuemax": .number(aria.valueMax),
                    "aria-orientation": .string(aria.orientation),
                ])))
        var spoken = JSONObject()
        for platform in Platform.all {
            spoken.append(platform.id, .string(element.spoken[platform]?.speech))
        }
        object.append("spoken", .object(spoken))
        return .object(object)
    }

    /// `{"text", "speech", "display"}` or `null`.
    package static func summary(_ summary: RangeSummary?) -> JSONValue {
        guard let summary else { return .null }
        return .object(
            JSONObject([
                "text": .string(summary.content.text), "speech": .string(summary.content.speech),
                "display": .string(summary.display),
            ]))
    }

    /// `{"value", "text", "speech"}` or `null`.
    package static func count(_ count: ResultCount?) -> JSONValue {
        guard let count else { return .null }
        return .object(
            JSONObject([
                "value": .number(count.value), "text": .string(count.content.text), "speech": .string(count.content.speech),
            ]))
    }

    /// `{"text", "speech", "politeness", "kind", "delivery", "post"}`: `delivery` is
    /// `screenReader` (the screen reader says it by itself; `post` is `null`) or `app` (the app
    /// posts `post`, `{"text", "speech"}`).
    package static func announcement(_ announcement: Announcement) -> JSONValue {
        let post: JSONValue =
            announcement.post.map {
                .object(JSONObject(["text": .string($0.text), "speech": .string($0.speech)]))
            } ?? .null
        return .object(
            JSONObject([
                "text": .string(announcement.text), "speech": .string(announcement.speech),
                "politeness": .string(announcement.politeness.rawValue), "kind": .string(announcement.kind.rawValue),
                "delivery": .string(announcement.delivery.rawValue), "post": post,
            ]))
    }

    /// Everything `announce --format json` prints.
    package static func document(_ announcer: SliderAnnouncer) throws(AnnouncementError) -> JSONValue {
        let localization = announcer.localization
        return .object(
            JSONObject([
                "locale": .string(localization.locale.identifier),
                "catalogLocale": .string(localization.catalogLocale.identifier),
                "direction": .string(localization.direction.rawValue),
                "elements": .array(try announcer.elements().map(element)),
                "summary": summary(try announcer.summary()),
                "count": count(try announcer.count()),
            ]))
    }
}
