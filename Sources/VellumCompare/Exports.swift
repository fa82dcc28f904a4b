// The comparator takes and gives RGBA images, PNG bytes and encoder options: a user of it gets
// them with one import.
@_exported import VellumImage
