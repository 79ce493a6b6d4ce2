/**
 * Content overrides (seed 001 §3): replacement texts by id, optionally per locale and behind a condition,
 * or produced by a function of the translated strings. The result is plain text for text-only rendering.
 */
import type { ContentContext, ContentOverrides } from './options';

/**
 * The overriding texts by id for this context. Locale-specific entries win over generic ones; a later entry
 * wins over an earlier one of the same specificity. Entries a function returns are checked the same way;
 * a throwing function or condition contributes nothing rather than breaking the screen.
 */
export function resolveContentOverrides(
  overrides: ContentOverrides,
  context: ContentContext,
  translated: Readonly<Record<string, string>> = {},
): Record<string, string> {
  let list: readonly unknown[];
  try {
    list = typeof overrides === 'function' ? overrides(translated) : overrides;
  } catch {
    return {};
  }
  if (!Array.isArray(list)) {
    return {};
  }
  const generic = new Map<string, string>();
  const specific = new Map<string, string>();
  const locale = context.locale.toLowerCase();
  for (const item of list) {
    if (typeof item !== 'object' || item === null) {
      continue;
    }
    const { id, content, locale: itemLocale, condition } = item as Record<string, unknown>;
    if (typeof id !== 'string' || typeof content !== 'string') {
      continue;
    }
    if (typeof itemLocale === 'string' && itemLocale.toLowerCase() !== locale) {
      continue;
    }
    if (!passes(condition, context)) {
      continue;
    }
    (typeof itemLocale === 'string' ? specific : generic).set(id, content);
  }
  return Object.assign(
    Object.create(null) as Record<string, string>,
    Object.fromEntries(generic),
    Object.fromEntries(specific),
  );
}

function passes(condition: unknown, context: ContentContext): boolean {
  if (condition === undefined || condition === true) {
    return true;
  }
  if (typeof condition === 'function') {
    try {
      return (condition as (c: ContentContext) => unknown)(context) === true;
    } catch {
      return false;
    }
  }
  return false;
}
