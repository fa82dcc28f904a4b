public enum DocumentSchema { public static let json = "{}" }
