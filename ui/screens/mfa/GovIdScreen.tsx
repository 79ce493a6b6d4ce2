import type { ReactNode } from 'react';
import { useMfa } from '../../../headless';
import { safeHref } from '../../primitives';
import { mergeParts } from '../components';
import { useIdentityHost } from '../host';
import { useText } from './text';
import { TryAnotherWay } from './TryAnotherWay';
import { MFA_PARTS, type MfaScreenProps } from './parts';

/**
 * Government-id challenge as a hand-off step (seed 000 §2.2 "govid"): what will happen, then a link to the
 * ID-check page or the host's own start handler. The page is the one the service named in the challenge's
 * `govIdUrl` attribute (useMfa state); a host `govIdUrl` overrides it (e.g. a native app's own page). Either
 * way only https or a same-site path is followed (safeHref); a server address that fails that is treated as
 * absent, so the step says it is not available here and offers another way. When the service offered no
 * other way, "choose another way" would lead nowhere: the step says so and offers to sign in again (a new
 * attempt may bring a usable page) or to contact customer service.
 */
export function GovIdScreen({ focusOnMount, components }: MfaScreenProps): ReactNode {
  const P = mergeParts(MFA_PARTS, components);
  const t = useText();
  const host = useIdentityHost();
  const { state, actions } = useMfa();
  const title = t('mfa.govid.title');
  const target = host.govIdUrl ?? state.govIdUrl;
  const href = target === null ? null : safeHref(target);
  return (
    <>
      <P.Heading focusKey="challenge-GOVID" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <div className="grid gap-3" data-step="challenge">
        {href !== null || host.onGovIdStart !== undefined ? (
          <>
            <p>{t('mfa.govid.body')}</p>
            {href !== null ? (
              <P.Link
                href={href}
                className="ik-button"
                data-variant="primary"
                data-full-width="true"
                onClick={host.onGovIdStart}
              >
                {t('mfa.govid.continue')}
              </P.Link>
            ) : (
              <P.Button fullWidth onClick={host.onGovIdStart} data-action="govid">
                {t('mfa.govid.continue')}
              </P.Button>
            )}
          </>
        ) : state.canChooseAnotherWay ? (
          <p>{t('mfa.unsupported.body')}</p>
        ) : (
          <>
            <p>{t('mfa.govid.unavailable')}</p>
            <P.Button fullWidth onClick={actions.restart} data-action="sign-in-again">
              {t('mfa.govid.signInAgain')}
            </P.Button>
          </>
        )}
        <TryAnotherWay parts={P} />
      </div>
    </>
  );
}
