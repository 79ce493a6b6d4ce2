import type { ReactNode } from 'react';
import {
  accountDeletionRequestNotice,
  detectBrowserFeatures,
  unsupportedBrowserNotice,
  type BrowserFeatures,
} from '../../../headless';
import { mergeParts, type ScreenProps } from '../components';
import { COMMON_PARTS, type CommonParts } from '../parts';
import { StepSection } from '../sign-in/shared';
import { useText } from '../text';

export interface AccountDeletionNoticeProps extends ScreenProps {
  /** When the deletion was requested (ms since epoch). */
  readonly requestedAt: number;
  /** @default Date.now() */
  readonly now?: number | undefined;
  /** Cancel the request (shown only within the 72-hour window). */
  readonly onCancel?: (() => void) | undefined;
  readonly components?: Partial<CommonParts> | undefined;
}

/** Account-deletion request notice (seed 001 §4, §9): cancellable within 72 hours, processed in about 45 days. */
export function AccountDeletionNotice({ requestedAt, now, onCancel, components, focusOnMount }: AccountDeletionNoticeProps): ReactNode {
  const P = mergeParts(COMMON_PARTS, components);
  const t = useText();
  const notice = accountDeletionRequestNotice(requestedAt, now ?? Date.now());
  const title = t(notice.titleKey);
  return (
    <StepSection step="accountDeletion">
      <P.Heading focusKey="accountDeletion" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <p>{t(notice.bodyKey, { hours: notice.cancelWithinHours, days: notice.processingDays })}</p>
      {notice.canCancel && onCancel !== undefined ? (
        <P.Button type="button" variant="secondary" fullWidth onClick={onCancel}>
          {t(notice.cancelKey)}
        </P.Button>
      ) : null}
    </StepSection>
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
  const notice = unsupportedBrowserNotice(features ?? detectBrowserFeatures(globalThis as unknown as Record<string, unknown>), {
    ...(unsupportedBrowserWarning !== undefined ? { unsupportedBrowserWarning } : {}),
    ...(hostSaysUnsupported !== undefined ? { hostSaysUnsupported } : {}),
  });
  if (!notice.show && !force) {
    return null;
  }
  const title = t(notice.titleKey);
  return (
    <StepSection step="unsupportedBrowser">
      <P.Heading focusKey="unsupportedBrowser" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <p>{t(notice.bodyKey)}</p>
    </StepSection>
  );
}
