import { useId, useState, type ComponentType, type InputHTMLAttributes, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import {
  useEmailField,
  useUserIdField,
  type UseCollisionField,
  type UseCollisionFieldOptions,
} from '../../headless';
import {
  useSuggestedUserIds,
  type CollisionClient,
  type CollisionResult,
  type SuggestionClient,
} from '../../headless/advanced';
import type { GetSuggestedUsernamesRequest } from '../../headless/client/public';
import {
  Banner,
  Button,
  Field,
  joinIds,
  SafeLink,
  TextInput,
  type BannerProps,
  type ButtonProps,
  type FieldProps,
  type TextInputProps,
} from '../primitives';
import { mergeParts } from '../screens/components';
import { enUSNotices } from '../../catalogue/messages/en-US/notices';
import { useErrorText, useTextOf, type TextFn } from '../screens/text';
import { useCheckerText, type CheckerTextKey } from './checker-text';

export interface CollisionFieldParts {
  readonly Field: ComponentType<FieldProps>;
  readonly TextInput: ComponentType<TextInputProps>;
  readonly Banner: ComponentType<BannerProps>;
  readonly Button: ComponentType<ButtonProps>;
}

export const COLLISION_FIELD_PARTS: CollisionFieldParts = { Field, TextInput, Banner, Button };

export interface CollisionFieldProps extends Pick<
  UseCollisionFieldOptions,
  | 'flow'
  | 'lookup'
  | 'excludedValue'
  | 'currentEmail'
  | 'minimal'
  | 'emailVariant'
  | 'defaultValue'
  | 'checkOnMount'
  | 'onValueChange'
  | 'onSendUserId'
> {
  /** The identity client (or an object with the availability and public-info calls). */
  readonly client: CollisionClient;
  /** Visible label. @default t('label.email') / t('label.userId') */
  readonly label?: ReactNode;
  readonly hint?: ReactNode;
  /** Inline error after a submit (same words as the error summary). */
  readonly error?: ReactNode;
  readonly id?: string | undefined;
  readonly name?: string | undefined;
  /** More input attributes (e.g. a flow's prop getter: `name`, `autoComplete`). */
  readonly inputProps?: InputHTMLAttributes<HTMLInputElement> | undefined;
  /** "Sign in instead" of the account-exists result, as a link... */
  readonly signInHref?: string | undefined;
  /** ...or as a button (receives the email typed). */
  readonly onSignInInstead?: ((value: string) => void) | undefined;
  /**
   * Seed 000 §4.8 removes the account-exists banner after 8 s (`ACCOUNT_EXISTS_BANNER.autoDismissMs`). Off by
   * default (QUALITY.md a11y 5, WCAG 2.2.1); when set, the timer pauses while the banner is hovered or holds
   * focus, and the "sign in instead" path stays under the field after the banner has gone.
   */
  readonly accountExistsAutoDismissMs?: number | undefined;
  /**
   * The page already says this address has an account (a sign-up refused with DUPLICATE_USER, with its own
   * way on): while the field holds it, the field's account-exists banner and sign-in path stay out, so it is
   * said once (issue 18 §3).
   */
  readonly accountExistsShown?: string | undefined;
  /**
   * Where the check's result ("Checking…", the answer) goes instead of a live region of the field's own: for a
   * caller that keeps one region across a swap of fields (DeferredEmailField's stand-in, then this field), since
   * text put into a live region created at that moment is not announced everywhere. The element must be a
   * polite status region (`role="status"`, `aria-live="polite"`) with an id: the input is described by it while
   * a result shows. `null`: the caller's region is not mounted yet, and the result shows once it is.
   * @default the field's own region
   */
  readonly resultRegion?: HTMLElement | null | undefined;
  readonly components?: Partial<CollisionFieldParts> | undefined;
}

function resultText(t: TextFn<CheckerTextKey>, result: CollisionResult): string | null {
  switch (result.kind) {
    case 'usernameTaken':
    case 'accountExists':
    case 'emailMismatch':
      return t(result.message.key);
    case 'betterAccountFound':
      return t(result.message.key, { maskedEmail: result.params.maskedEmail });
    case 'available':
    case 'failed':
      return null;
    default:
      result satisfies never;
      return null;
  }
}

function SignInPath({
  parts,
  href,
  onSignIn,
  value,
}: {
  parts: CollisionFieldParts;
  href: string | undefined;
  onSignIn: ((value: string) => void) | undefined;
  value: string;
}): ReactNode {
  const t = useCheckerText();
  if (href !== undefined) {
    return <SafeLink href={href}>{t('fields.signInInstead')}</SafeLink>;
  }
  if (onSignIn !== undefined) {
    return (
      <parts.Button variant="tertiary" onClick={() => onSignIn(value)}>
        {t('fields.signInInstead')}
      </parts.Button>
    );
  }
  return null;
}

/** A check result that offers one action and "no thanks" (a taken user id, a better account found). */
function ResultChoice({
  parts: P,
  text,
  tone,
  action,
  onAction,
  onDismiss,
  children,
}: {
  parts: CollisionFieldParts;
  text: string | null;
  tone?: 'warning';
  action: string;
  onAction: () => void;
  onDismiss: () => void;
  children?: ReactNode;
}): ReactNode {
  const t = useCheckerText();
  return (
    <div className="grid gap-2" data-tone={tone}>
      <p>{text}</p>
      {children}
      <div className="flex flex-wrap gap-2">
        <P.Button variant="secondary" onClick={onAction}>
          {action}
        </P.Button>
        <P.Button variant="tertiary" onClick={onDismiss}>
          {t('collision.noThanks')}
        </P.Button>
      </div>
    </div>
  );
}

function CollisionFieldView({
  kind,
  field,
  props,
  takenChoices,
}: {
  kind: 'email' | 'userId';
  field: UseCollisionField;
  props: CollisionFieldProps;
  /** More choices of a taken id (CreateUserIdField's suggested ids), above its actions. */
  takenChoices?: ReactNode;
}): ReactNode {
  const P = mergeParts(COLLISION_FIELD_PARTS, props.components);
  const t = useCheckerText();
  const { state, actions } = field;
  const result = state.result;
  const failure = useErrorText(result?.kind === 'failed' ? result.code : null);
  const value = state.value.trim();
  // The value an account-exists answer was given for: the sign-in path stays for it after the banner goes.
  const [existsFor, setExistsFor] = useState<string | null>(null);
  if (result?.kind === 'accountExists' && existsFor !== value) {
    setExistsFor(value);
  }
  // The page says it already (accountExistsShown): the field keeps quiet about this address.
  const saidByPage = props.accountExistsShown !== undefined && props.accountExistsShown.trim() === value;
  const persistent = existsFor !== null && existsFor === value && value !== '' && !saidByPage;
  const text = result === null ? null : resultText(t, result);
  const { 'aria-invalid': _invalid, ...extra } = props.inputProps ?? {};
  const hasError =
    props.error !== undefined && props.error !== null && props.error !== false && props.error !== '';
  const signIn = (
    <SignInPath
      parts={P}
      href={props.signInHref}
      onSignIn={props.onSignInInstead}
      value={state.value.trim()}
    />
  );

  const region = props.resultRegion;
  const ownProps = field.getInputProps(extra);
  // The caller's region describes the input instead of the field's own (which is not rendered then).
  const inputProps =
    region === undefined
      ? ownProps
      : {
          ...ownProps,
          'aria-describedby': joinIds(extra['aria-describedby'], result !== null && region?.id),
        };
  const resultView = (
    <>
      {state.isChecking ? <p className="text-ik-fg-muted">{t('fields.checking')}</p> : null}
      {result?.kind === 'accountExists' && !saidByPage ? (
        <P.Banner
          tone="warning"
          announce={false}
          open
          onOpenChange={(open) => {
            if (!open) {
              actions.dismiss();
            }
          }}
          autoDismissMs={props.accountExistsAutoDismissMs}
          labels={{ dismiss: t(result.message.actionKey ?? 'fields.dismiss') }}
        >
          <p>{text}</p>
          {signIn}
        </P.Banner>
      ) : null}
      {result?.kind === 'usernameTaken' ? (
        <ResultChoice
          parts={P}
          text={text}
          tone="warning"
          action={t('collision.chooseDifferentId')}
          onAction={actions.chooseDifferentId}
          onDismiss={actions.dismiss}
        >
          {takenChoices}
        </ResultChoice>
      ) : null}
      {result?.kind === 'betterAccountFound' ? (
        <ResultChoice
          parts={P}
          text={text}
          action={t('collision.sendUserId')}
          onAction={actions.sendUserId}
          onDismiss={actions.dismiss}
        />
      ) : null}
      {result?.kind === 'emailMismatch' ? <p>{text}</p> : null}
      {result?.kind === 'available' && kind === 'userId' ? <p>{t('fields.userIdAvailable')}</p> : null}
      {result?.kind === 'failed' && failure !== null ? (
        <p data-code={failure.code}>{failure.message}</p>
      ) : null}
    </>
  );

  return (
    <P.Field
      label={props.label ?? t(kind === 'email' ? 'label.email' : 'label.userId')}
      hint={props.hint}
      error={props.error}
      controlId={state.inputId}
      labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
    >
      <P.TextInput {...inputProps} invalid={hasError} />
      {region === undefined ? (
        <div {...field.getResultProps()} className="grid gap-2 text-sm" data-result={result?.kind ?? 'none'}>
          {resultView}
        </div>
      ) : region === null ? null : (
        createPortal(resultView, region)
      )}
      {persistent && result?.kind !== 'accountExists' ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>{t('fields.accountExistsPersistent')}</span>
          {signIn}
        </p>
      ) : null}
    </P.Field>
  );
}

