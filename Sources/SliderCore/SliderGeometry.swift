/// The on-screen size of a slider, in points, and the direction of its track.
///
/// A thumb's centre travels `travel = max(width − thumbSize, 0)`; a touch at `x` is at track
/// fraction `(x − thumbSize/2) / travel`. In a right-to-left layout `x` becomes `width − x` and
/// a translation changes sign.
public struct SliderGeometry: Hashable, Sendable {
    /// The distance a drag must reach before it moves anything, in points.
    public static let dragThreshold: Double = 2

    /// The track's width (default 320).
    public let width: Double
    /// The thumb's diameter (default 28).
    public let thumbSize: Double
    /// The direction of the track.
    public let direction: LayoutDirection

    /// Validates untrusted sizes.
    /// - Parameters:
    ///   - width: The track's width in points (default 320).
    ///   - thumbSize: The thumb's diameter in points (default 28).
    ///   - direction: Which way the track runs (default left to right).
    /// - Throws: ``SliderInputError`` naming `geometry.width` or `geometry.thumbSize` when a size
    ///   is not finite or negative.
    public init(
        width: Double = 320, thumbSize: Double = 28, direction: LayoutDirection = .leftToRight
    ) throws(SliderInputError) {
        guard width.isFinite else { throw SliderInputError.notFinite(field: "geometry.width") }
        guard width >= 0 else { throw SliderInputError.negative(field: "geometry.width", width) }
        guard thumbSize.isFinite else {
            throw SliderInputError.notFinite(field: "geometry.thumbSize")
        }
        guard thumbSize >= 0 else {
            throw SliderInputError.negative(field: "geometry.thumbSize", thumbSize)
        }
        self.width = width
        self.thumbSize = thumbSize
        self.direction = direction
    }

    /// The default geometry, 320 points wide with a 28-point thumb, left to right.
    public static let standard = SliderGeometry(checkedWidth: 320, thumbSize: 28, direction: .leftToRight)

    init(checkedWidth width: Double, thumbSize: Double, direction: LayoutDirection) {
        self.width = width
        self.thumbSize = thumbSize
        self.direction = direction
    }

    /// The same sizes with another direction.
    /// - Parameter direction: The direction of the track.
    /// - Returns: A geometry of the same width and thumb size.
    public func with(direction: LayoutDirection) -> SliderGeometry {
        SliderGeometry(checkedWidth: width, thumbSize: thumbSize, direction: direction)
    }

    /// How far a thumb's centre travels from one end to the other.
    public var travel: Double { Swift.max(width - thumbSize, 0) }

    /// The track fraction of a touch at `x` (mirrored in a right-to-left layout); `nil` when
    /// the thumb cannot travel or `x` is not finite. Not clamped: a touch beside the track
    /// lies below 0 or above 1.
    /// - Parameter x: Where the touch is, in points from the track's start on screen.
    /// - Returns: The track fraction, or `nil`.
    public func fraction(atX x: Double) -> Double? {
        let travel = self.travel
        guard travel > 0, x.isFinite else { return nil }
        let along = direction == .rightToLeft ? width - x : x
        let fraction = (along - thumbSize / 2) / travel
        return fraction.isFinite ? fraction : nil
    }

    /// A horizontal translation as a change of value within `bounds`, mirrored in a
    /// right-to-left layout; `nil` when the thumb cannot travel or nothing sensible results.
    func valueChange(forTranslation translation: Double, bounds: SliderBounds) -> Double? {
        let travel = self.travel
        guard travel > 0, translation.isFinite else { return nil }
        let along = direction == .rightToLeft ? -translation : translation
        let change = bounds.scaled(by: along / travel)
        return change.isNaN ? nil : change
    }
}

/// A drag in progress: the thumb taken when it started and that thumb's value then.
///
/// The thumb moves relative to its value at the start — it never jumps to the finger — and
/// only once the translation has reached ``SliderGeometry/dragThreshold``; from then on every
/// move counts.
public struct DragState: Hashable, Sendable {
    /// The thumb taken (`nil` on a single or tick slider, which have one).
    public let thumb: Thumb?
    /// The thumb's value when the drag started.
    public let startValue: Double
    /// Whether the translation has reached the threshold.
    public private(set) var isActive: Bool = false

    init(thumb: Thumb?, startValue: Double) {
        self.thumb = thumb
        self.startValue = startValue
    }

    /// Records a translation; returns whether the drag is now moving the thumb.
    mutating func admit(translation: Double) -> Bool {
        if !isActive, abs(translation) >= SliderGeometry.dragThreshold { isActive = true }
        return isActive
    }

    /// The value a translation asks for, or `nil` when it asks for nothing (below the
    /// threshold, no travel, not finite).
    mutating func request(
        forTranslation translation: Double, geometry: SliderGeometry, bounds: SliderBounds
    ) -> Double? {
        guard translation.isFinite, admit(translation: translation),
            let change = geometry.valueChange(forTranslation: translation, bounds: bounds)
        else { return nil }
        return StepGrid.finiteRequest(startValue + change)
    }
}
