// Public entry of identity-kit/offerings. See README.md for the layer tour.
export {};
