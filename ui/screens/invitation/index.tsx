import { useId, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { invitationNotice, type IdentityClient, type InvitationNotice } from '../../../headless';
import { OneTimeCodeInput, type OneTimeCodeInputProps } from '../../primitives';
import { mergeParts, type ScreenProps } from '../components';
import { COMMON_PARTS, type CommonParts } from '../parts';
import { ServerError, StepSection, Summary, useAttempt, useFieldErrors } from '../sign-in/shared';
import { useText } from '../text';

/** The invitation calls the screens use (a structural slice of the identity client). */
export type InvitationClient = Pick<IdentityClient, 'verifyInviteByReceiver' | 'acceptInvitation'>;

export interface InvitationParts extends CommonParts {
  readonly OneTimeCodeInput: ComponentType<OneTimeCodeInputProps>;
}

export const INVITATION_PARTS: InvitationParts = { ...COMMON_PARTS, OneTimeCodeInput };

export interface InvitationProps extends ScreenProps {
  readonly client: InvitationClient;
  readonly invitationId: string;
  /** The access code from the invitation link, if the link carries it (the field starts with it). */
  readonly accessCode?: string | undefined;
  /** After success: continue into the product. */
  readonly onContinue?: (() => void) | undefined;
  readonly components?: Partial<InvitationParts> | undefined;
}

interface InvitationState {
  readonly pending: boolean;
  readonly errorCode: string | null;
  readonly notice: InvitationNotice | null;
  readonly realm: string | null;
}

/**
 * Invitation accept / success / expired (seed 000 §4.4; seed 001 §4). The headless layer has the notice rules
 * (`invitationNotice`) but no invitation hook yet, so this screen runs verify -> accept itself: verify the
 * access code; PENDING accepts it; EXPIRED / ACCEPTED shows the expired screen; a signed-in user is required.
 */
export function Invitation({ client, invitationId, accessCode, onContinue, components, focusOnMount }: InvitationProps): ReactNode {
  const P = mergeParts(INVITATION_PARTS, components);
  const t = useText();
  const [attempt, nextAttempt] = useAttempt();
  const { errors, setErrors, errorFor } = useFieldErrors();
  const [state, setState] = useState<InvitationState>({ pending: false, errorCode: null, notice: null, realm: null });
  const [moved, setMoved] = useState(false);
  const live = useRef(0);
  const id = `${useId()}-accessCode`;

  const run = async (code: string): Promise<void> => {
    const ticket = ++live.current;
    setState((s) => ({ ...s, pending: true, errorCode: null }));
    const verified = await client.verifyInviteByReceiver({ invitationId, accessCode: code });
    if (ticket !== live.current) {
      return;
    }
    if (!verified.ok) {
      const expired = verified.error.code === 'EXPIRED_INVITATION_REQUEST';
      setState((s) => ({ ...s, pending: false, errorCode: expired ? null : verified.error.code, notice: expired ? invitationNotice({ statusCode: 'EXPIRED' }) : null }));
      setMoved(expired);
      return;
    }
    const realm = verified.data.realm?.displayName ?? null;
    const notice = invitationNotice({ statusCode: verified.data.invitation.status.code });
    if (!notice.proceeds) {
      setState({ pending: false, errorCode: notice.screen === 'expired' ? null : notice.errorCode, notice: notice.screen === 'expired' ? notice : null, realm });
      setMoved(notice.screen === 'expired');
      return;
    }
    const accepted = await client.acceptInvitation({ invitationId, accessCode: code });
    if (ticket !== live.current) {
      return;
    }
    if (!accepted.ok) {
      const expired = accepted.error.code === 'EXPIRED_INVITATION_REQUEST';
      setState({ pending: false, errorCode: expired ? null : accepted.error.code, notice: expired ? invitationNotice({ statusCode: 'EXPIRED' }) : null, realm });
      setMoved(expired);
      return;
    }
    setState({ pending: false, errorCode: null, notice: invitationNotice({ statusCode: 'ACCEPTED', accepted: true }), realm });
    setMoved(true);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    nextAttempt();
    const value = new FormData(event.currentTarget).get('accessCode');
    const code = typeof value === 'string' ? value.replace(/\s+/g, '') : '';
    if (code === '') {
      setErrors([{ fieldId: id, message: t('invitation.accessCode.required') }]);
      return;
    }
    setErrors([]);
    if (!state.pending) {
      void run(code);
    }
  };

  const realm = state.realm ?? '';
  if (state.notice?.screen === 'success') {
    const title = t('invitation.success.title', { realm });
    return (
      <StepSection step="invitationSuccess">
        <P.Heading focusKey="invitationSuccess" focusOnMount={moved || focusOnMount} documentTitle={title}>
          {title}
        </P.Heading>
        <p>{t('invitation.success.body', { realm })}</p>
        {onContinue !== undefined ? (
          <P.Button type="button" fullWidth onClick={onContinue}>
            {t('action.continue')}
          </P.Button>
        ) : null}
      </StepSection>
    );
  }
  if (state.notice?.screen === 'expired') {
    const title = t('screen.invitationExpired');
    return (
      <StepSection step="invitationExpired">
        <P.Heading focusKey="invitationExpired" focusOnMount={moved || focusOnMount} documentTitle={title}>
          {title}
        </P.Heading>
        <p>{t('invitation.expired.body')}</p>
      </StepSection>
    );
  }
  const title = t('screen.invitationAccept');
  return (
    <StepSection step="invitationAccept">
      <P.Heading focusKey="invitationAccept" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <Summary parts={P} errors={errors} attempt={attempt} />
      <ServerError parts={P} code={state.errorCode} attempt={attempt} />
      <P.Form onSubmit={onSubmit} pending={state.pending} data-step="invitationAccept" className="grid gap-4">
        <P.Field
          label={t('invitation.accessCode.label')}
          hint={t('invitation.accessCode.hint')}
          controlId={id}
          error={errorFor(id)}
          labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
        >
          <P.OneTimeCodeInput id={id} name="accessCode" length={6} defaultValue={accessCode ?? ''} invalid={errorFor(id) !== undefined || state.errorCode !== null} />
        </P.Field>
        <P.Button type="submit" fullWidth pending={state.pending} pendingLabel={t('invitation.checking')}>
          {t('action.accept')}
        </P.Button>
      </P.Form>
    </StepSection>
  );
}
