import { formatMessage, type MessageParams } from './format';
import { getMessages } from './locales/messages';
import { resolveLocale } from './locales/registry';
import type { MessageKey } from './messages/keys';

/**
 * The text of one message key in `locale` (falling back region -> language -> en-US), with its
 * placeholders filled. Plain text. A key no table holds (a typo from plain JavaScript, a key from a newer
 * version) returns the key itself, visible like a placeholder without its value, instead of throwing while
 * a screen renders.
 * @param locale @default 'en-US'
 */
export function translate(key: MessageKey, params: MessageParams = {}, locale?: string | null): string {
  const template: string | undefined = getMessages(locale)[key];
  return template === undefined ? String(key) : formatMessage(template, params, resolveLocale(locale));
}
