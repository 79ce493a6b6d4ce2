import { useEffect, useId, type ReactNode } from 'react';
import { useConsent, useOffering } from '../../../headless';
import {
  type AuthorizationRequest,
  type ConsentClient,
  type ConsentItem,
  type FlowListeners,
} from '../../../headless/advanced';
import { SafeLink, type ErrorSummaryItem } from '../../primitives';
import { mergeParts, type ScreenProps } from '../components';
import { COMMON_PARTS, type CommonParts } from '../parts';
import { ServerError, StepSection, Summary, useAttempt } from '../sign-in/shared';
import { scopeWording } from './scope-wording';
import { useText } from './text';

export interface ConsentCollectionProps extends ScreenProps, FlowListeners {
  readonly client: ConsentClient;
  /** The OAuth authorization request (prompt none / login / consent / select_account); null for terms / marketing only. */
  readonly request?: AuthorizationRequest | null | undefined;
  /** Terms (required) and marketing (optional) consents to collect. */
  readonly items?: readonly ConsentItem[] | undefined;
  /** Display name of the client asking for access (text). */
  readonly clientName?: string | undefined;
  /** prompt=login: the host signs the user in again, then calls the given `done`. */
  readonly onSignInAgain?: ((done: () => void) => void) | undefined;
  /** prompt=select_account: the host lets the user pick the account, then calls `done`. */
  readonly onSelectAccount?: ((done: () => void) => void) | undefined;
  /** Consent granted; the redirect the service validated (or null). */
  readonly onGranted?: ((redirectUrl: string | null) => void) | undefined;
  readonly components?: Partial<CommonParts> | undefined;
  /**
   * The Terms of Service page, linked in the terms checkbox's label.
   * @default the offering's termsOfServiceLink; none without an offering
   */
  readonly termsHref?: string | undefined;
}

/** The requested scopes, in order, without repeats; no scope is an OpenID sign-in (the user id only). */
function requestedScopes(request: AuthorizationRequest): string[] {
  return [...new Set((request.scope ?? 'openid').split(/\s+/).filter((scope) => scope !== ''))];
}

// A placeholder no translation holds: the terms link goes where the template's {terms} is.
const LINK_MARK = '\u0000';

