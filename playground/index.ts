// Public entry of identity-kit/playground. See README.md for the layer tour.
export {};
