import { formatMessage, type MessageParams } from './format';
import { findMessage, resolveLocale } from './locales/registry';
import type { MessageKey, PartialMessageTable } from './messages/keys';

/** The keys held by any of `parts` (a union over every part, not only the keys they share). */
export type PartKeys<P extends readonly PartialMessageTable[]> = P[number] extends infer T
  ? T extends unknown
    ? keyof T & MessageKey
    : never
  : never;

/**
 * `translate` for callers that bundle only some en-US parts (catalogue/messages/en-US/*.ts) instead of the
 * whole table: the text of `key` from the loaded layers of `locale` (region -> language -> an app's en-US
 * overrides, as `getMessages`), else from the given base parts. `key` is typed to the parts' keys, so a key
 * whose part was not passed is a type error rather than text that falls back to the raw key.
 * @param locale @default 'en-US'
 */
export function translateFrom<const P extends readonly PartialMessageTable[]>(
  parts: P,
  key: PartKeys<P>,
  params: MessageParams = {},
  locale?: string | null,
): string {
  let text = findMessage(key, locale);
  for (let i = 0; text === undefined && i < parts.length; i += 1) {
    text = parts[i]?.[key];
  }
  // Unreachable while `key` is typed to the parts; an empty text never shows a key to users.
  return formatMessage(text ?? '', params, resolveLocale(locale));
}
