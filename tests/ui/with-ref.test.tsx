// Primitives read `ref` from their props (React 19); on React 18 `withRef` wraps them in forwardRef. The
// suite runs React 19, so the contract test covers the first form; this covers the React 18 form, which React
// 19 still runs, with the same render function.
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../../ui';
import { forwardedRef, withRef, type RefProps } from '../../ui/primitives/with-ref';

function Labelled({ ref, label }: RefProps<HTMLInputElement, { label: string }>) {
  return <input ref={ref} aria-label={label} />;
}

describe('withRef', () => {
  it('on React 19 a primitive is its own function, taking ref as a prop', () => {
    expect(withRef(Labelled)).toBe(Labelled);
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Continue</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Continue' }));
  });

  it('the React 18 form hands the forwarded ref and the props to the same function', () => {
    const Legacy = forwardedRef(Labelled);
    const ref = createRef<HTMLInputElement>();
    render(<Legacy ref={ref} label="Email" />);
    expect(ref.current).toBe(screen.getByLabelText('Email'));
    expect(Legacy.displayName).toBe('Labelled');
  });
});
