import { useEffect, useState } from 'react';
import type { GetSuggestedUsernamesRequest } from '../../client/wire/users';
import { selectSuggestedUserIds, type SuggestionClient } from './suggestions';

/**
 * The suggested ids for `taken` (null: nothing is taken, no call). `stems` says what the service builds them
 * from (the form's email and names); it is read when the call goes out. A client without the call (a
 * hand-written test client) offers nothing.
 */
export function useSuggestedUserIds(
  client: Partial<SuggestionClient> | undefined,
  taken: string | null,
  stems: () => GetSuggestedUsernamesRequest,
): readonly string[] {
  const [answer, setAnswer] = useState<{ readonly taken: string; readonly ids: readonly string[] } | null>(
    null,
  );
  useEffect(() => {
    if (taken === null || client?.getSuggestedUsernames === undefined) {
      return undefined;
    }
    const controller = new AbortController();
    void client.getSuggestedUsernames(stems(), { signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted) {
        setAnswer({ taken, ids: result.ok ? selectSuggestedUserIds(result.data.usernames, taken) : [] });
      }
    });
    return () => controller.abort();
    // One call per taken id: `stems` is read when it goes out, not a reason to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, taken]);
  return answer !== null && answer.taken === taken ? answer.ids : [];
}
