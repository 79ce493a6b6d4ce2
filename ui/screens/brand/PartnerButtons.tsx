import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { isSupportedPartner, partnerDisplayName } from '../../../offerings';
import { Button, Divider, type ButtonProps, type DividerProps } from '../../primitives';
import { mergeParts } from '../components';
import { useCoreText as useText } from '../text';

/** Props of one partner's icon part. */
export interface PartnerIconProps {
  readonly partnerUid: string;
}

/** The Google "G", drawn inline (no remote image, no extra request); decorative: the button has the name. */
export function PartnerIcon({ partnerUid }: PartnerIconProps): ReactNode {
  if (partnerUid !== 'google') {
    return null;
  }
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 48 48" width="20" height="20" className="shrink-0">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

export interface PartnerButtonsParts {
  readonly Button: ComponentType<ButtonProps>;
  readonly Divider: ComponentType<DividerProps>;
  readonly Icon: ComponentType<PartnerIconProps>;
}

const PARTNER_PARTS: PartnerButtonsParts = { Button, Divider, Icon: PartnerIcon };

export interface PartnerButtonsProps {
  /** Partner uids of the offering. Only google is supported (seed 000 §2.3); others are left out. */
  readonly partners: readonly string[];
  /** The block starts hidden and shows once revealed (seed 000 §4.8 "the partner block starts hidden"). */
  readonly revealed: boolean;
  /** The user chose a partner: the host starts the partner sign-in (seed 000 §4.5). */
  readonly onSelect: (partnerUid: string) => void;
  /** Told about a partner that is not supported (for a developer warning; nothing is shown to users). */
  readonly onUnsupportedPartner?: ((partnerUid: string) => void) | undefined;
  /**
   * Move focus to this partner's button on mount: the user came back from the brand hand-off with Cancel,
   * whose button is gone, so focus would otherwise fall to the page body (keyboard only, QUALITY.md a11y 8).
   */
  readonly focusPartner?: string | null | undefined;
  readonly components?: Partial<PartnerButtonsParts> | undefined;
}

/**
 * Partner sign-in buttons (seed 000 §2.3): "Sign in with" + name + icon for each supported partner, above an
 * "or" divider, rendered only once revealed. The icon is decorative; the button's name is its text.
 */
export function PartnerButtons({
  partners,
  revealed,
  onSelect,
  onUnsupportedPartner,
  focusPartner,
  components,
}: PartnerButtonsProps): ReactNode {
  const P = mergeParts(PARTNER_PARTS, components);
  const t = useText();
  const supported = partners.filter(isSupportedPartner);
  const shown = revealed && supported.length > 0;
  // Told from an effect, once per list of unsupported partners: a render may run many times (StrictMode,
  // every parent update), and a host's warning should not repeat with each.
  const unsupported = partners.filter((uid) => !isSupportedPartner(uid)).join('\n');
  const onUnsupportedRef = useRef(onUnsupportedPartner);
  onUnsupportedRef.current = onUnsupportedPartner;
  useEffect(() => {
    if (unsupported !== '') {
      unsupported.split('\n').forEach((uid) => onUnsupportedRef.current?.(uid));
    }
  }, [unsupported]);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!shown || focusPartner === null || focusPartner === undefined) {
      return;
    }
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-partner]') ?? [];
    Array.from(buttons)
      .find((button) => button.getAttribute('data-partner') === focusPartner)
      ?.focus();
    // Only on mount (the return from the hand-off), never while the user is elsewhere on the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!shown) {
    return null;
  }
  return (
    <div className="grid gap-3" data-part="partner-buttons" data-state="revealed">
      <ul ref={listRef} className="grid gap-2">
        {supported.map((uid) => (
          <li key={uid}>
            <P.Button
              variant="secondary"
              fullWidth
              onClick={() => onSelect(uid)}
              data-partner={uid}
              className="inline-flex items-center justify-center gap-2"
            >
              <P.Icon partnerUid={uid} />
              <span>{t('partner.signInWith', { partner: partnerDisplayName(uid) })}</span>
            </P.Button>
          </li>
        ))}
      </ul>
      <P.Divider label={t('partner.or')} />
    </div>
  );
}
