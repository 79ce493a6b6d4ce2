import { forwardRef, version, type ReactNode, type Ref } from 'react';

/** A primitive's props with the `ref` to its DOM element. */
export type RefProps<T, P> = P & { readonly ref?: Ref<T> | undefined };

/** A primitive that takes a `ref` to its DOM element (`ComponentRef<typeof Button>` is that element). */
export type RefComponent<T, P> = ((props: RefProps<T, P>) => ReactNode) & {
  displayName?: string | undefined;
};

/** React 19 hands `ref` to a function component as a prop; React 18 (also supported) does not. */
const REF_IS_PROP = Number.parseInt(version, 10) >= 19;

/**
 * A primitive written the React 19 way, a function component reading `ref` from its props, that works on
 * React 18 too: there `forwardRef` passes the ref in. On React 19 the component is the function itself, not a
 * forwardRef wrapper: forwardRef is on its way out there, and each forwardRef component runs React's
 * forwardRef update path at every render, code a page load of the kit otherwise never runs (issue 19 start-up
 * JS, `npm run startup-js`).
 */
export function withRef<T, P extends object>(
  render: (props: RefProps<T, P>) => ReactNode,
): RefComponent<T, P> {
  return REF_IS_PROP ? render : forwardedRef(render);
}

/** The React 18 form: `forwardRef` hands the ref to the same function. Exported for its test (React 19 runs it too). */
export function forwardedRef<T, P extends object>(
  render: (props: RefProps<T, P>) => ReactNode,
): RefComponent<T, P> {
  const legacy = forwardRef<T, P>((props, ref) => render({ ...(props as P), ref }));
  legacy.displayName = render.name;
  // PropsWithoutRef<P> & RefAttributes<T> is RefProps<T, P> for the primitives' props, which have no `ref`
  // of their own; TypeScript cannot see that for a generic P.
  return legacy as unknown as RefComponent<T, P>;
}
