// Public entry of identity-kit/rules. See README.md for the layer tour.
export {};
