import {
  useEffect,
  useId,
  useMemo,
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type Ref,
  type RefCallback,
} from 'react';
import { validateEmail, validateUserId, type CollisionFlow, type FieldReason } from '../../../rules';
import { clientSideError } from '../../core';
import { composeHandlers } from '../../binding/compose-handlers';
import { mergeRefs, useFieldClient, useFieldState, useFieldStore, useLatest } from '../react-shared';
import { createFieldStore, joinIds } from '../shared';
import { performCollisionCheck, type CollisionClient } from './effects';
import {
  collisionTransition,
  initialCollisionState,
  selectCollisionView,
  type CheckCall,
  type CollisionConfig,
  type CollisionEvent,
  type CollisionFieldKind,
  type CollisionLookup,
  type CollisionState,
  type CollisionView,
} from './machine';

export interface UseCollisionFieldOptions {
  /**
   * The identity client (`createIdentityClient(...)`) or an object with the two calls.
   * @default the nearest `<IdentityProvider>`'s client (this option wins when given)
   */
  readonly client?: CollisionClient | undefined;
  /** 'create' (sign-up, update: 5 checks per value) or 'signIn' (1 check). @default 'create' */
  readonly flow?: CollisionFlow;
  /** How availability is asked. @default 'availability' for user ids, 'publicInfo' for emails */
  readonly lookup?: CollisionLookup;
  /** A value never checked (current email, pre-filled user id). */
  readonly excludedValue?: string | null;
  /** The account's current email, for the email/user-id mismatch message. */
  readonly currentEmail?: string | null;
  readonly minimal?: boolean;
  readonly emailVariant?: 'alreadyUser' | 'foundAccount';
  /** Field rule; defaults to `validateUserId` / `validateEmail` of rules/. Returns a reason or null. */
  readonly validate?: (value: string) => FieldReason | null;
  readonly id?: string;
  readonly name?: string;
  readonly value?: string;
  readonly defaultValue?: string;
  /**
   * Check `defaultValue` once on mount, as if the field had just been left (seed 000 §4.8: the check runs
   * after focus-out). For a field that takes over from a stand-in input the user already typed into and left
   * (the UI kit's deferred fields). @default false
   */
  readonly checkOnMount?: boolean;
  readonly onValueChange?: (value: string) => void;
  /** "Send me the user id" of the better-account result (the flow owns the call). */
  readonly onSendUserId?: () => void;
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export interface CollisionInputProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly id: string;
  readonly 'aria-describedby': string | undefined;
  readonly ref: RefCallback<HTMLInputElement>;
}

export interface CollisionFieldActions {
  /** "Choose a different id": clears the field and the result. */
  chooseDifferentId(): void;
  /**
   * Puts a chosen value in the field (a suggested user id) and checks it as a focus-out would; focus goes to
   * the input, since the choice that was clicked leaves with the result.
   */
  fill(value: string): void;
  /** "No thanks" (or the banner timing out): dismisses the result. */
  dismiss(): void;
  /** "Send me the user id" (better account found). */
  sendUserId(): void;
}

export interface UseCollisionField {
  readonly state: CollisionView & {
    /** The field rule's reason for the current value, or null when valid. */
    readonly fieldError: FieldReason | null;
    readonly inputId: string;
    /** Id of the element that renders the result (in the input's aria-describedby). */
    readonly resultId: string;
  };
  readonly actions: CollisionFieldActions;
  getInputProps(user?: InputProps): CollisionInputProps;
  /** Props of the result region (message, banner): id for aria-describedby, polite live region. */
  getResultProps(): { readonly id: string; readonly 'aria-live': 'polite'; readonly role: 'status' };
}

function defaultValidate(kind: CollisionFieldKind): (value: string) => FieldReason | null {
  const rule = kind === 'email' ? validateEmail : validateUserId;
  return (value) => {
    const result = rule(value);
    return result.valid ? null : result.reason;
  };
}

