// Story helper (not a story file): the in-browser playground and an identity client over it, plus the small
// DOM drivers the screen stories use to reach a state as a user would (type, choose, submit).
import { createIdentityClient, type IdentityClient } from '../../headless';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN, type Playground } from '../../playground/playground';

export interface StoryClient {
  readonly client: IdentityClient;
  readonly playground: Playground;
  /**
   * From now on every request stays pending (until its client aborts it), so a "submitting" story shows the
   * pending form however slow the machine is: a fixed latency would race the checks.
   */
  readonly hold: () => void;
}

export interface StoryClientOptions {
  /**
   * How the playground answers a missing account. Strict, as the product default (offerings/README.md); a story
   * that shows the spec's screens (a server error for an unknown user, the collision interrupter) sets 'off',
   * the same value as its flow's `config.userEnumeration`.
   * @default 'strict'
   */
  readonly userEnumeration?: 'strict' | 'off' | undefined;
}

export function createStoryClient({ userEnumeration = 'strict' }: StoryClientOptions = {}): StoryClient {
  const playground = createPlayground({ baseUrl: PLAYGROUND_DEFAULT_ORIGIN, userEnumeration });
  let held = false;
  const fetch: typeof playground.fetch = (input, init) => {
    if (!held) {
      return playground.fetch(input, init);
    }
    return new Promise((_resolve, reject) => {
      const signal = init?.signal;
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  };
  const client = createIdentityClient({
    offeringId: '50000003',
    baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
    fetch,
    // A held request must not time out into the error state while the story is being checked.
    timeoutMs: 10 * 60_000,
  });
  return {
    client,
    playground,
    hold: () => {
      held = true;
    },
  };
}

/** Calls `act` with the first element matching `selector` once it is in the document (polls, gives up after ~10 s). */
export function whenPresent<E extends Element = HTMLElement>(
  selector: string,
  act: (element: E) => void,
  tries = 100,
): void {
  const element = document.querySelector<E>(selector);
  if (element !== null) {
    // Let React finish the commit that added it (focus moves, effects run) before acting.
    setTimeout(() => act(element), 0);
  } else if (tries > 0) {
    setTimeout(() => whenPresent(selector, act, tries - 1), 100);
  }
}

/** Sets an input's value as typing would (React listens to the native `input` event). */
export function fill(input: HTMLInputElement | HTMLSelectElement | null, value: string): void {
  if (input === null) {
    return;
  }
  input.focus();
  // React tracks the value through the element's own prototype setter (input and select differ).
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Fills the named inputs of `form` (by `name`), then submits it as its submit button would. */
export function fillAndSubmit(form: HTMLFormElement, values: Readonly<Record<string, string>> = {}): void {
  for (const [name, value] of Object.entries(values)) {
    fill(
      form.querySelector<HTMLInputElement | HTMLSelectElement>(`:is(input, select)[name="${name}"]`),
      value,
    );
  }
  form.requestSubmit();
}

/** The newest code the playground sent (to `recipient` if given), once its outbox has one (polls, ~10 s). */
export function whenCode(
  playground: Playground,
  recipient: string | undefined,
  act: (code: string) => void,
  tries = 100,
): void {
  const code = playground.lastCode(recipient);
  if (code !== null) {
    act(code);
  } else if (tries > 0) {
    setTimeout(() => whenCode(playground, recipient, act, tries - 1), 100);
  }
}
