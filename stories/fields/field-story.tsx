// Story helper (not a story file): field widgets inside <Root> and an IdentityProvider over the playground.
import { useLadleContext } from '@ladle/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createIdentityClient, IdentityProvider, type IdentityClient } from '../../headless';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN } from '../../playground/playground';
import { Root, toResolvedPageTheme } from '../../ui';

export interface StoryArgs {
  readonly locale?: string;
  readonly pageTheme?: string;
}

/** Types `value` into the first input matching `selector` and leaves it (as a user would), after mount. */
export function typeAndLeave(root: HTMLElement | null, selector: string, value: string): void {
  setTimeout(() => {
    const input = root?.querySelector<HTMLInputElement>(selector);
    if (!input) {
      return;
    }
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.blur();
  }, 0);
}

export function FieldStory({
  args,
  render,
  after,
}: {
  args: StoryArgs;
  render: (client: IdentityClient) => ReactNode;
  /** Runs once after mount with the story's root (e.g. types into a field). */
  after?: (root: HTMLElement | null) => void;
}): ReactNode {
  const { globalState } = useLadleContext();
  const [client] = useState(() => {
    const playground = createPlayground({ baseUrl: PLAYGROUND_DEFAULT_ORIGIN });
    return createIdentityClient({
      offeringId: '50000003',
      baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
      fetch: playground.fetch,
    });
  });
  const root = useRef<HTMLDivElement | null>(null);
  const done = useRef(false);
  useEffect(() => {
    if (!done.current) {
      done.current = true;
      after?.(root.current);
    }
  });
  const locale = args.locale ?? 'en-US';
  return (
    <IdentityProvider key={locale} client={client} locale={locale}>
      <Root
        lang={locale}
        theme={toResolvedPageTheme(args.pageTheme ?? 'default') ?? 'default'}
        colorScheme={
          globalState.theme === 'dark' ? 'dark' : globalState.theme === 'light' ? 'light' : 'system'
        }
        {...(globalState.rtl ? { dir: 'rtl' as const } : {})}
      >
        <div ref={root} className="grid max-w-md gap-4 p-4">
          <form
            className="grid gap-4"
            onSubmit={(event) => event.preventDefault()}
            noValidate
            aria-label="Field story"
          >
            {render(client)}
          </form>
        </div>
      </Root>
    </IdentityProvider>
  );
}
