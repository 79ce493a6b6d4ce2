// Baseline page for the start-up benchmark: the identifier step a product would hand-write with React and
// no library (a heading, a labelled identifier field and a button). Every kit page is reported as a ratio
// to this, so machine speed and load cancel out.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function BareSignIn() {
  const [identifier, setIdentifier] = useState('');
  return (
    <main>
      <h1>Sign in</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <label htmlFor="identifier">Email or user ID</label>
        <input
          id="identifier"
          name="identifier"
          autoComplete="username"
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
        />
        <button type="submit">Continue</button>
      </form>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(<BareSignIn />);
}