function hookOptions(props: CollisionFieldProps): UseCollisionFieldOptions {
  const {
    client,
    flow,
    lookup,
    excludedValue,
    currentEmail,
    minimal,
    emailVariant,
    defaultValue,
    checkOnMount,
  } = props;
  const { onValueChange, onSendUserId, id, name } = props;
  const out: Record<string, unknown> = { client };
  const pairs: [string, unknown][] = [
    ['flow', flow],
    ['lookup', lookup],
    ['excludedValue', excludedValue],
    ['currentEmail', currentEmail],
    ['minimal', minimal],
    ['emailVariant', emailVariant],
    ['defaultValue', defaultValue],
    ['checkOnMount', checkOnMount],
    ['onValueChange', onValueChange],
    ['onSendUserId', onSendUserId],
    ['id', id],
    ['name', name],
  ];
  for (const [key, value] of pairs) {
    if (value !== undefined) {
      out[key] = value;
    }
  }
  return out as unknown as UseCollisionFieldOptions;
}

/**
 * Email field with the account-exists checker (seed 000 §4.8, §5, §8.2). The account-exists banner stays until
 * dismissed (it pauses on hover and focus when the spec's timer is opted into), and a "sign in instead" path
 * stays under the field for as long as the value is the one that exists.
 */
export function EmailField(props: CollisionFieldProps): ReactNode {
  const field = useEmailField(hookOptions(props));
  return <CollisionFieldView kind="email" field={field} props={props} />;
}

