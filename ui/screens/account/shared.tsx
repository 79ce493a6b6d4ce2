import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import type { AnalyticsEvent, HostCommand } from '../../../headless';
import type { AccountSectionView } from '../../../headless/account';
import type { ErrorSummaryItem } from '../../primitives';
import { mergeParts } from '../components';
import { ServerError, Summary } from '../sign-in/shared';
import { ACCOUNT_PARTS, type AccountParts } from './parts';
import type { AccountSectionScreenProps } from './props';
import { StepUpGate } from './step-up-gate';
import { useText } from './text';

/** What the section screens need of a section hook (any of the section hooks fits). */
export interface SectionHook {
  readonly state: AccountSectionView<unknown>;
  readonly actions: {
    readonly edit: () => void;
    readonly cancel: () => void;
    readonly sendCode: (target?: string) => void;
    readonly verifyCode: (code: string) => void;
    readonly resume: () => void;
    readonly load: () => void;
  };
}

/**
 * A section of the account page: its heading (level 2; takes focus when the section changes step, so a
 * keyboard user lands on what changed) and `data-section` / `data-step` / `data-state` for styling and tests.
 */
export function SectionFrame({
  parts: P,
  name,
  title,
  state,
  children,
}: {
  parts: AccountParts;
  name: string;
  title: string;
  state: AccountSectionView<unknown>;
  children?: ReactNode;
}): ReactNode {
  const headingId = `${useId()}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-section={name}
      data-step={state.step}
      data-state={state.status}
      className="grid gap-4 border-b border-ik-card-border pb-6 last:border-b-0 last:pb-0"
    >
      <P.Heading
        id={headingId}
        level={2}
        // Loading -> view is not the user's doing: focus moves only when they open or leave a form.
        focusKey={state.step === 'loading' ? 'view' : state.step}
        focusOnMount={false}
        className="text-lg"
      >
        {title}
      </P.Heading>
      {children}
    </section>
  );
}

/**
 * "Saved." in a polite status region that stays mounted (a region inserted with its text is not announced
 * everywhere); the text appears when an edit finishes.
 */
export function SavedNotice({
  parts: P,
  saved,
  text,
}: {
  parts: AccountParts;
  saved: number;
  text?: string;
}): ReactNode {
  const t = useText();
  return (
    <P.Status tone={saved > 0 ? 'success' : undefined}>
      {saved > 0 ? (text ?? t('account.saved')) : null}
    </P.Status>
  );
}

/** The loading line and a load failure with a retry, shared by every section's view. */
export function LoadState({ parts: P, hook }: { parts: AccountParts; hook: SectionHook }): ReactNode {
  const t = useText();
  const { state } = hook;
  if (state.step === 'loading') {
    return <P.Status>{t('account.loading')}</P.Status>;
  }
  if (state.data === null && state.errorCode !== null && state.step === 'view') {
    return (
      <>
        <ServerError parts={P} code={state.errorCode} attempt={state.attempt} />
        <div>
          <P.Button variant="secondary" onClick={hook.actions.load}>
            {t('action.tryAgain')}
          </P.Button>
        </div>
      </>
    );
  }
  return null;
}

/**
 * The field errors the hook found, as summary items with the catalogue's words (the same words go inline).
 * `prompts` maps a hook field to its catalogue prompt (`field.<prompt>.required` / `.invalid`).
 */
export function useHookErrors(
  state: AccountSectionView<unknown>,
  ids: Readonly<Record<string, string>>,
  message: (field: string, reason: string) => string,
): { items: readonly ErrorSummaryItem[]; errorFor: (field: string) => string | undefined } {
  const items = Object.entries(state.fieldErrors)
    .filter(([field]) => ids[field] !== undefined)
    .map(([field, reason]) => ({ fieldId: ids[field] ?? field, message: message(field, reason) }));
  return {
    items,
    errorFor: (field) => {
      const reason = state.fieldErrors[field];
      return reason === undefined ? undefined : message(field, reason);
    },
  };
}

/** The summary and the server error of an edit form (the server error announced per attempt). */
export function FormErrors({
  parts: P,
  items,
  state,
  message,
}: {
  parts: AccountParts;
  items: readonly ErrorSummaryItem[];
  state: AccountSectionView<unknown>;
  /** The section's own words for the server error (e.g. a refused passkey dialog), else the catalogue's. */
  message?: string | null | undefined;
}): ReactNode {
  return (
    <>
      <Summary parts={P} errors={items} attempt={state.attempt} />
      {state.isStepUpRequired ? null : message !== undefined && message !== null ? (
        <P.Alert announceKey={state.attempt} data-code={state.errorCode ?? undefined}>
          {message}
        </P.Alert>
      ) : (
        <ServerError parts={P} code={state.errorCode} attempt={state.attempt} />
      )}
    </>
  );
}

/**
 * Save and Cancel of an edit form: one primary action, Cancel as the quiet one beside it. `label` names what
 * the action does where "Save" would not (a passkey is created, not saved).
 */
export function EditActions({
  parts: P,
  hook,
  label,
}: {
  parts: AccountParts;
  hook: SectionHook;
  label?: string | undefined;
}): ReactNode {
  const t = useText();
  const pending = hook.state.isPending;
  return (
    <div className="flex flex-wrap gap-3">
      <P.Button type="submit" pending={pending} pendingLabel={t('account.saving')}>
        {label ?? t('account.action.save')}
      </P.Button>
      <P.Button variant="tertiary" onClick={hook.actions.cancel}>
        {t('action.cancel')}
      </P.Button>
    </div>
  );
}

/**
 * Calls `run` once each time `value` grows (an edit finished), not on mount: a section that opens on
 * `saved: 0` says nothing.
 */
export function useOnIncrease(value: number, run: () => void): void {
  const last = useRef(value);
  useEffect(() => {
    if (value > last.current) {
      run();
    }
    last.current = value;
  }, [value, run]);
}

/** The hook options a section screen passes on from its props (only those it was given). */
export function sectionHookOptions<C>(props: {
  readonly client: C;
  readonly stepUpAal?: number | null | undefined;
  readonly onEvent?: ((event: AnalyticsEvent) => void) | undefined;
  readonly onHostCommand?: ((command: HostCommand) => void) | undefined;
}): {
  client: C;
  stepUpAal?: number | null;
  onEvent?: (event: AnalyticsEvent) => void;
  onHostCommand?: (command: HostCommand) => void;
} {
  const { client, stepUpAal, onEvent, onHostCommand } = props;
  return {
    client,
    ...(stepUpAal !== undefined ? { stepUpAal } : {}),
    ...(onEvent !== undefined ? { onEvent } : {}),
    ...(onHostCommand !== undefined ? { onHostCommand } : {}),
  };
}

/**
 * The parts a section screen draws with (the defaults with its `components` over them), and its `onSaved`
 * called each time an edit finishes.
 */
export function useSectionParts(props: AccountSectionScreenProps, saved: number): AccountParts {
  const { onSaved } = props;
  useOnIncrease(saved, () => onSaved?.());
  return mergeParts(ACCOUNT_PARTS, props.components);
}

/** A text field of a submitted form ('' when it is absent or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** What the edit form of a section needs: see {@link GuardedEditForm}. */
export interface EditFormProps {
  /** The level a sensitive write needs; the step-up panel shows only while the write waits for it. */
  readonly aal?: number | null | undefined;
  readonly errors: readonly ErrorSummaryItem[];
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The section's own words for the server error, else the catalogue's. */
  readonly errorMessage?: string | null | undefined;
  /** The submit button's words where "Save" would not say what it does. */
  readonly submitLabel?: string | undefined;
}

/**
 * The edit form of a section: the step-up panel while the write waits for it (only a sensitive write ever
 * does), and the form, hidden but still mounted meanwhile so nothing typed is lost; the error summary, the
 * server error, the fields, the action and Cancel.
 */
export function GuardedEditForm({
  parts: P,
  hook,
  aal,
  errors,
  onSubmit,
  errorMessage,
  submitLabel,
  children,
}: EditFormProps & { parts: AccountParts; hook: SectionHook; children?: ReactNode }): ReactNode {
  const { state } = hook;
  return (
    <>
      <StepUpGate hook={hook} aal={aal} components={P} />
      {/* `hidden` on a wrapper without a display class (a utility's display would override it). */}
      <div hidden={state.isStepUpRequired}>
        <div className="grid gap-4">
          <FormErrors parts={P} items={errors} state={state} message={errorMessage} />
          <P.Form data-step="edit" pending={state.isPending} onSubmit={onSubmit} className="grid gap-4">
            {children}
            <EditActions parts={P} hook={hook} label={submitLabel} />
          </P.Form>
        </div>
      </div>
    </>
  );
}

/**
 * The frame every account section shares: the heading ({@link SectionFrame}), the loading line or load
 * failure, the section's `view` once its data is there, in the edit step its guarded edit form around the
 * `children` (or `editStep` instead: a confirmation, a list intent in flight), and the saved notice.
 */
export function AccountSection({
  parts: P,
  hook,
  name,
  title,
  view,
  form,
  editStep,
  saved,
  savedText,
  children,
}: {
  parts: AccountParts;
  hook: SectionHook;
  name: string;
  title: string;
  /** The view step, drawn once the data is loaded. */
  view: ReactNode;
  /** The edit form around `children`; without it the edit step shows `editStep`. */
  form?: EditFormProps | undefined;
  editStep?: ReactNode;
  /** What counts as a finished edit for the notice. @default the hook's `saved` */
  saved?: number | undefined;
  savedText?: string | undefined;
  children?: ReactNode;
}): ReactNode {
  const { state } = hook;
  return (
    <SectionFrame parts={P} name={name} title={title} state={state}>
      <LoadState parts={P} hook={hook} />
      {state.step === 'view' && state.data !== null ? view : null}
      {state.step === 'edit' ? (
        form !== undefined ? (
          <GuardedEditForm parts={P} hook={hook} {...form}>
            {children}
          </GuardedEditForm>
        ) : (
          editStep
        )
      ) : null}
      <SavedNotice
        parts={P}
        saved={state.step === 'view' ? (saved ?? state.saved) : 0}
        {...(savedText !== undefined ? { text: savedText } : {})}
      />
    </SectionFrame>
  );
}

/** A section's value and the one button that edits it (its words say Add while there is no value yet). */
export function ValueRow({
  parts: P,
  value,
  empty,
  action,
  onAction,
  ltr = false,
}: {
  parts: AccountParts;
  /** The value as shown; null or '' shows `empty`, muted. */
  value: string | null;
  empty: string;
  action: string;
  onAction: () => void;
  /** An identifier (a user id): left to right in every locale, broken anywhere rather than overflowing. */
  ltr?: boolean;
}): ReactNode {
  const none = value === null || value === '';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p
        className={none ? 'text-ik-fg-muted' : ltr ? 'break-all' : undefined}
        {...(ltr && !none ? { dir: 'ltr' } : {})}
      >
        {none ? empty : value}
      </p>
      <P.Button variant="secondary" onClick={onAction} data-action="edit">
        {action}
      </P.Button>
    </div>
  );
}

/** One text field of a section form, as {@link TextFields} draws it. */
export interface TextFieldSpec<N extends string = string> {
  readonly name: N;
  readonly label: string;
  readonly autoComplete: string;
  readonly hint?: string | undefined;
  /** A short value (a state code, a postal code): a narrower input. */
  readonly narrow?: boolean | undefined;
}

/**
 * The plain text fields of a section form (full name, address): label, optional hint, the hook's error
 * inline, the saved value as the default (uncontrolled: the form is read on submit).
 */
export function TextFields<N extends string>({
  parts: P,
  fields,
  ids,
  values,
  errorFor,
  errorPrefix,
}: {
  parts: AccountParts;
  fields: readonly TextFieldSpec<N>[];
  ids: Readonly<Record<N, string>>;
  /** The saved values (an entry being edited), none for a new one. */
  values: { readonly [K in N]?: string } | undefined;
  errorFor: (field: string) => string | undefined;
  errorPrefix: string;
}): ReactNode {
  return fields.map((field) => {
    const id = ids[field.name];
    const error = errorFor(field.name);
    return (
      <P.Field
        key={field.name}
        label={field.label}
        {...(field.hint !== undefined ? { hint: field.hint } : {})}
        controlId={id}
        error={error}
        labels={{ errorPrefix }}
      >
        <P.TextInput
          id={id}
          name={field.name}
          defaultValue={values?.[field.name] ?? ''}
          autoComplete={field.autoComplete}
          invalid={error !== undefined}
          {...(field.narrow === true ? { className: 'max-w-48' } : {})}
        />
      </P.Field>
    );
  });
}
