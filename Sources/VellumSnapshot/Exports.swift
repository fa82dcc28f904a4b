// The comparator was split out of this module (it needs no fonts); `import VellumSnapshot`
// still gives everything it did.
@_exported import VellumCompare
