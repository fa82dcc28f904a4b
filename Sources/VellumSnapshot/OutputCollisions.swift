import VellumModel

/// Two images that would be written to the same file: `a.json` with an appearance axis and
/// `a.light.json` both make `a.light.png`; two state variants of one document with the same
/// name make one file. Without a check one silently wins (and `check` flips between them), so
/// every verb that writes images refuses both.
package struct OutputCollision: Sendable, Equatable {
  /// The name both would write (`a.light`, or the path under the output folder).
  package var name: String
  /// The documents (the same one twice when its own variants collide).
  package var first: String
  package var second: String

  package init(name: String, first: String, second: String) {
    self.name = name
    self.first = first
    self.second = second
  }

  /// `out/a.light.png: written by both a.json and a.light.json; rename one of them`.
  package func message(what: String = "snapshot") -> String {
    if first == second {
      return "\(first): two of its variants make the same \(what) \(name); give the variants different names"
    }
    return "\(first) and \(second) both make the \(what) \(name); rename one of them"
  }
}

package enum OutputCollisions {
  /// Every name that more than one image claims, in the order the documents are given:
  /// `outputs` pairs each document with the names of the images it makes.
  package static func find(_ outputs: [(document: String, names: [String])]) -> [OutputCollision] {
    var owner: [String: String] = [:]
    var found: [OutputCollision] = []
    for (document, names) in outputs {
      for name in names {
        if let first = owner[name] {
          found.append(OutputCollision(name: name, first: first, second: document))
        } else {
          owner[name] = document
        }
      }
    }
    return found
  }

  /// The documents among `stems` (each document's output name before its variants' suffixes:
  /// `lists/a` for `lists/a.json`) whose images could collide with another's: those whose
  /// stem equals another's or extends it after a dot (`a` and `a.light`). Only these need
  /// their variants worked out before anything is written; usually there are none.
  package static func candidates(_ stems: [String]) -> Set<Int> {
    let sorted = stems.indices.sorted { stems[$0] < stems[$1] }
    var result: Set<Int> = []
    // A stem's extensions ("a.", "a.b") sort right after it among the stems with its prefix.
    for (k, i) in sorted.enumerated() {
      var j = k + 1
      while j < sorted.count, stems[sorted[j]].hasPrefix(stems[i]) {
        let rest = stems[sorted[j]].dropFirst(stems[i].count)
        if rest.isEmpty || rest.first == "." {
          result.insert(i)
          result.insert(sorted[j])
        }
        j += 1
      }
    }
    return result
  }
}
