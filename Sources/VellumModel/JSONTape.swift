/// A parsed JSON document stored flat: one 20-byte entry a value, in preorder (a container's
/// entry, then its children's subtrees one after another), beside one buffer of string bytes
/// and one list of object keys, each spelling once. A 20,000-row list (3 MB of JSON) takes
/// 2.5 MB here (127 bytes a row) where a tree of arrays (`JSONValue.Kind` all the way down, an
/// allocation an object or array) took 8.3 MB. `JSONParser` makes it; a `JSONValue` views one
/// entry of it and makes its children's values only when its `kind` is read.
final class JSONTape: Sendable {
  /// What an entry is.
  enum Tag: UInt8 {
    case null, `false`, `true`, number, string, array, object
  }

  /// One value: its tag, its key if it is an object's member, its line and column, and a
  /// 64-bit payload in two halves (kept 4-byte aligned so that an entry is 20 bytes, not 24):
  /// a number's bit pattern; a string's offset and length in `text`; a container's member
  /// count and the index of the entry just past its subtree (its next sibling, if any).
  struct Entry {
    var low: UInt32
    var high: UInt32
    var line: UInt32
    var column: UInt32
    /// The tag in the low 3 bits, the member's index in `keys` above (`noKey`: not a member).
    var tagAndKey: UInt32

    /// The key of a value that is no object's member (the root, an array's element).
    static let noKey: UInt32 = 0x1FFF_FFFF

    init(_ tag: Tag, key: UInt32, line: UInt32, column: UInt32, low: UInt32 = 0, high: UInt32 = 0) {
      self.low = low
      self.high = high
      self.line = line
      self.column = column
      tagAndKey = key << 3 | UInt32(tag.rawValue)
    }

    var tag: Tag { Tag(rawValue: UInt8(tagAndKey & 7))! }
    var key: Int { Int(tagAndKey >> 3) }
    var payload: UInt64 { UInt64(high) << 32 | UInt64(low) }
  }

  /// Every value, in preorder: entry 0 is the root.
  let entries: [Entry]
  /// The UTF-8 bytes of every string value (validated), back to back.
  let text: [UInt8]
  /// Every object key, each spelling once.
  let keys: [String]

  init(entries: [Entry], text: [UInt8], keys: [String]) {
    self.entries = entries
    self.text = text
    self.keys = keys
  }

  /// The bytes the tape holds (its arrays' capacities and the keys' own storage, not malloc's
  /// bookkeeping): what a parsed document costs while it is alive.
  var byteCount: Int {
    var n = entries.capacity * MemoryLayout<Entry>.stride + text.capacity
    n += keys.capacity * MemoryLayout<String>.stride
    // A key longer than 15 bytes of UTF-8 has its own allocation (a 32-byte header).
    for k in keys where k.utf8.count > 15 { n += 32 + k.utf8.count }
    return n
  }

  func location(_ i: Int) -> SourceLocation {
    SourceLocation(line: Int(entries[i].line), column: Int(entries[i].column))
  }

  /// The index of the entry after `i`'s subtree.
  func next(_ i: Int) -> Int {
    let e = entries[i]
    switch e.tag {
    case .array, .object: return Int(e.high)
    default: return i + 1
    }
  }

  func string(_ e: Entry) -> String {
    let start = Int(e.low)
    let end = start + Int(e.high)
    return text.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
    }
  }

  /// Entry `i` as a `JSONValue.Kind`; a container's children are new views of this tape.
  func kind(_ i: Int) -> JSONValue.Kind {
    let e = entries[i]
    switch e.tag {
    case .null: return .null
    case .false: return .bool(false)
    case .true: return .bool(true)
    case .number: return .number(Double(bitPattern: e.payload))
    case .string: return .string(string(e))
    case .array:
      var items: [JSONValue] = []
      items.reserveCapacity(Int(e.low))
      var child = i + 1
      for _ in 0..<e.low {
        items.append(JSONValue(self, entry: child))
        child = next(child)
      }
      return .array(items)
    case .object:
      var members: [(key: String, value: JSONValue)] = []
      members.reserveCapacity(Int(e.low))
      var child = i + 1
      for _ in 0..<e.low {
        members.append((keys[entries[child].key], JSONValue(self, entry: child)))
        child = next(child)
      }
      return .object(members)
    }
  }
}
