import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `UISpringTimingParameters` with a damping ratio of 1, as sheets animate detent changes: the
/// fraction of the way from start to end at a normalised time `t` (0…1 of the animation).
package enum SpringTiming {
  /// The response (seconds for an undamped period) and the time the whole animation is shown over.
  package static let response = 0.5
  package static let duration = 0.6

  package static func criticallyDamped(_ t: Double) -> Double {
    let clamped = min(max(t, 0), 1)
    let omega = 2 * Double.pi / response
    func x(_ s: Double) -> Double {
      let tau = s * duration
      return 1 - (1 + omega * tau) * exp(-omega * tau)
    }
    // Normalised so that the last frame is exactly at rest.
    return x(clamped) / x(1)
  }
}