/** Consent collection (seed 001 §3 consent / authorization flow; terms and marketing consent). */
export function ConsentCollection({
  client,
  request = null,
  items = [],
  clientName,
  onSignInAgain,
  onSelectAccount,
  onGranted,
  onEvent,
  onHostCommand,
  components,
  focusOnMount,
  termsHref,
}: ConsentCollectionProps): ReactNode {
  const P = mergeParts(COMMON_PARTS, components);
  const t = useText();
  const offeringTerms = useOffering()?.termsOfServiceLink ?? undefined;
  const termsLink = termsHref ?? offeringTerms;
  const { state, actions } = useConsent({
    client,
    request,
    items,
    ...(onEvent !== undefined ? { onEvent } : {}),
    ...(onHostCommand !== undefined ? { onHostCommand } : {}),
  });
  const [attempt, nextAttempt] = useAttempt();
  const base = useId();
  const { start } = actions;
  useEffect(() => {
    start();
  }, [start]);
  const step = state.step;
  const redirectUrl = state.redirectUrl;
  useEffect(() => {
    if (step === 'granted') {
      onGranted?.(redirectUrl);
    }
  }, [step, redirectUrl, onGranted]);

  const heading = (key: string, title: string, focus = true): ReactNode => (
    <P.Heading focusKey={key} focusOnMount={focus} documentTitle={title}>
      {title}
    </P.Heading>
  );
  switch (step) {
    case 'idle':
    case 'checking':
      return (
        <StepSection step={step}>
          <P.Status>{t('recovery.submitting')}</P.Status>
        </StepSection>
      );
    case 'reauthenticate':
      return (
        <StepSection step={step}>
          {heading(step, t('consent.signInAgain'))}
          <P.Button
            type="button"
            fullWidth
            onClick={() => (onSignInAgain ? onSignInAgain(actions.signedIn) : actions.signedIn())}
          >
            {t('action.signIn')}
          </P.Button>
        </StepSection>
      );
    case 'selectAccount':
      return (
        <StepSection step={step}>
          {heading(step, t('consent.selectAccount'))}
          <P.Button
            type="button"
            fullWidth
            onClick={() =>
              onSelectAccount ? onSelectAccount(actions.accountSelected) : actions.accountSelected()
            }
          >
            {t('action.continue')}
          </P.Button>
        </StepSection>
      );
    case 'granted':
      return <StepSection step={step}>{heading(step, t('consent.done.title'))}</StepSection>;
    case 'declined':
      return <StepSection step={step}>{heading(step, t('consent.declined.title'))}</StepSection>;
    case 'failed':
      return (
        <StepSection step={step}>
          {heading(step, t('oauth.generic'))}
          <ServerError parts={P} code={state.errorCode} attempt={attempt} />
        </StepSection>
      );
    case 'consent':
      break;
    default:
      step satisfies never;
      return null;
  }
  const appName = request !== null ? (clientName ?? request.clientId) : '';
  const title = request !== null ? t('consent.title', { client: appName }) : t('screen.termsConsent');
  // "Shares the information below" (issue 18 §3): the list the sentence promises.
  const scopes = request !== null ? requestedScopes(request) : [];
  const termsLabel = (): ReactNode => {
    if (termsLink === undefined) {
      return t('consent.item.terms');
    }
    const [before = '', after = ''] = t('consent.item.termsLinked', { terms: LINK_MARK }).split(LINK_MARK);
    return (
      <>
        {before}
        <SafeLink href={termsLink}>{t('consent.termsLink')}</SafeLink>
        {after}
      </>
    );
  };
  const errors: ErrorSummaryItem[] = state.missing.map((type) => ({
    fieldId: `${base}-${type}`,
    message: t('consent.required'),
  }));
  return (
    <StepSection step="consent">
      {heading('consent', title, focusOnMount ?? true)}
      {request !== null ? (
        <>
          <p>{t('consent.body')}</p>
          <ul className="grid gap-1 ps-4" aria-label={t('consent.scopes.label', { client: appName })}>
            {scopes.map((scope) => (
              <li key={scope} className="list-disc">
                {scopeWording(t, scope)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Summary parts={P} errors={errors} attempt={attempt} />
      <ServerError parts={P} code={state.errorCode} attempt={attempt} />
      <P.Form
        onSubmit={() => {
          nextAttempt();
          actions.accept();
        }}
        pending={state.isSubmitting}
        data-step="consent"
        className="grid gap-4"
      >
        {items.map((item) => {
          const id = `${base}-${item.consentType}`;
          const missing = state.missing.includes(item.consentType);
          return (
            // An unticked required box is marked like every invalid field (issue 18 §1, one error style): the
            // start-edge bar and the error line with its mark, above the control as the Field primitive does.
            <div key={item.consentType} className="ik-field" data-invalid={missing ? 'true' : undefined}>
              {missing ? (
                <p id={`${id}-error`} className="ik-field-error">
                  {t('consent.required')}
                </p>
              ) : null}
              <P.Checkbox
                id={id}
                name={item.consentType}
                checked={state.accepted.includes(item.consentType)}
                onChange={(event) => actions.toggle(item.consentType, event.currentTarget.checked)}
                label={item.kind === 'terms' ? termsLabel() : t('consent.item.marketing')}
                invalid={missing}
                aria-describedby={missing ? `${id}-error` : undefined}
              />
            </div>
          );
        })}
        <div className="grid gap-3">
          <P.Button
            type="submit"
            fullWidth
            pending={state.isSubmitting}
            pendingLabel={t('recovery.submitting')}
          >
            {t('action.accept')}
          </P.Button>
          {request !== null ? (
            <P.Button type="button" variant="secondary" fullWidth onClick={actions.decline}>
              {t('action.decline')}
            </P.Button>
          ) : null}
        </div>
      </P.Form>
    </StepSection>
  );
}
