import type { ReactNode } from 'react';
import { safeHref } from '../../primitives';
import { mergeParts } from '../components';
import { useIdentityHost } from '../host';
import { useText } from './text';
import { TryAnotherWay } from './TryAnotherWay';
import { MFA_PARTS, type MfaScreenProps } from './parts';

/**
 * Government-id challenge as a hand-off step (seed 000 §2.2 "govid"): what will happen, then a link to the
 * host's ID-check page (https only, through SafeLink) or the host's own start handler. Without either, the
 * step says it is not available here and offers another way.
 */
export function GovIdScreen({ focusOnMount, components }: MfaScreenProps): ReactNode {
  const P = mergeParts(MFA_PARTS, components);
  const t = useText();
  const host = useIdentityHost();
  const title = t('mfa.govid.title');
  const href = host.govIdUrl === undefined ? null : safeHref(host.govIdUrl);
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
        ) : (
          <p>{t('mfa.unsupported.body')}</p>
        )}
        <TryAnotherWay parts={P} />
      </div>
    </>
  );
}
