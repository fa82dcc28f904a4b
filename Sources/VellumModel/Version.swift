public enum VellumModelInfo { public static let documentVersion = 1 }
