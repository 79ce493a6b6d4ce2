// `planRequest` with the whole route table loaded up front (for callers that build requests themselves);
// the client itself plans through planWith in its lazy call engine (engine.ts, client.ts).
import { planWith } from './plan';
import type { ResolvedOptions } from './options';
import { CALLS, type RemoteCallName } from './paths';
import { RESPONSE_SCHEMAS } from './schemas';
import type { CallOptions } from './transport';

/** Maps a prepared input onto URL, headers and body, and refuses a secret outside the body. */
export function planRequest(
  name: RemoteCallName,
  raw: Record<string, unknown>,
  options: ResolvedOptions,
  call: CallOptions,
): ReturnType<typeof planWith> {
  return planWith(name, CALLS[name], RESPONSE_SCHEMAS[name], raw, options, call);
}
