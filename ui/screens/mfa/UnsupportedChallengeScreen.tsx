import type { ReactNode } from 'react';
import { useMfa } from '../../../headless';
import { mergeParts } from '../components';
import { useText } from './text';
import { MFA_PARTS, type MfaScreenProps } from './parts';

/** A challenge type the kit has no screen for (a new server type): say so and offer the other ways. */
export function UnsupportedChallengeScreen({ focusOnMount, components }: MfaScreenProps): ReactNode {
  const P = mergeParts(MFA_PARTS, components);
  const t = useText();
  const { state, actions } = useMfa();
  const title = t('screen.chooseVerification');
  return (
    <>
      <P.Heading focusKey="challenge-unsupported" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <div className="grid gap-3" data-step="challenge">
        <p>{t('mfa.unsupported.body')}</p>
        {state.canChooseAnotherWay ? (
          <div>
            <P.Button
              variant="secondary"
              onClick={() => actions.toChallenges()}
              data-action="try-another-way"
            >
              {t('action.tryAnotherWay')}
            </P.Button>
          </div>
        ) : null}
      </div>
    </>
  );
}
