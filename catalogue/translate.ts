import { formatMessage, type MessageParams } from './format';
import { getMessages } from './locales/messages';
import { resolveLocale } from './locales/registry';
import type { MessageKey } from './messages/keys';

/**
 * The text of one message key in `locale` (falling back region -> language -> en-US), with its
 * placeholders filled. Plain text.
 * @param locale @default 'en-US'
 */
export function translate(key: MessageKey, params: MessageParams = {}, locale?: string | null): string {
  return formatMessage(getMessages(locale)[key], params, resolveLocale(locale));
}
