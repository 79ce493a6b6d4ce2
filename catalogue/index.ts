// Public entry of identity-kit/catalogue. See README.md for the layer tour.
export {};
