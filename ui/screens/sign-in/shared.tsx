import { createContext, useState, type ReactNode } from 'react';
import { useOffering } from '../../../headless';
import type { DescribedError } from '../../../catalogue';
import type { OfferingConfig } from '../../../offerings';
import type { ErrorSummaryItem } from '../../primitives';
import { OfferingLinkList } from '../offering-links';
import type { CommonParts } from '../parts';
import { useErrorText, useCoreText as useText } from '../text';

/** Counts submits: the error summary's `focusKey` and the server alert's `announceKey`. */
export function useAttempt(): [attempt: number, next: () => void] {
  const [attempt, setAttempt] = useState(0);
  return [attempt, () => setAttempt((n) => n + 1)];
}

/**
 * A client-side validation error of one submit: its catalogue key, worded at render so the text follows the
 * current locale (issue 18 §3: a message stored as text stayed English once the locale loaded or switched),
 * or a text that is not the kit's own wording (a service's question).
 */
export type FieldErrorRef<K extends string> =
  { readonly fieldId: string; readonly key: K } | { readonly fieldId: string; readonly message: string };

/** Client-side validation errors of one submit, by control id, worded with `word` at each render. */
export function useFieldErrors<K extends string>(
  word: (key: K) => string,
): {
  errors: readonly ErrorSummaryItem[];
  setErrors: (errors: readonly FieldErrorRef<K>[]) => void;
  errorFor: (fieldId: string) => string | undefined;
} {
  const [refs, setErrors] = useState<readonly FieldErrorRef<K>[]>([]);
  const errors = refs.map((ref) => ({
    fieldId: ref.fieldId,
    message: 'key' in ref ? word(ref.key) : ref.message,
  }));
  return {
    errors,
    setErrors,
    errorFor: (fieldId) => errors.find((error) => error.fieldId === fieldId)?.message,
  };
}

/**
 * The hook's refused fields of the last submit (`state.validationErrors`, the one place of the rule) as
 * error-summary items: each field present in `fields` with its control id and message, in form order.
 */
export function validationItems(
  refused: readonly { readonly field: string }[],
  fields: Readonly<Record<string, ErrorSummaryItem | undefined>>,
): ErrorSummaryItem[] {
  return refused.flatMap(({ field }) => {
    const item = fields[field];
    return item === undefined ? [] : [item];
  });
}

/**
 * What a page puts right below the heading of the first sign-in step (identifier or password form):
 * `<IdentityFlow>`'s partner buttons, so they sit under "Sign in", not above it (issue 18 §3).
 */
export const BelowFirstHeading = createContext<ReactNode>(null);

/** The error summary with the catalogue's title; renders nothing without errors. */
export function Summary({
  parts,
  errors,
  attempt,
}: {
  parts: CommonParts;
  errors: readonly ErrorSummaryItem[];
  attempt: number;
}): ReactNode {
  const t = useText();
  // Not mounted without errors (issue 19 start-up JS: the first step of every page load has none, so its
  // ref, id and focus effect never run there). Same focus behaviour: the summary's effect focuses it when it
  // mounts with errors and again on each attempt (focusKey).
  if (errors.length === 0) {
    return null;
  }
  return <parts.ErrorSummary title={t('errorSummary.title')} errors={errors} focusKey={attempt} />;
}

/**
 * A server error of this screen in `role=alert`, re-created per attempt so a repeated failure is announced
 * again (QUALITY.md a11y 4). The message may be the server's own text: rendered as text only.
 */
export function ServerError({
  parts,
  code,
  attempt,
}: {
  parts: CommonParts;
  code: string | null;
  attempt: number;
}): ReactNode {
  const described = useErrorText(code);
  return described === null ? null : serverAlert(parts, described, attempt);
}

/**
 * `<ServerError>`'s alert for a worded error. The first sign-in steps call `useErrorText` themselves and this
 * only with an error (issue 19 start-up JS: the first step of a page load then runs no `<ServerError>` that
 * returns null); `useErrorText` still arms the wording's first-input preload there.
 */
export function serverAlert(parts: CommonParts, described: DescribedError, attempt: number): ReactNode {
  return (
    <parts.Alert announceKey={attempt} data-code={described.code}>
      {described.message}
    </parts.Alert>
  );
}

/** The step's container: `data-step` for styling and tests, spacing with logical properties only. */
export function StepSection({ step, children }: { step: string; children?: ReactNode }): ReactNode {
  return (
    <section className="grid gap-4" data-step={step}>
      {children}
    </section>
  );
}

/** One of the offering's way-out links. */
export type OfferingLinkId = 'recovery' | 'sign-up' | 'help';

const ALL_LINKS: readonly OfferingLinkId[] = ['recovery', 'sign-up', 'help'];

/**
 * The offering's way-out links under a sign-in form (seed 001 §3 accountRecoveryLink, signUpLink,
 * signInHelpLink): shown only when the offering configures them, as plain links the host page serves.
 * Nothing without an offering. `only` picks some (the locked screen: recovery and help, issue 18 §3).
 */
export function OfferingLinks({ only = ALL_LINKS }: { only?: readonly OfferingLinkId[] }): ReactNode {
  const offering = useOffering();
  // Nothing to word without an offering (issue 19 start-up JS: the first step of a page without one runs
  // none of the links' code).
  return offering === null ? null : offeringLinks(offering, only);
}

/**
 * `<OfferingLinks>` of a configured offering. The first sign-in steps read `useOffering()` themselves and
 * call this only with an offering (issue 19 start-up JS: no `<OfferingLinks>` returning null on every page
 * load).
 */
export function offeringLinks(
  offering: OfferingConfig,
  only: readonly OfferingLinkId[] = ALL_LINKS,
): ReactNode {
  return <ConfiguredOfferingLinks offering={offering} only={only} />;
}

function ConfiguredOfferingLinks({
  offering,
  only,
}: {
  offering: OfferingConfig;
  only: readonly OfferingLinkId[];
}): ReactNode {
  const t = useText();
  return (
    <OfferingLinkList
      links={[
        { href: offering.accountRecoveryLink, text: t('action.forgotUserIdOrPassword'), id: 'recovery' },
        { href: offering.signUpLink, text: t('action.createAccount'), id: 'sign-up' },
        { href: offering.signInHelpLink, text: t('action.signInHelp'), id: 'help' },
      ].filter((link) => only.includes(link.id as OfferingLinkId))}
    />
  );
}
