import VellumCairo

/// A group of options: a value whose properties the command line sets, each property bound once
/// to its flag in ``bindings`` (names, placeholder, help, completion).
///
/// Parsing, `--help`, "did you mean", the completion scripts and the verb's own code all read
/// that one declaration: a verb reads `options.output`, never a flag by its name, so a
/// misspelled flag is a compile error. Values stay the words given; each verb converts them
/// where it checks them, in the order its errors are reported.
protocol OptionGroup: Sendable {
  /// Every property unset: no flag given.
  init()
  /// The group's flags, in the order the help lists them, each with the property it sets.
  static var bindings: [FlagBinding<Self>] { get }
}

/// A verb's options: its flags (its own and its groups') and its positional arguments.
protocol VerbOptions: OptionGroup {
  var positionals: [String] { get set }
}

extension OptionGroup {
  /// The flags, in the order the help lists them.
  static var flags: [Flag] { bindings.map(\.flag) }

  /// The options `arguments` (parsed by ``flags``) give.
  init(_ arguments: Arguments) {
    self.init()
    for binding in Self.bindings { binding.read(arguments, &self) }
  }

  /// The bindings of the group held at `property`, for a verb (or group) holding it.
  static func group<Group: OptionGroup>(_ property: WritableKeyPath<Self, Group> & Sendable) -> [FlagBinding<Self>] {
    Group.bindings.map { $0.within(property) }
  }
}

extension VerbOptions {
  /// The options and positional arguments of `arguments`.
  static func parsed(_ arguments: Arguments) -> Self {
    var options = Self(arguments)
    options.positionals = arguments.positionals
    return options
  }
}

/// A verb that takes no options, only positional arguments.
struct NoOptions: VerbOptions {
  var positionals: [String] = []
  static let bindings: [FlagBinding<Self>] = []
}

/// One flag and the property of `Options` it sets.
struct FlagBinding<Options>: Sendable {
  var flag: Flag
  /// Sets the property from the parsed command line.
  var read: @Sendable (Arguments, inout Options) -> Void

  /// A flag that takes a value: its last value, or nil when it is not given.
  static func option(
    _ property: WritableKeyPath<Options, String?> & Sendable, _ name: String, short shortName: String? = nil,
    _ placeholder: String, help: String, completes valueCompletion: WordCompletion = .none
  ) -> Self {
    let flag = Flag.option(name, short: shortName, placeholder, help: help, completes: valueCompletion)
    return Self(flag: flag) { arguments, options in options[keyPath: property] = arguments.values(of: flag).last }
  }

  /// A flag that takes a value and may be given more than once: every value, in order.
  static func repeatable(
    _ property: WritableKeyPath<Options, [String]> & Sendable, _ name: String, _ placeholder: String, help: String,
    completes valueCompletion: WordCompletion = .none
  ) -> Self {
    let flag = Flag.option(name, placeholder, help: help, repeatable: true, completes: valueCompletion)
    return Self(flag: flag) { arguments, options in options[keyPath: property] = arguments.values(of: flag) }
  }

  /// A flag that takes no value: whether it is given.
  static func `switch`(
    _ property: WritableKeyPath<Options, Bool> & Sendable, _ name: String, short shortName: String? = nil,
    help: String
  ) -> Self {
    let flag = Flag.switch(name, short: shortName, help: help)
    return Self(flag: flag) { arguments, options in options[keyPath: property] = arguments.isGiven(flag) }
  }

  /// The same flag setting the property within `Options` held at `group` of `Outer`.
  func within<Outer>(_ group: WritableKeyPath<Outer, Options> & Sendable) -> FlagBinding<Outer> {
    let read = self.read
    return FlagBinding<Outer>(flag: flag) { arguments, outer in read(arguments, &outer[keyPath: group]) }
  }
}

/// `--jobs N`: the cores a command keeps busy (documents at once), 1 to 256; all the machine's
/// cores when not given.
func jobCount(_ value: String?) throws(CLIError) -> Int {
  guard let value else { return activeProcessorCount }
  guard let n = Int(value), (1...256).contains(n) else { throw .usage("--jobs takes a whole number from 1 to 256") }
  return n
}
