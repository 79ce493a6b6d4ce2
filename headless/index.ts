// Public entry of identity-kit/headless. See README.md for the layer tour.
export {};
