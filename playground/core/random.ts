/**
 * Randomness of the playground: WebCrypto by default, or a seeded PRNG (`createPlayground({ seed })`) so that
 * stories and snapshot tests see the same ids and codes on every run. A seeded playground is predictable by
 * design: it is a fake service and must never guard anything real.
 */

export interface RandomSource {
  /** Fills and returns `length` random bytes. */
  bytes(length: number): Uint8Array<ArrayBuffer>;
}

/** WebCrypto randomness. */
export function cryptoRandom(): RandomSource {
  return {
    bytes(length) {
      const out = new Uint8Array(length);
      crypto.getRandomValues(out);
      return out;
    },
  };
}

/** sfc32 seeded from a string or number (small, fast, good enough for fixtures; not cryptographic). */
export function seededRandom(seed: string | number): RandomSource {
  // xmur3 string hash to spread the seed over four 32-bit words.
  const text = String(seed);
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const next32 = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
  let a = next32();
  let b = next32();
  let c = next32();
  let d = next32();
  const sfc32 = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  return {
    bytes(length) {
      const out = new Uint8Array(length);
      for (let i = 0; i < length; i += 1) {
        out[i] = sfc32() & 0xff;
      }
      return out;
    },
  };
}

/** A uniformly random string of decimal digits (rejection sampling, no modulo bias). */
export function randomDigits(random: RandomSource, length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of random.bytes(length)) {
      if (byte < 250 && out.length < length) {
        out += String(byte % 10);
      }
    }
  }
  return out;
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** An opaque identifier with a readable prefix, e.g. `tkt_3f9a...` (prefix says what it is in logs). */
export function randomId(random: RandomSource, prefix: string, length = 24): string {
  let out = '';
  while (out.length < length) {
    for (const byte of random.bytes(length)) {
      if (byte < 252 && out.length < length) {
        out += ID_ALPHABET[byte % ID_ALPHABET.length];
      }
    }
  }
  return `${prefix}_${out}`;
}
