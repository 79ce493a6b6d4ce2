/**
 * The configuration as it may be logged (seed 001 §9 "Configuration-log split limit: 5000 characters").
 * One-time values from the address (access code, partner response token, OAuth state, invitation attributes)
 * never reach a log (QUALITY.md security 4); functions are replaced by a marker.
 */
import { CONFIG_LOG_SPLIT_CHARS } from '../rules/constants';
import type { OfferingConfig } from './resolve';

const REDACTED_QUERY_FIELDS = ['accessCode', 'responseToken', 'state', 'invAttr', 'cuiSessionId'] as const;

/** A JSON-safe copy of the configuration without one-time address values. */
export function loggableConfig(config: OfferingConfig): Record<string, unknown> {
  const query: Record<string, unknown> = { ...config.query };
  for (const field of REDACTED_QUERY_FIELDS) {
    if (query[field] !== null) {
      query[field] = '[redacted]';
    }
  }
  const copy: Record<string, unknown> = { ...config, query };
  if (typeof config.contentOverride === 'function') {
    copy['contentOverride'] = '[function]';
  } else {
    copy['contentOverride'] = config.contentOverride.map((item) =>
      typeof item.condition === 'function' ? { ...item, condition: '[function]' } : item,
    );
  }
  return copy;
}

/** The loggable configuration serialised and split into pieces of at most 5000 characters. */
export function configLogChunks(config: OfferingConfig, limit: number = CONFIG_LOG_SPLIT_CHARS): string[] {
  const text = JSON.stringify(loggableConfig(config));
  const size = Math.max(1, Math.floor(limit));
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += size) {
    chunks.push(text.slice(i, i + size));
  }
  return chunks;
}
