import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * Props every whole-screen component receives from the router (`SignIn`). Screens read their state from
 * the hooks themselves; these are only presentation choices of the page.
 */
export interface ScreenProps {
  /**
   * Take focus on the heading when the screen first mounts. The router passes false for the first step
   * of a page load, so an embedded widget does not steal focus from the host page. @default true
   */
  readonly focusOnMount?: boolean | undefined;
}

/**
 * Props of the sign-in steps that show the identifier field (`Identifier`, and `Password` when it is the
 * first step): the router passes `SignIn`'s `passkeyAutofill` on.
 */
export interface SignInFieldScreenProps extends ScreenProps {
  /**
   * Passkey autofill on the identifier field: true runs it, false never. @default the offering's passkey
   * sign-in setting (`config.enableFIDO2Authentication`, issue 19)
   */
  readonly passkeyAutofill?: boolean | undefined;
}

/**
 * Whole screens by name. `<SignIn components={{ Identifier: MyIdentifier }}>` replaces one screen; each
 * screen's own parts are replaced through that screen's `components` prop instead. Other flows add their
 * names here by declaration merging (`declare module '.../ui/screens/components' { interface
 * ScreenComponentMap { ... } }`) or by extending it.
 */
export interface ScreenComponentMap {
  readonly Identifier: ComponentType<SignInFieldScreenProps>;
  readonly Password: ComponentType<SignInFieldScreenProps>;
  readonly AccountChoice: ComponentType<ScreenProps>;
  readonly Locked: ComponentType<ScreenProps>;
  readonly HighRiskBlock: ComponentType<ScreenProps>;
  readonly AccountDisabled: ComponentType<ScreenProps>;
  readonly VerifySignedIn: ComponentType<VerifySignedInScreenProps>;
  readonly SignedIn: ComponentType<ScreenProps>;
  readonly SignedOut: ComponentType<ScreenProps>;
  /** MFA picker: a placeholder until the MFA screens land. */
  readonly ChallengePicker: ComponentType<ScreenProps>;
  /** One MFA challenge: a placeholder until the MFA screens land. */
  readonly Challenge: ComponentType<ScreenProps>;
  /** Post-auth sequence: a placeholder until the post-auth screens land. */
  readonly PostAuth: ComponentType<ScreenProps>;
  /** Sign-up form (`<SignUp>`, step 'form'). */
  readonly SignUpForm: ComponentType<ScreenProps>;
  /** Sign-up SMS code step ('phoneCode'). */
  readonly SignUpPhoneCode: ComponentType<ScreenProps>;
  /** Sign-up email confirmation code step ('emailCode'). */
  readonly SignUpEmailCode: ComponentType<ScreenProps>;
  /** Account-collision interrupter ('accountCollision'). */
  readonly SignUpAccountCollision: ComponentType<ScreenProps>;
  /** Account created ('done'). */
  readonly SignUpDone: ComponentType<ScreenProps>;
}

/** Props of the SSO confirmation screen (an existing session the host knows about). */
export interface VerifySignedInScreenProps extends ScreenProps {
  /** The signed-in user's identifier as the host knows it (rendered as text). */
  readonly identifier: string;
  /** The user chose another account: the router shows the sign-in form. */
  readonly onUseAnotherAccount?: (() => void) | undefined;
}

export type ScreenComponents = Partial<ScreenComponentMap>;

const ScreenComponentsContext = createContext<ScreenComponents>({});

/** Provides whole-screen overrides to every router below (nested providers merge, inner wins). */
export function ScreenComponentsProvider({
  components,
  children,
}: {
  components?: ScreenComponents | undefined;
  children?: ReactNode;
}): ReactNode {
  const outer = useContext(ScreenComponentsContext);
  const value = components === undefined ? outer : { ...outer, ...components };
  return <ScreenComponentsContext.Provider value={value}>{children}</ScreenComponentsContext.Provider>;
}

/** The screen registered under `name`, or the kit's default. */
export function useScreenComponent<K extends keyof ScreenComponentMap>(
  name: K,
  fallback: ScreenComponentMap[K],
): ScreenComponentMap[K] {
  const overrides = useContext(ScreenComponentsContext);
  return overrides[name] ?? fallback;
}

/**
 * A screen's parts: its defaults with the caller's overrides on top. Parts are components with the same
 * props as the default, so an override can wrap the default (`(p) => <Button {...p} className="..." />`).
 */
export function mergeParts<P extends object>(defaults: P, overrides: Partial<P> | undefined): P {
  // The merge is a function of its own: a page without overrides runs none of it (issue 19 start-up JS).
  return overrides === undefined ? defaults : withOverrides(defaults, overrides);
}

function withOverrides<P extends object>(defaults: P, overrides: Partial<P>): P {
  const merged: P = { ...defaults };
  for (const key of Object.keys(overrides) as (keyof P)[]) {
    const part = overrides[key];
    if (part !== undefined) {
      merged[key] = part as P[keyof P];
    }
  }
  return merged;
}

/**
 * The entries of `value` that hold a value. Explicit props and options win over the provider's offering
 * (issue 17 §1) where they set something; an `undefined` one does not clear the offering's.
 */
export function definedEntries<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}
