// Story helper (not a story file): IdentityFlow (sign-in, MFA, post-auth) against an in-browser playground,
// driven by the real hooks through a small script of steps (see ../sign-in/playground-story.tsx).
import type { Story } from '@ladle/react';
import type { ReactNode } from 'react';
import type { FlowConfig } from '../../headless';
import { DEFAULT_BRAND, type BrandSettings } from '../../offerings';
import {
  IdentityFlow,
  ScreenShell,
  type IdentityFlowProps,
  type IdentityHostHandlers,
  type ScreenShellProps,
} from '../../ui';
import {
  at,
  chain,
  PlaygroundStory,
  signInAs,
  type ClientWrapper,
  type Driven,
  type PlaygroundStoryProps,
  type ScriptStep,
  type StoryArgs,
} from '../sign-in/playground-story';

export const OFFERING_ID = 'Intuit.identity.playground';

/**
 * The brand with its images on the story's own origin: on the plain-http story server the kit refuses
 * non-https image addresses and shows the brand names as text (no request to an unreachable asset host).
 */
export function storyBrand(): BrandSettings {
  return {
    ...DEFAULT_BRAND,
    assetBase: new URL('/brand', globalThis.location?.origin ?? 'https://localhost').href,
  };
}

export type PlaygroundFlowProps = Omit<PlaygroundStoryProps, 'offeringId' | 'render'> & {
  readonly flow?: Omit<IdentityFlowProps, 'shell'> | undefined;
  /** A single screen to show in the shell instead of the whole flow. */
  readonly screen?: ReactNode;
  /** Shell props on top of Ladle's controls (business unit, footer logos, privacy link). */
  readonly shell?: Omit<ScreenShellProps, 'children'> | undefined;
};

/** <IdentityFlow> in the page shell, against a fresh in-browser playground, locale and theme from Ladle. */
export function PlaygroundFlow({
  flow = {},
  screen,
  config = {},
  shell: extra,
  ...rest
}: PlaygroundFlowProps): ReactNode {
  return (
    <PlaygroundStory
      {...rest}
      offeringId={OFFERING_ID}
      config={{ offeringId: OFFERING_ID, ...config }}
      render={(controls) => {
        const shell = { ...controls, ...extra };
        return screen === undefined ? (
          <IdentityFlow {...flow} host={{ brand: storyBrand(), ...flow.host }} shell={shell} />
        ) : (
          <ScreenShell {...shell}>{screen}</ScreenShell>
        );
      }}
    />
  );
}

/** A story that signs in as a fixture account, then (optionally) picks a challenge and acts on a step. */
export interface SignedInScript {
  readonly account: string;
  readonly config?: Partial<FlowConfig> | undefined;
  /** Client changes, first to last (offered challenges, fixture questions, a call held or failed). */
  readonly client?: readonly ClientWrapper[] | undefined;
  readonly host?: IdentityHostHandlers | undefined;
  /** The challenge to pick on the challenge picker. */
  readonly pick?: string | undefined;
  /** What the user does once the flow shows `thenAt` (and `ready`, when given, holds). */
  readonly then?: ((d: Driven) => void) | undefined;
  readonly ready?: ((d: Driven) => boolean) | undefined;
  readonly thenAt: Driven['step'];
}

/** The one driver of the MFA and post-auth stories: sign in, pick, act, each once the flow is there. */
export function signedInStory({
  account,
  config,
  client = [],
  host,
  pick,
  then,
  ready,
  thenAt,
}: SignedInScript): Story<StoryArgs> {
  const script: ScriptStep[] = [signInAs(account)];
  if (pick !== undefined) {
    script.push(at('challengePicker', (d) => d.mfa.actions.selectChallenge(pick)));
  }
  if (then !== undefined) {
    script.push(at(thenAt, then, ready));
  }
  const wrapClient = client.length === 0 ? undefined : chain(...client);
  const SignedInStory: Story<StoryArgs> = (args) => (
    <PlaygroundFlow
      args={args}
      config={config}
      wrapClient={wrapClient}
      flow={host === undefined ? {} : { host }}
      script={script}
    />
  );
  return SignedInStory;
}
