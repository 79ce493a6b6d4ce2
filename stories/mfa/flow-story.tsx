// Story helper (not a story file): IdentityFlow (sign-in, MFA, post-auth) against an in-browser playground,
// driven by the real hooks through a small script of steps (see ../sign-in/playground-story.tsx).
import type { ReactNode } from 'react';
import { DEFAULT_BRAND, type BrandSettings } from '../../offerings';
import { IdentityFlow, ScreenShell, type IdentityFlowProps, type ScreenShellProps } from '../../ui';
import { PlaygroundStory, type PlaygroundStoryProps } from '../sign-in/playground-story';

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