/**
 * User-id field with the availability checker (seed 000 §4.8, §5, §8.2): taken ids offer "choose a different
 * id" (clears the field and focuses it) and "no thanks"; the email/user-id mismatch message; better-account
 * found (sign-in flow) with the masked email and "send me the user id".
 */
export function UserIdField(props: CollisionFieldProps): ReactNode {
  const field = useUserIdField(hookOptions(props));
  return <CollisionFieldView kind="userId" field={field} props={props} />;
}

/** Props of {@link CreateUserIdField}. */
export interface CreateUserIdFieldProps extends CollisionFieldProps {
  /** The identity client; with `getSuggestedUsernames` a taken id offers the service's suggestions. */
  readonly client: CollisionClient & Partial<SuggestionClient>;
  /**
   * What the suggestions are built from (GET get_suggested_usernames: email, first and last name), read when
   * an id is found taken. @default the enclosing form's `email`, `firstName` and `lastName` fields
   */
  readonly suggestFrom?: ((input: HTMLInputElement | null) => GetSuggestedUsernamesRequest) | undefined;
}

/** The sign-up form's email and names, from the form the user-id input is in (names of SIGN_UP_FIELD_NAMES). */
function formStems(input: HTMLInputElement | null): GetSuggestedUsernamesRequest {
  const form = input?.form;
  const stems: Record<string, string> = {};
  for (const name of ['email', 'firstName', 'lastName']) {
    const value = form?.elements.namedItem(name);
    if (value instanceof HTMLInputElement && value.value.trim() !== '') {
      stems[name] = value.value.trim();
    }
  }
  return stems;
}

