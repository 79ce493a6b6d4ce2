// The frame of the demo's stand-alone flow pages (/signup, /recovery, /invitation): the kit's shell around
// the flow, the links to the other demo pages, and a line on where the playground keeps what the flow needs.
import type { ReactNode } from 'react';
import { ScreenShell } from '../../ui';
import { DemoNav } from './DemoNav';
import type { DemoPage } from './pages';
import type { PageTheme } from '../../offerings';

export function DemoFrame({
  page,
  flow,
  hint,
  theme = null,
  children,
}: {
  /** iux_theme of the address (app.tsx), after the prd gate. */
  readonly theme?: PageTheme | null;
  readonly page: DemoPage;
  /** `data-flow` of the flow's wrapper (the journeys find the flow by it). */
  readonly flow: string;
  readonly hint: ReactNode;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <ScreenShell {...(theme !== null ? { theme } : {})}>
      <div className="contents" data-flow={flow}>
        {children}
      </div>
      <DemoNav current={page} />
      <p className="mt-4 text-sm">{hint}</p>
    </ScreenShell>
  );
}
