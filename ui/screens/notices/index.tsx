import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useAccountDeletionNotice, useOffering } from '../../../headless';
import {
  accountDeletionRequestNotice,
  detectBrowserFeatures,
  unsupportedBrowserNotice,
  type AccountDeletionClient,
  type AccountDeletionNotice,
  type BrowserFeatures,
  type FlowListeners,
} from '../../../headless/advanced';
import { mergeParts, type ScreenProps } from '../components';
import { COMMON_PARTS, type CommonParts } from '../parts';
import { ServerError, useAttempt } from '../sign-in/shared';
import { EndStep } from '../end-step';
import { safeLinkElement } from '../../primitives/SafeLink';
import { useText } from './text';

export interface AccountDeletionNoticeProps extends ScreenProps, FlowListeners {
  /** When the deletion was requested (ms since epoch). */
  readonly requestedAt: number;
  /** @default Date.now() */
  readonly now?: number | undefined;
  /**
   * The identity client: Cancel then calls notifyAccountDeletionAborted itself (seed 001 §7), shows the
   * service's error if it fails, and confirms the cancellation. Without it, `onCancel` does the work.
   */
  readonly client?: AccountDeletionClient | undefined;
  /**
   * With `client`: called once the service recorded the cancellation. Without: called on Cancel (the host
   * cancels). Cancel is offered only within the 72-hour window.
   */
  readonly onCancel?: (() => void) | undefined;
  readonly components?: Partial<CommonParts> | undefined;
}

/** Heading and body of the notice (72 hours, about 45 days), then the screen's actions. */
function DeletionFrame({
  P,
  notice,
  focusOnMount,
  children,
}: {
  P: CommonParts;
  notice: AccountDeletionNotice;
  focusOnMount: boolean | undefined;
  children?: ReactNode;
}): ReactNode {
  const t = useText();
  const title = t(notice.titleKey);
  return (
    <EndStep P={P} step="accountDeletion" title={title} focusOnMount={focusOnMount}>
      <p>{t(notice.bodyKey, { hours: notice.cancelWithinHours, days: notice.processingDays })}</p>
      {children}
    </EndStep>
  );
}

function CancelledThroughClient({
  client,
  requestedAt,
  now,
  onCancel,
  onEvent,
  onHostCommand,
  P,
  focusOnMount,
}: AccountDeletionNoticeProps & { client: AccountDeletionClient; P: CommonParts }): ReactNode {
  const t = useText();
  const clock = useCallback(() => now ?? Date.now(), [now]);
  const { state, actions } = useAccountDeletionNotice({
    client,
    requestedAt,
    now: clock,
    ...(onEvent !== undefined ? { onEvent } : {}),
    ...(onHostCommand !== undefined ? { onHostCommand } : {}),
  });
  const [attempt, nextAttempt] = useAttempt();
  const reported = useRef(false);
  useEffect(() => {
    if (state.cancelled && !reported.current) {
      reported.current = true;
      onCancel?.();
    }
  }, [state.cancelled, onCancel]);
  return (
    <DeletionFrame P={P} notice={state.notice} focusOnMount={focusOnMount}>
      <ServerError parts={P} code={state.errorCode} attempt={attempt} />
      {/* Polite status, kept on the page (QUALITY.md: no message that vanishes). */}
      <P.Status>{state.cancelled ? t('notice.accountDeletion.cancelled') : ''}</P.Status>
      {state.canCancel ? (
        <P.Button
          type="button"
          variant="secondary"
          fullWidth
          pending={state.isSubmitting}
          onClick={() => {
            nextAttempt();
            actions.cancel();
          }}
        >
          {t(state.notice.cancelKey)}
        </P.Button>
      ) : null}
    </DeletionFrame>
  );
}

/** Account-deletion request notice (seed 001 §4, §9): cancellable within 72 hours, processed in about 45 days. */
export function AccountDeletionNotice(props: AccountDeletionNoticeProps): ReactNode {
  const { requestedAt, now, onCancel, client, components, focusOnMount } = props;
  const P = mergeParts(COMMON_PARTS, components);
  const t = useText();
  if (client !== undefined) {
    return <CancelledThroughClient {...props} client={client} P={P} />;
  }
  const notice = accountDeletionRequestNotice(requestedAt, now ?? Date.now());
  return (
    <DeletionFrame P={P} notice={notice} focusOnMount={focusOnMount}>
      {notice.canCancel && onCancel !== undefined ? (
        <P.Button type="button" variant="secondary" fullWidth onClick={onCancel}>
          {t(notice.cancelKey)}
        </P.Button>
      ) : null}
    </DeletionFrame>
  );
}

export interface UnsupportedBrowserNoticeProps extends ScreenProps {
  /** Feature detection result. @default detectBrowserFeatures(globalThis) */
  readonly features?: BrowserFeatures | undefined;
  /** Desktop-tied offerings (seed 001 §9) warn when the host says the browser is not supported. */
  readonly unsupportedBrowserWarning?: boolean | undefined;
  readonly hostSaysUnsupported?: boolean | undefined;
  /** Render even when the browser is supported (stories, previews). */
  readonly force?: boolean | undefined;
  readonly components?: Partial<CommonParts> | undefined;
}

/** The unsupported-browser notice (seed 001 §2); renders nothing when the browser has what the screens need. */
export function UnsupportedBrowserNotice({
  features,
  unsupportedBrowserWarning,
  hostSaysUnsupported,
  force = false,
  components,
  focusOnMount,
}: UnsupportedBrowserNoticeProps): ReactNode {
  const P = mergeParts(COMMON_PARTS, components);
  const t = useText();
  // A desktop-tied offering (seed 001 §9) turns the warning on; the prop still wins.
  const offering = useOffering();
  const warn = unsupportedBrowserWarning ?? offering?.unsupportedBrowserWarning;
  const notice = unsupportedBrowserNotice(
    features ?? detectBrowserFeatures(globalThis as unknown as Record<string, unknown>),
    {
      ...(warn !== undefined ? { unsupportedBrowserWarning: warn } : {}),
      ...(hostSaysUnsupported !== undefined ? { hostSaysUnsupported } : {}),
    },
  );
  if (!notice.show && !force) {
    return null;
  }
  const title = t(notice.titleKey);
  return (
    <EndStep P={P} step="unsupportedBrowser" title={title} focusOnMount={focusOnMount}>
      <p>{t(notice.bodyKey)}</p>
      {offering?.desktopUpdateLink ? (
        <p>
          {safeLinkElement({ href: offering.desktopUpdateLink, children: t('browser.unsupported.update') })}
        </p>
      ) : null}
    </EndStep>
  );
}
