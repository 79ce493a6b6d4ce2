import type { ReactNode } from 'react';
import { useMfa } from '../../../headless';
import { mergeParts } from '../components';
import { useText } from './text';
import { MFA_PARTS, type MfaScreenProps } from './parts';

/**
 * A challenge type the kit has no screen for (a new server type): say so and offer the other ways. When it is
 * the only challenge offered, "choose another way" would lead nowhere (as on the government-id step without a
 * page): the step says there is no other way here and offers to sign in again (a new attempt may bring a
 * challenge the kit knows) or to contact customer service.
 */
export function UnsupportedChallengeScreen({ focusOnMount, components }: MfaScreenProps): ReactNode {
  const P = mergeParts(MFA_PARTS, components);
  const t = useText();
  const { state, actions } = useMfa();
  // Another way counts only when the picker would list it (headless canChooseAnotherWay).
  const otherWay = state.canChooseAnotherWay;
  const title = otherWay ? t('screen.chooseVerification') : t('mfa.unsupported.onlyTitle');
  return (
    <>
      <P.Heading focusKey="challenge-unsupported" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <div className="grid gap-3" data-step="challenge">
        {otherWay ? (
          <>
            <p>{t('mfa.unsupported.body')}</p>
            <div>
              <P.Button
                variant="secondary"
                onClick={() => actions.toChallenges()}
                data-action="try-another-way"
              >
                {t('action.tryAnotherWay')}
              </P.Button>
            </div>
          </>
        ) : (
          <>
            <p>{t('mfa.unsupported.unavailable')}</p>
            <P.Button fullWidth onClick={actions.restart} data-action="sign-in-again">
              {t('mfa.unsupported.signInAgain')}
            </P.Button>
          </>
        )}
      </div>
    </>
  );
}
