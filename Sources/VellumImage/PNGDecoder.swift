import CPNG
import FoundationEssentials

/// Why a PNG could not be decoded.
public indirect enum PNGDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The bytes are a Git LFS pointer file, not the image it stands for.
  case gitLFSPointer
  /// The bytes do not start with the PNG signature.
  case notPNG
  /// The data is a PNG but truncated or corrupt; carries libpng's message.
  case corrupt(String)
  /// The file could not be read at all.
  case unreadableFile(path: String)
  /// An error decoding the file at `path`.
  case inFile(path: String, PNGDecodingError)

  public var description: String {
    switch self {
    case .gitLFSPointer:
      "the file is a git lfs pointer, not a png; run `git lfs pull` to fetch the real image"
    case .notPNG:
      "not a png file (bad signature)"
    case .corrupt(let message):
      "truncated or corrupt png: \(message)"
    case .unreadableFile(let path):
      "\(path): cannot read the file"
    case .inFile(let path, let error):
      "\(path): \(error)"
    }
  }
}

/// Decodes PNG files of any colour type, bit depth and interlacing into ``RGBAImage``s
/// with libpng's simplified API.
///
/// Pixel values are taken as stored: colour-management chunks (`gAMA`, `cHRM`, `sRGB`,
/// `iCCP`) are dropped before decoding so that libpng applies no gamma correction, and
/// 16-bit images are declared sRGB-encoded (`PNG_IMAGE_FLAG_16BIT_sRGB`) so they are only
/// scaled to 8 bits (`v * 255 / 65535`, rounded). Left to its defaults, libpng would treat
/// 16-bit data without colour chunks as linear light and re-encode it to sRGB (0x8080 would
/// become 186, not 128), and would re-encode 8-bit data whose `gAMA` is far from sRGB.
/// Palette and `tRNS` transparency, grey and grey+alpha are expanded to RGBA; alpha is
/// straight, never premultiplied.
public enum PNGDecoder {
  /// The first bytes of a Git LFS pointer file.
  static let lfsPrefix = Array("version https://git-lfs.github.com/spec/".utf8)
  /// The 8-byte PNG file signature.
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Decodes PNG file bytes into an RGBA8 image.
  public static func decode(_ data: [UInt8]) throws(PNGDecodingError) -> RGBAImage {
    if data.starts(with: lfsPrefix) { throw .gitLFSPointer }
    guard data.count >= signature.count else {
      throw signature.starts(with: data) && !data.isEmpty ? .corrupt("file too short") : .notPNG
    }
    guard data.starts(with: signature) else { throw .notPNG }
    if let image = DirectPNGDecoder.decode(data) { return image }
    return try decodeWithLibPNG(data)
  }

  /// Reads and decodes the PNG file at `path`; errors name the path.
  public static func decode(contentsOf path: String) throws -> RGBAImage {
    guard let data = FileBytes.read(path) else { throw PNGDecodingError.unreadableFile(path: path) }
    do {
      return try decode(data)
    } catch {
      throw PNGDecodingError.inFile(path: path, error)
    }
  }

  /// The largest image decoded, in pixels.
  public static let maximumPixels = 64_000_000

  /// libpng's general path (every colour type, bit depth and interlacing).
  static func decodeWithLibPNG(_ png: [UInt8]) throws(PNGDecodingError) -> RGBAImage {
    let data = droppingColourManagement(png)
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    defer { png_image_free(&image) }
    let result: Result<RGBAImage, PNGDecodingError> = data.withUnsafeBytes { raw in
      guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
        return .failure(.corrupt(message(of: image)))
      }
      image.format = PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA  // PNG_FORMAT_RGBA
      image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
      let width = Int(image.width)
      let height = Int(image.height)
      // A forged header must not make us allocate without bound (64 megapixels = 256 MiB).
      guard width <= maximumPixels, height <= maximumPixels, width * height <= maximumPixels else {
        return .failure(.corrupt("image is \(width)×\(height), larger than \(maximumPixels / 1_000_000) megapixels"))
      }
      var ok: Int32 = 0
      // libpng writes every byte, so the buffer needs no zeroing first.
      let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
        ok = png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
        count = ok != 0 ? width * height * 4 : 0
      }
      guard ok != 0 else { return .failure(.corrupt(message(of: image))) }
      return .success(RGBAImage(width: width, height: height, pixels: pixels))
    }
    return try result.get()
  }

  /// libpng's error text from `png_image.message`.
  private static func message(of image: png_image) -> String {
    withUnsafeBytes(of: image.message) { raw in
      let bytes = raw.prefix { $0 != 0 }
      let text = String(decoding: bytes, as: UTF8.self)
      return text.isEmpty ? "unknown libpng error" : text
    }
  }

  /// Drops `gAMA`, `cHRM`, `sRGB` and `iCCP` chunks so libpng leaves sample values alone.
  /// Returns the input unchanged when the chunk structure cannot be walked (libpng then
  /// reports the damage).
  static func droppingColourManagement(_ data: [UInt8]) -> [UInt8] {
    let dropped: Set<[UInt8]> = [Array("gAMA".utf8), Array("cHRM".utf8), Array("sRGB".utf8), Array("iCCP".utf8)]
    var ranges: [Range<Int>] = []
    var offset = signature.count
    while offset + 12 <= data.count {
      let length = data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let end = offset + 12 + length
      guard end <= data.count else { return data }
      let type = Array(data[offset + 4..<offset + 8])
      if dropped.contains(type) { ranges.append(offset..<end) }
      if type == Array("IEND".utf8) { break }
      offset = end
    }
    guard !ranges.isEmpty else { return data }
    var out = [UInt8]()
    out.reserveCapacity(data.count)
    var start = 0
    for range in ranges {
      out += data[start..<range.lowerBound]
      start = range.upperBound
    }
    out += data[start...]
    return out
  }
}