function useCollisionField(kind: CollisionFieldKind, options: UseCollisionFieldOptions): UseCollisionField {
  const generated = useId();
  const inputId = options.id ?? `${generated}${kind}`;
  const resultId = `${inputId}-collision`;
  const config: CollisionConfig = {
    kind,
    flow: options.flow ?? 'create',
    lookup: options.lookup ?? (kind === 'email' ? 'publicInfo' : 'availability'),
    excludedValue: options.excludedValue,
    currentEmail: options.currentEmail,
    minimal: options.minimal,
    emailVariant: options.emailVariant,
  };
  const client = useFieldClient<CollisionClient>(
    options.client,
    ['checkUsernameAvailability', 'getUserPublicInfo'],
    kind === 'email' ? 'useEmailField' : 'useUserIdField',
  );
  const latest = useLatest({ options, config, client });
  const store = useFieldStore(() =>
    createFieldStore<CollisionState, CollisionEvent, CheckCall>({
      initialState: () => initialCollisionState(config, options.value ?? options.defaultValue ?? ''),
      transition: collisionTransition,
      perform: (call, context) => performCollisionCheck(latest.current.client, call, context),
      onCrash: (call) => ({
        type: 'CHECK_RESULT',
        value: call.value,
        answer: { ok: false, error: clientSideError('UNKNOWN_ERROR') },
      }),
    }),
  );
  const configKey = JSON.stringify(config);
  useEffect(() => {
    store.dispatch({ type: 'CONFIGURE', config: latest.current.config });
  }, [store, configKey, latest]);

  const state = useFieldState(store);
  const view = useMemo(() => selectCollisionView(state), [state]);
  const validate = options.validate ?? defaultValidate(kind);
  const fieldError = state.value === '' ? null : validate(state.value);
  const nodeRef = useRef<HTMLInputElement | null>(null);
  const controlled = options.value !== undefined;

  const isValid = (value: string): boolean => {
    const v = latest.current.options.validate ?? defaultValidate(kind);
    return value.trim() !== '' && v(value) === null;
  };

  // The text a stand-in input held when this hook took over: checked now, as its blur would have been.
  useEffect(() => {
    const value = store.getState().value;
    if (latest.current.options.checkOnMount === true && value.trim() !== '') {
      store.dispatch({ type: 'BLUR', value, fieldValid: isValid(value) });
    }
    // Once per store (a StrictMode remount creates a new store, which checks again; the old one is disposed).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  const actions: CollisionFieldActions = {
    chooseDifferentId: () => {
      store.dispatch({ type: 'CHOOSE_DIFFERENT_ID' });
      if (!controlled && nodeRef.current !== null) {
        nodeRef.current.value = '';
      }
      latest.current.options.onValueChange?.('');
      nodeRef.current?.focus();
    },
    fill: (value) => {
      if (!controlled && nodeRef.current !== null) {
        nodeRef.current.value = value;
      }
      const fieldValid = isValid(value);
      store.dispatch({ type: 'INPUT', value, fieldValid });
      latest.current.options.onValueChange?.(value);
      store.dispatch({ type: 'BLUR', value, fieldValid });
      nodeRef.current?.focus();
    },
    dismiss: () => store.dispatch({ type: 'DISMISS' }),
    sendUserId: () => latest.current.options.onSendUserId?.(),
  };

  return {
    state: { ...view, fieldError, inputId, resultId },
    actions,
    getInputProps: (user = {}) => {
      const { ref: userRef, onChange, onFocus, onBlur, ...rest } = user;
      return {
        name: options.name ?? kind,
        autoComplete: kind === 'email' ? 'email' : 'username',
        autoCapitalize: 'none',
        spellCheck: false,
        ...(kind === 'email' ? { type: 'email', inputMode: 'email' as const } : { type: 'text' }),
        ...rest,
        ...(controlled ? { value: options.value } : { defaultValue: options.defaultValue }),
        id: inputId,
        'aria-describedby': joinIds(rest['aria-describedby'], view.result !== null && resultId),
        ref: mergeRefs<HTMLInputElement>(userRef, (node) => {
          nodeRef.current = node;
        }),
        onFocus: composeHandlers<FocusEvent<HTMLInputElement>>(onFocus, () =>
          store.dispatch({ type: 'FOCUS' }),
        ),
        onChange: composeHandlers<ChangeEvent<HTMLInputElement>>(onChange, (event) => {
          const value = event.target.value;
          store.dispatch({ type: 'INPUT', value, fieldValid: isValid(value) });
          latest.current.options.onValueChange?.(value);
        }),
        onBlur: composeHandlers<FocusEvent<HTMLInputElement>>(onBlur, (event) => {
          const value = controlled ? (latest.current.options.value ?? '') : event.target.value;
          store.dispatch({ type: 'BLUR', value, fieldValid: isValid(value) });
        }),
      };
    },
    getResultProps: () => ({ id: resultId, 'aria-live': 'polite', role: 'status' }),
  };
}

/** User-id field with the availability checker (seed 000 §4.8, §5, §8.2). */
export function useUserIdField(options: UseCollisionFieldOptions = {}): UseCollisionField {
  return useCollisionField('userId', options);
}

/** Email field with the account-exists / better-account checker (seed 000 §4.8, §5, §8.2). */
export function useEmailField(options: UseCollisionFieldOptions = {}): UseCollisionField {
  return useCollisionField('email', options);
}
