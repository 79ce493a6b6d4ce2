/**
 * The sampled, batched front-end logger (seed 000 §7.1 "GET front-end logger endpoint: context, logs"; §9):
 * a batch goes out at 6 entries or about 5,000 characters, or every 3 s; each request has a 1 s time-out;
 * 50 % of pages are sampled in prd and prf, 100 % elsewhere, and iux_log_sample_percentage (or the setup's
 * logSamplePercentage) overrides it.
 *
 * Entries are typed and built field by field from codes (QUALITY.md 4): there is no free-form field a
 * secret could ride in, and text fields are cut short. This module is pure; runtime/telemetry.ts owns the
 * timer and the request.
 */
import {
  LOGGER_BATCH_CHARS,
  LOGGER_BATCH_ENTRIES,
  LOG_SAMPLE_PERCENT_DEFAULT,
  LOG_SAMPLE_PERCENT_PRODUCTION,
} from '../../rules/constants';
import type { Environment } from '../../rules/policy/environment';

export type LogLevel = 'info' | 'warn' | 'error';

/** One log line. `event` is a stable name; `message` is a developer message (never user input). */
export interface LogEntry {
  readonly level: LogLevel;
  readonly event: string;
  readonly message?: string | undefined;
  readonly widget?: string | undefined;
  readonly generation?: string | undefined;
  /** A catalogue response code or analytics code. */
  readonly code?: string | undefined;
  /** Milliseconds since the loader started. */
  readonly at: number;
}

/** The context sent with every batch. */
export interface LogContext {
  readonly offeringId: string;
  readonly offeringEnv: string;
  readonly cell: number;
  readonly version: string;
}

const MAX_TEXT = 300;
const NAME = /^[\w.:-]{1,64}$/;

/** A copy of `entry` with only the known fields, each checked; null when the event name is not a code. */
export function cleanEntry(entry: LogEntry): LogEntry | null {
  if (!NAME.test(entry.event)) {
    return null;
  }
  const out: { -readonly [K in keyof LogEntry]?: LogEntry[K] } = {
    level: entry.level === 'error' || entry.level === 'warn' ? entry.level : 'info',
    event: entry.event,
    at: Number.isFinite(entry.at) ? Math.round(entry.at) : 0,
  };
  if (typeof entry.message === 'string') {
    out.message = entry.message.slice(0, MAX_TEXT);
  }
  for (const key of ['widget', 'generation', 'code'] as const) {
    const value = entry[key];
    if (typeof value === 'string' && NAME.test(value)) {
      out[key] = value;
    }
  }
  return out as LogEntry;
}

/** Sampling percentage: the override when valid, else 50 in prd and prf and 100 elsewhere. */
export function samplePercent(environment: Environment | null, override: number | null): number {
  if (override !== null && Number.isFinite(override) && override >= 0 && override <= 100) {
    return override;
  }
  return environment === 'prd' || environment === 'prf'
    ? LOG_SAMPLE_PERCENT_PRODUCTION
    : LOG_SAMPLE_PERCENT_DEFAULT;
}

/** Whether this page's logs are sent, from one draw of `random` (0 <= r < 1) per page. */
export function isSampled(percent: number, random: () => number): boolean {
  return random() * 100 < percent;
}

/** Size of an entry as sent (its JSON), for the character limit. */
export const entrySize = (entry: LogEntry): number => JSON.stringify(entry).length;

/**
 * A batcher: `add` returns a batch to send when the entry fills one (6 entries, or the characters reach
 * about 5,000: a batch never goes above the limit unless one entry alone does); `flush` returns what is
 * pending (the 3 s timer and page hide call it).
 */
export function createBatcher(
  maxEntries: number = LOGGER_BATCH_ENTRIES,
  maxChars: number = LOGGER_BATCH_CHARS,
): { add(entry: LogEntry): LogEntry[][]; flush(): LogEntry[] | null; readonly size: number } {
  let pending: LogEntry[] = [];
  let chars = 0;
  const take = (): LogEntry[] => {
    const batch = pending;
    pending = [];
    chars = 0;
    return batch;
  };
  return {
    add(entry) {
      const size = entrySize(entry);
      const out: LogEntry[][] = [];
      if (pending.length > 0 && chars + size > maxChars) {
        out.push(take());
      }
      pending.push(entry);
      chars += size;
      if (pending.length >= maxEntries || chars >= maxChars) {
        out.push(take());
      }
      return out;
    },
    flush: () => (pending.length === 0 ? null : take()),
    get size() {
      return pending.length;
    },
  };
}

/** The logger request address: `{endpoint}?context=<json>&logs=<json>` (seed 000 §7.1). */
export function loggerUrl(endpoint: string, context: LogContext, batch: readonly LogEntry[]): string {
  const url = new URL(endpoint);
  url.searchParams.set('context', JSON.stringify(context));
  url.searchParams.set('logs', JSON.stringify(batch));
  return url.href;
}
