// Public entry of identity-kit/embed. See README.md for the layer tour.
export {};
