/**
 * Developer and log messages of the loader (seed 000 §8.4; seed 001 §1). The wording lives in the catalogue;
 * the loader fills simple `{name}` placeholders itself instead of bundling the catalogue's ICU formatter
 * (the loader's 4 kB budget). tests/embed/messages.test.ts proves `fill` gives formatMessage's result for
 * every template used here.
 */
import { DEVELOPER_ERRORS } from '../../catalogue/developer-errors';

export const MESSAGES = DEVELOPER_ERRORS;
export type MessageId = keyof typeof DEVELOPER_ERRORS;

/** Replaces each `{name}` with its parameter; unknown placeholders stay as written. */
export function fill(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The message of `id` with its parameters filled. */
export function message(id: MessageId, params?: Readonly<Record<string, string | number>>): string {
  return fill(MESSAGES[id], params);
}
