/// UIKit and SwiftUI names that people write for a component kind, for the decoder's messages:
/// `"UISwitch"` and `"Toggle"` are Vellum's `"switch"`, `"TabView"` and `"UITabBar"` its
/// `"tabBarController"`.
enum ComponentNames {
  /// Other names of each kind (class names, SwiftUI views, and the UIKit property names that
  /// differ from Vellum's key).
  static let aliases: [String: String] = {
    let table: [(kind: String, names: [String])] = [
      ("stack", ["UIStackView", "stackView", "VStack", "HStack", "LazyVStack", "LazyHStack"]),
      ("text", ["UILabel", "label", "Text"]),
      ("image", ["UIImageView", "imageView", "Image", "UIImage"]),
      ("spacer", ["Spacer"]),
      ("zStack", ["ZStack", "overlay"]),
      ("divider", ["Divider", "separator"]),
      ("cell", ["UICollectionViewListCell", "UICollectionViewCell", "UITableViewCell", "tableViewCell", "listCell"]),
      ("list", ["UICollectionView", "collectionView", "UITableView", "tableView", "List", "Form"]),
      ("slider", ["UISlider", "Slider"]),
      ("progressView", ["UIProgressView", "ProgressView", "progress"]),
      ("activityIndicator", ["UIActivityIndicatorView", "activityIndicatorView", "spinner"]),
      ("pageControl", ["UIPageControl"]),
      ("segmentedControl", ["UISegmentedControl"]),
      ("switch", ["UISwitch", "Toggle", "toggle"]),
      ("stepper", ["UIStepper", "Stepper"]),
      ("button", ["UIButton", "Button"]),
      ("textField", ["UITextField", "TextField", "searchBar", "UISearchBar", "UISearchTextField"]),
      ("datePicker", ["UIDatePicker", "DatePicker"]),
      ("pickerView", ["UIPickerView", "Picker", "picker"]),
      ("colorPicker", ["UIColorWell", "colorWell", "UIColorPickerViewController", "ColorPicker"]),
      ("menu", ["UIMenu", "Menu"]),
      ("contextMenu", ["UIContextMenuInteraction", "contextMenuInteraction"]),
      ("navigationBar", ["UINavigationBar"]),
      ("toolbar", ["UIToolbar", "Toolbar"]),
      ("navigationController", ["UINavigationController", "NavigationStack", "NavigationView", "navigationStack"]),
      ("splitViewController", ["UISplitViewController", "NavigationSplitView", "splitView"]),
      ("sheet", ["UISheetPresentationController", "sheetPresentationController"]),
      ("popover", ["UIPopoverPresentationController", "popoverPresentationController"]),
      ("tabBarController", ["UITabBarController", "TabView", "tabView", "UITabBar", "tabBar"]),
      ("alertController", ["UIAlertController", "alert", "actionSheet", "confirmationDialog", "UIAlertAction"]),
    ]
    var out: [String: String] = [:]
    for (kind, names) in table { for name in names { out[name.lowercased()] = kind } }
    return out
  }()

  /// Everyday UIKit and SwiftUI screens and views Vellum does not draw yet, with the UIKit name.
  static let notYet: [String: String] = {
    let table: [(uikit: String, names: [String])] = [
      ("UIScrollView", ["UIScrollView", "scrollView", "ScrollView"]),
      ("a SwiftUI Grid", ["Grid", "LazyVGrid", "LazyHGrid", "grid"]),
      ("UIVisualEffectView", ["UIVisualEffectView", "visualEffectView"]),
      ("MKMapView", ["MKMapView", "mapView", "Map"]),
      ("WKWebView", ["WKWebView", "webView"]),
    ]
    var out: [String: String] = [:]
    for (uikit, names) in table { for name in names { out[name.lowercased()] = uikit } }
    return out
  }()

  /// The message for a component name that is not a kind in `kinds`.
  static func unknown(_ name: String, kinds: [String]) -> String {
    let key = name.lowercased()
    if let kind = aliases[key], kinds.contains(kind) {
      return "unknown component \"\(name)\"; Vellum calls it \"\(kind)\""
    }
    let list = "the kinds are: " + kinds.joined(separator: ", ")
    if let uikit = notYet[key] {
      return "unknown component \"\(name)\": \(uikit) is not a Vellum component yet; \(list)"
    }
    if let near = nearestName(to: name, in: kinds) {
      return "unknown component \"\(name)\"; did you mean \"\(near)\"?"
    }
    return "unknown component \"\(name)\"; \(list)"
  }
}
