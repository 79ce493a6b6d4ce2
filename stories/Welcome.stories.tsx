import type { Story } from '@ladle/react';

export const Welcome: Story = () => (
  <main className="p-6">
    <h1 className="text-2xl font-semibold">identity-kit</h1>
    <p>Stories for every screen appear in the sidebar.</p>
  </main>
);
