// Peer page for the start-up benchmark (issue 19): Supabase Auth UI, the best peer measured here, showing
// its sign-in view (email and password) with its default theme, as its README embeds it. The client points
// at this page's origin with session persistence, token refresh and URL detection off, so nothing goes to
// the network at start-up (its mount only reads the empty session). Its inputs are styled by CSS-in-JS
// (stitches) at run time, so the page has no stylesheet of its own and no DOM-only twin: it is compared
// with the bare form.
import { createRoot } from 'react-dom/client';
import { createClient } from '@supabase/supabase-js';
import { Auth } from '@supabase/auth-ui-react';
import { ThemeSupa } from '@supabase/auth-ui-shared';

const supabase = createClient(location.origin, 'bench-anon-key', {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Auth supabaseClient={supabase} view="sign_in" appearance={{ theme: ThemeSupa }} providers={[]} />,
  );
}
