import type { Story } from '@ladle/react';
import { useState } from 'react';
import {
  Button,
  Field,
  Popover,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
  TextInput,
  Tooltip,
} from '../../ui';

export default { title: 'Primitives / Tooltip and popover' };

/** The rules are visible text; the tooltip only repeats them. */
export const TooltipOnButton: Story = () => (
  <>
    <p id="rules">Use 8 or more characters.</p>
    <Tooltip content="Use 8 or more characters.">
      <Button variant="tertiary">Password rules</Button>
    </Tooltip>
  </>
);

export const TooltipOpen: Story = () => (
  <div className="pbs-12">
    <Tooltip content="We use this to keep your account secure." defaultOpen>
      <Button variant="tertiary">Why do we ask?</Button>
    </Tooltip>
  </div>
);

const COUNTRIES = ['Canada', 'France', 'India', 'Mexico', 'United Kingdom', 'United States'];

export const PopoverPicker: Story = () => {
  const [country, setCountry] = useState('Canada');
  const [query, setQuery] = useState('');
  const shown = COUNTRIES.filter((name) => name.toLowerCase().includes(query.toLowerCase()));
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="secondary">Country: {country}</Button>
      </PopoverTrigger>
      <PopoverContent label="Choose a country">
        <div className="grid gap-2">
          <Field label="Search countries">
            <TextInput
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              autoComplete="off"
            />
          </Field>
          {shown.map((name) => (
            <PopoverClose asChild key={name}>
              <Button variant="tertiary" onClick={() => setCountry(name)}>
                {name}
              </Button>
            </PopoverClose>
          ))}
        </div>
      </PopoverContent>
    </Popover>
  );
};
