// Painting hands its pixels to the PNG encoder and reads images through the decoders: a user of
// the renderer gets both with one import.
@_exported import VellumImage
