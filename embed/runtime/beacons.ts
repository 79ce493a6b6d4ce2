/**
 * Opt-in analytics beacons (seed 000 §7.2): each analytics event goes to the configured segment-style
 * (POST JSON) and adobe-style (image pixel GET) trackers with the 5 s beacon time-out. A failure only warns
 * and keeps the beacon in local storage; the next page retries stored beacons still within their 240-minute
 * life span. Properties pass the allow-list of rules/beacons.ts, so no secret reaches a tracker.
 */
import { SERVER_TIMEOUT_MS } from '../../rules/constants';
import {
  adobeBeacon,
  BEACON_STORAGE_KEY,
  beaconProperties,
  readStoredBeacons,
  segmentBeacon,
  storeBeacons,
  type Beacon,
} from '../rules/beacons';
import type { BeaconSettings } from '../rules/setup';
import type { WidgetEvent } from './contract';

export interface Beacons {
  track(event: WidgetEvent, extra: Readonly<Record<string, string>>): void;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function send(beacon: Beacon): Promise<void> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), SERVER_TIMEOUT_MS);
  const init: RequestInit =
    beacon.body === undefined
      ? { credentials: 'omit', signal: abort.signal, keepalive: true }
      : {
          method: 'POST',
          credentials: 'omit',
          headers: { 'content-type': 'application/json' },
          body: beacon.body,
          signal: abort.signal,
          keepalive: true,
        };
  return fetch(beacon.url, init)
    .then((response) => {
      if (!response.ok) {
        throw new Error(String(response.status));
      }
    })
    .finally(() => clearTimeout(timer));
}

export function createBeacons(
  settings: BeaconSettings,
  visitorId: string,
  warn: (line: string) => void,
): Beacons {
  const keep = (failed: Beacon): void => {
    const store = storage();
    try {
      store?.setItem(
        BEACON_STORAGE_KEY,
        storeBeacons(readStoredBeacons(store.getItem(BEACON_STORAGE_KEY), Date.now()), [failed], Date.now()),
      );
    } catch {
      // Storage full or blocked: the beacon is dropped.
    }
  };
  const dispatch = (beacon: Beacon): void => {
    send(beacon).catch((error: unknown) => {
      warn(`Analytics beacon to ${new URL(beacon.url).host} failed (${String(error)}); kept for a retry.`);
      keep(beacon);
    });
  };
  // Retry what earlier pages could not send, within the life span.
  const store = storage();
  try {
    const waiting = readStoredBeacons(store?.getItem(BEACON_STORAGE_KEY) ?? null, Date.now());
    store?.removeItem(BEACON_STORAGE_KEY);
    waiting.forEach(dispatch);
  } catch {
    // Blocked storage: nothing to retry.
  }
  return {
    track(event, extra) {
      const now = Date.now();
      const properties = beaconProperties({ ...extra, ...event });
      const named = { name: event.type, properties };
      if (settings.segment !== null) {
        dispatch(
          segmentBeacon(
            settings.segment.url,
            named,
            {
              anonymousId: visitorId,
              ...(settings.segment.writeKey === undefined ? {} : { writeKey: settings.segment.writeKey }),
            },
            now,
          ),
        );
      }
      if (settings.adobe !== null) {
        dispatch(
          adobeBeacon(
            settings.adobe.url,
            named,
            {
              visitorId,
              ...(settings.adobe.reportSuite === undefined
                ? {}
                : { reportSuite: settings.adobe.reportSuite }),
            },
            now,
          ),
        );
      }
    },
  };
}
