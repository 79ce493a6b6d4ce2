// Public entry of identity-kit/ui. See README.md for the layer tour.
export {};
