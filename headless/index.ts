// Public entry of identity-kit/headless. See README.md for the layer tour.
export {};

// Identity client: every call of the wire contract (headless/client/WIRE.md).
export * from './client';
