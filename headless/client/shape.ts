/**
 * A minimal runtime shape checker for response bodies (fail closed, QUALITY.md 5). zod/mini would do, but
 * the client only needs "this field exists with this primitive type" on loose objects, and this costs a
 * few hundred bytes instead of ~6 kB gzip in every bundle that makes a call. Checks never mutate, never run
 * getters (only own data properties are read) and never consult the prototype chain.
 */

/** A check: true when the value has the shape. */
export type Shape = (value: unknown) => boolean;

function ownValue(obj: object, key: string): { present: boolean; value: unknown } {
  const d = Object.getOwnPropertyDescriptor(obj, key);
  return d !== undefined && 'value' in d
    ? { present: true, value: d.value as unknown }
    : { present: false, value: undefined };
}

export const string: Shape = (v) => typeof v === 'string';
export const number: Shape = (v) => typeof v === 'number' && Number.isFinite(v);
export const boolean: Shape = (v) => typeof v === 'boolean';

export function literal(...allowed: readonly (string | number | boolean)[]): Shape {
  return (v) => allowed.includes(v as string | number | boolean);
}

export function union(...shapes: readonly Shape[]): Shape {
  return (v) => shapes.some((shape) => shape(v));
}

/** Absent or matching (null is not absent). */
export function optional(shape: Shape): Shape & { optional: true } {
  const check = ((v: unknown) => v === undefined || shape(v)) as Shape & { optional: true };
  check.optional = true;
  return check;
}

export function array(item: Shape): Shape {
  return (v) => Array.isArray(v) && v.every((x) => item(x));
}

/** A plain object with at least these fields; extra fields pass (servers add fields). */
export function looseObject(fields: Readonly<Record<string, Shape>>): Shape {
  const entries = Object.entries(fields);
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
      return false;
    }
    return entries.every(([key, shape]) => {
      const field = ownValue(v, key);
      return field.present ? shape(field.value) : 'optional' in shape;
    });
  };
}
