import { bench, describe } from 'vitest';
import { describeError, formatMessage, parseApiError, parseOAuthError } from '../../catalogue';

const body = JSON.stringify({
  error: {
    responseCode: 'INVALID_CONFIRMATION_ID',
    responseMessage: 'Maximum verification attempts exceeded',
  },
});
const hostile = `{"responseCode":"X","responseMessage":"${'a'.repeat(60_000)}"}`;

describe('catalogue throughput', () => {
  bench('parseApiError (JSON string, nested)', () => {
    parseApiError(body, 400);
  });
  bench('parseApiError (60 kB hostile body)', () => {
    parseApiError(hostile, 500);
  });
  bench('describeError (special case)', () => {
    describeError(body, { status: 400 });
  });
  bench('describeError (LOCKED_OUT retry minutes)', () => {
    describeError({ responseCode: 'LOCKED_OUT' }, { retryAfterMinutes: 5 });
  });
  bench('parseOAuthError', () => {
    parseOAuthError('{"error":"access_denied","error_description":"no"}', 400);
  });
  bench('formatMessage (plural)', () => {
    formatMessage('Try again in {m, plural, one {# minute} other {# minutes}}.', { m: 3 });
  });
});
