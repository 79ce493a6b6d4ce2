// Every primitive forwards its ref to its main element and appends the caller's className (so screens can
// override with utilities), as ARCHITECTURE.md's "every part overridable" needs.
import { render } from '@testing-library/react';
import { createRef, type ReactElement, type RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import {
  Alert,
  Banner,
  Button,
  Checkbox,
  Checklist,
  Countdown,
  Divider,
  ErrorSummary,
  Field,
  Fieldset,
  Form,
  Heading,
  OneTimeCodeInput,
  PasswordInput,
  Popover,
  PopoverContent,
  Radio,
  Root,
  SafeLink,
  Select,
  Spinner,
  Status,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '../../ui';

type Case = [string, (ref: RefObject<never>, className: string) => ReactElement, string];

const cases: Case[] = [
  ['Root', (ref, className) => <Root ref={ref} className={className} />, 'DIV'],
  [
    'Heading',
    (ref, className) => (
      <Heading ref={ref} className={className}>
        Title
      </Heading>
    ),
    'H1',
  ],
  ['Form', (ref, className) => <Form ref={ref} className={className} aria-label="Form" />, 'FORM'],
  ['Field', (ref, className) => <Field ref={ref} className={className} label="Label" />, 'DIV'],
  ['Fieldset', (ref, className) => <Fieldset ref={ref} className={className} legend="Legend" />, 'FIELDSET'],
  ['TextInput', (ref, className) => <TextInput ref={ref} className={className} aria-label="Text" />, 'INPUT'],
  ['Select', (ref, className) => <Select ref={ref} className={className} aria-label="Pick" />, 'SELECT'],
  [
    'PasswordInput',
    (ref, className) => (
      <PasswordInput ref={ref} className={className} labels={{ show: 'Show' }} aria-label="Password" />
    ),
    'INPUT',
  ],
  [
    'OneTimeCodeInput',
    (ref, className) => <OneTimeCodeInput ref={ref} className={className} aria-label="Code" />,
    'INPUT',
  ],
  ['Checkbox', (ref, className) => <Checkbox ref={ref} className={className} label="Check" />, 'INPUT'],
  ['Radio', (ref, className) => <Radio ref={ref} className={className} label="Choice" />, 'INPUT'],
  [
    'Button',
    (ref, className) => (
      <Button ref={ref} className={className}>
        Go
      </Button>
    ),
    'BUTTON',
  ],
  [
    'ErrorSummary',
    (ref, className) => (
      <ErrorSummary
        ref={ref}
        className={className}
        title="Problem"
        errors={[{ fieldId: 'x', message: 'Bad', inline: false }]}
      />
    ),
    'DIV',
  ],
  ['Alert', (ref, className) => <Alert ref={ref} className={className} />, 'DIV'],
  ['Status', (ref, className) => <Status ref={ref} className={className} />, 'DIV'],
  [
    'Banner',
    (ref, className) => <Banner ref={ref} className={className} labels={{ dismiss: 'Dismiss' }} />,
    'DIV',
  ],
  [
    'SafeLink',
    (ref, className) => (
      <SafeLink ref={ref} className={className} href="https://example.com">
        Link
      </SafeLink>
    ),
    'A',
  ],
  ['Divider', (ref, className) => <Divider ref={ref} className={className} label="or" />, 'DIV'],
  ['Countdown', (ref, className) => <Countdown ref={ref} className={className} seconds={5} />, 'SPAN'],
  [
    'Checklist',
    (ref, className) => (
      <Checklist ref={ref} className={className} items={[]} labels={{ met: 'Done', notMet: 'Not yet' }} />
    ),
    'UL',
  ],
  ['Spinner', (ref, className) => <Spinner ref={ref} className={className} />, 'SPAN'],
  ['VisuallyHidden', (ref, className) => <VisuallyHidden ref={ref} className={className} />, 'SPAN'],
  [
    'Tooltip',
    (ref, className) => (
      <Tooltip ref={ref} className={className} content="Tip" defaultOpen>
        <button type="button">Trigger</button>
      </Tooltip>
    ),
    'DIV',
  ],
  [
    'PopoverContent',
    (ref, className) => (
      <Popover defaultOpen>
        <PopoverContent ref={ref} className={className} label="Panel" />
      </Popover>
    ),
    'DIV',
  ],
];

describe('every primitive forwards ref and className', () => {
  it.each(cases)('%s', (_name, element, tagName) => {
    const ref = createRef<never>() as RefObject<HTMLElement | null>;
    render(element(ref as RefObject<never>, 'x-override'));
    expect(ref.current?.tagName).toBe(tagName);
    expect(ref.current).toHaveClass('x-override');
  });
});
