import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { UsePhoneField } from '../../headless';
import { Popover, PopoverAnchor, PopoverContent, VisuallyHidden } from '../primitives';
import { useResolvedLocale } from '../screens/text';
import { useCheckerText } from './checker-text';
import { countryNamer } from './country';
import { CountryMark } from './CountryMark';
import { FLAG_CHUNK } from './flag-chunk';

export interface CountryPickerProps {
  /** The phone field hook's result (state, actions and the picker's prop getters). */
  readonly phone: UsePhoneField;
}

/**
 * Country picker in the kit's Popover (its own chunk: Radix Popover is about 24 kB). Keyboard: the
 * trigger opens it with Enter or Space; in the labelled search box, type to filter, ArrowUp/ArrowDown/Home/End move
 * the active country (`aria-activedescendant`), Enter picks it, Escape closes; focus returns to the trigger.
 */
export function CountryPicker({ phone }: CountryPickerProps): ReactNode {
  const t = useCheckerText();
  const locale = useResolvedLocale();
  const { state, actions } = phone;
  const trigger = useRef<HTMLButtonElement | null>(null);
  const search = useRef<HTMLInputElement | null>(null);
  const list = useRef<HTMLUListElement | null>(null);
  const nameOf = countryNamer(locale);
  const searchId = `${useId()}-search`;
  const { open, filtered, activeIndex } = state.picker;
  const current = state.countries.find((option) => option.country === state.country);
  const currentName = nameOf(state.country);
  // The flag drawings load when the picker first opens (one lazy chunk); the marks show code badges until then.
  const [, setFlagsLoaded] = useState(FLAG_CHUNK.loaded !== undefined);
  useEffect(() => {
    if (!open || FLAG_CHUNK.loaded !== undefined) {
      return undefined;
    }
    let live = true;
    FLAG_CHUNK.load().then(
      () => live && setFlagsLoaded(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open]);

  useEffect(() => {
    if (!open || activeIndex < 0) {
      return;
    }
    const node = list.current?.children.item(activeIndex);
    if (node instanceof HTMLElement && typeof node.scrollIntoView === 'function') {
      node.scrollIntoView({ block: 'nearest' });
    }
  }, [open, activeIndex]);

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          actions.closePicker();
        }
      }}
    >
      <PopoverAnchor asChild>
        <button
          {...phone.getPickerTriggerProps({
            className: 'ik-button ik-country-trigger',
          })}
          data-variant="secondary"
          ref={trigger}
        >
          {/* The name is the content: "Country or region: Canada" (hidden text) then the visible "+1", so the name
              holds the visible code (WCAG 2.5.3 Label in Name: a speech user can say "+1"). */}
          <CountryMark country={state.country} />{' '}
          <VisuallyHidden>{t('fields.phone.country', { country: currentName })} </VisuallyHidden>
          <span>+{current?.callingCode ?? ''}</span>
        </button>
      </PopoverAnchor>
      <PopoverContent
        label={t('fields.phone.chooseCountry')}
        className="grid w-[min(20rem,calc(100vw-1rem))] gap-2"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          search.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          // No Radix trigger here (the hook owns the button's state): return focus ourselves.
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        {/* A visible label (issue 18 §1 "a labelled search box"), not only an aria-label. */}
        <label htmlFor={searchId} className="ik-label">
          {t('fields.phone.search')}
        </label>
        <input {...phone.getSearchInputProps({ className: 'ik-input', id: searchId })} ref={search} />
        {filtered.length === 0 ? (
          <p role="status" className="text-sm">
            {t('fields.phone.noResults')}
          </p>
        ) : null}
        <ul
          {...phone.getListProps({
            className: 'grid max-h-64 overflow-y-auto',
            'aria-label': t('fields.phone.chooseCountry'),
          })}
          ref={list}
        >
          {filtered.map((option, index) => (
            <li
              key={option.country}
              // The preferred countries come first; a rule under the last one (components.css).
              data-preferred={option.preferred ? '' : undefined}
              {...phone.getOptionProps(index, {
                className:
                  'ik-country-option flex cursor-pointer items-center gap-2 rounded px-2 py-2 data-[active]:bg-ik-info-surface data-[active]:text-ik-on-info-surface data-[active]:outline data-[active]:outline-2 data-[active]:outline-ik-focus',
              })}
            >
              <CountryMark country={option.country} />
              <span>
                {t('fields.phone.countryOption', {
                  country: nameOf(option.country),
                  code: option.callingCode,
                })}
              </span>
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
