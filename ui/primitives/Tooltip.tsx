import * as RadixTooltip from '@radix-ui/react-tooltip';
import { type ComponentPropsWithoutRef, type ReactElement, type ReactNode } from 'react';
import { withRef } from './with-ref';
import { cx } from './cx';
import { useRootContainer } from './root-context';

export interface TooltipProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixTooltip.Content>,
  'content' | 'children'
> {
  /** What the tooltip says. Never the only place for information a user needs (QUALITY.md a11y 6). */
  content: ReactNode;
  /** The trigger: one focusable element (a button or link), so keyboard users can open it too. */
  children: ReactElement;
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** @default 300 */
  delayDuration?: number | undefined;
}

/**
 * The kit's only use of `@radix-ui/react-tooltip`: opens on hover and focus, stays while hovered (WCAG 1.4.13),
 * closes with Escape, and renders into the kit's <Root> so it keeps the theme and direction.
 */
export const Tooltip = withRef<HTMLDivElement, TooltipProps>(function Tooltip({
  content,
  children,
  open,
  defaultOpen,
  onOpenChange,
  delayDuration = 300,
  className,
  sideOffset = 6,
  collisionPadding = 8,
  ref,
  ...rest
}) {
  const container = useRootContainer();
  const rootProps = {
    ...(open === undefined ? {} : { open }),
    ...(defaultOpen === undefined ? {} : { defaultOpen }),
    ...(onOpenChange === undefined ? {} : { onOpenChange }),
  };
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root {...rootProps}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal container={container}>
          <RadixTooltip.Content
            {...rest}
            ref={ref}
            sideOffset={sideOffset}
            collisionPadding={collisionPadding}
            className={cx('ik-tooltip', className)}
          >
            {content}
            <RadixTooltip.Arrow className="ik-tooltip-arrow" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
});
