import * as RadixPopover from '@radix-ui/react-popover';
import { type ComponentPropsWithoutRef } from 'react';
import { withRef } from './with-ref';
import { cx } from './cx';
import { useRootContainer } from './root-context';

/**
 * The kit's only use of `@radix-ui/react-popover` (screens compose these parts, never Radix itself).
 * `Popover` holds the open state (`open` / `defaultOpen` / `onOpenChange`, `modal`).
 */
export const Popover = RadixPopover.Root;
/** The element that opens the popover (use `asChild` with a <Button>). */
export const PopoverTrigger = RadixPopover.Trigger;
/** Positions the content against another element than the trigger. */
export const PopoverAnchor = RadixPopover.Anchor;
/** Closes the popover (use `asChild` with a <Button>). */
export const PopoverClose = RadixPopover.Close;

export interface PopoverContentProps extends ComponentPropsWithoutRef<typeof RadixPopover.Content> {
  /**
   * Accessible name of the dialog the content is (e.g. "Choose a country"). Required unless `aria-labelledby`
   * points at a visible heading inside.
   */
  label?: string | undefined;
}

/**
 * The popover's content: a non-modal dialog that traps nothing, closes with Escape or an outside click, returns
 * focus to the trigger, and renders into the kit's <Root> so it keeps the theme and direction.
 */
export const PopoverContent = withRef<HTMLDivElement, PopoverContentProps>(function PopoverContent({
  label,
  className,
  sideOffset = 6,
  collisionPadding = 8,
  align = 'start',
  ref,
  ...rest
}) {
  const container = useRootContainer();
  return (
    <RadixPopover.Portal container={container}>
      <RadixPopover.Content
        aria-label={label}
        {...rest}
        ref={ref}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        align={align}
        className={cx('ik-popover', className)}
      />
    </RadixPopover.Portal>
  );
});