/**
 * The service's suggested ids for a taken id (seed 001 §7.13.6), as one-click choices: a chosen id fills the
 * field and is checked at once (the result region announces it), and focus goes back to the input.
 */
function SuggestedIds({
  parts: P,
  ids,
  onChoose,
}: {
  parts: CollisionFieldParts;
  ids: readonly string[];
  onChoose: (id: string) => void;
}): ReactNode {
  const notice = useTextOf(enUSNotices);
  const labelId = useId();
  if (ids.length === 0) {
    return null;
  }
  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-1">
      <p id={labelId}>{notice('notice.userIdSuggestions')}</p>
      <ul className="flex flex-wrap gap-2" data-suggestions="">
        {ids.map((id) => (
          <li key={id}>
            <P.Button variant="secondary" onClick={() => onChoose(id)}>
              {id}
            </P.Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Create user id (seed 001 §2.8.2; seed 000 §4.8, seed 001 §5): the optional user-id field of the sign-up flows
 * where the service does not generate the username (password-signup). It says the user-id rule
 * (`notice.userIdRules`, seed 001 §5.17), checks the rule and the id's availability after focus-out, and offers
 * "choose a different user ID" when the id is taken, with the service's suggested ids as one-click choices
 * (seed 001 §7.13.6). Left empty, the service generates one. Here, in the
 * checker's chunk, so the sign-up form reads it through the chunk its email field already loads: a chunk of
 * its own would split the form's shared chunks (+0.3 kB gzip up front under esbuild, size.scenarios.mjs).
 */
export function CreateUserIdField(props: CreateUserIdFieldProps): ReactNode {
  const t = useCheckerText();
  const notice = useTextOf(enUSNotices);
  const full: CollisionFieldProps = {
    flow: 'create',
    label: (
      <>
        {t('label.userId')} <span className="font-normal">{t('field.optional')}</span>
      </>
    ),
    hint: notice('notice.userIdRules'),
    inputProps: { autoComplete: 'username' },
    ...props,
  };
  const field = useUserIdField(hookOptions(full));
  const { state } = field;
  const taken = state.result?.kind === 'usernameTaken' ? state.value.trim() : null;
  const suggestFrom = props.suggestFrom ?? formStems;
  const ids = useSuggestedUserIds(props.client, taken, () => {
    const input = document.getElementById(state.inputId);
    return suggestFrom(input instanceof HTMLInputElement ? input : null);
  });
  const parts = mergeParts(COLLISION_FIELD_PARTS, props.components);
  return (
    <CollisionFieldView
      kind="userId"
      field={field}
      props={full}
      takenChoices={<SuggestedIds parts={parts} ids={ids} onChoose={field.actions.fill} />}
    />
  );
}
