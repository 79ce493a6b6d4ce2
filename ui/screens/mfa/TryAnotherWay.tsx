import type { ReactNode } from 'react';
import { useMfa } from '../../../headless';
import { useText } from './text';
import type { MfaParts } from './parts';

/**
 * "Try another way" back to the challenge picker, shown only when the service offered more than one
 * challenge (seed 000 §2.2). `bare` leaves out the wrapping block for screens that lay it out in their own row.
 */
export function TryAnotherWay({ parts: P, bare = false }: { parts: MfaParts; bare?: boolean }): ReactNode {
  const t = useText();
  const { state, actions } = useMfa();
  if (!state.canChooseAnotherWay) {
    return null;
  }
  const button = (
    <P.Button variant="tertiary" onClick={() => actions.toChallenges()} data-action="try-another-way">
      {t('action.tryAnotherWay')}
    </P.Button>
  );
  return bare ? button : <div>{button}</div>;
}
