import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMfa } from '../../../headless';
import { ChoiceList } from '../choice-list';
import { mergeParts } from '../components';
import { useText } from './text';
import { CHALLENGE_LABEL_KEYS, destinationOf, isPickable } from './challenge-text';
import { MFA_PARTS, type MfaScreenProps } from './parts';

/** Field name of the picker's radio group. */
export const CHALLENGE_FIELD_NAME = 'challengeType';

/**
 * Challenge picker (seed 000 §2.2 "MFA options"): one radio per offered challenge with its masked phone or
 * email as the hint, and one Continue. Choosing nothing shows the error summary; picking a one-time-code
 * channel sends the code at once (the hook does).
 */
export function ChallengePickerScreen({ focusOnMount, components }: MfaScreenProps): ReactNode {
  const P = mergeParts(MFA_PARTS, components);
  const t = useText();
  const { state, actions } = useMfa();
  const [attempt, setAttempt] = useState(0);
  const [missing, setMissing] = useState(false);
  const baseId = useId();
  const options = state.challenges.filter(isPickable);
  const firstId = `${baseId}-0`;
  const title = t('screen.chooseVerification');
  const error = missing ? t('mfa.picker.required') : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const value = new FormData(event.currentTarget).get(CHALLENGE_FIELD_NAME);
    setAttempt((n) => n + 1);
    if (typeof value !== 'string' || value === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    actions.selectChallenge(value);
  };

  return (
    <>
      <P.Heading focusKey="challengePicker" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <P.ErrorSummary
        title={t('errorSummary.title')}
        errors={error === undefined ? [] : [{ fieldId: firstId, message: error }]}
        focusKey={attempt}
      />
      <P.Form data-step="challengePicker" pending={state.isSubmitting} onSubmit={onSubmit}>
        <ChoiceList
          kind="radio"
          parts={P}
          legend={t('mfa.picker.legend')}
          hint={t('mfa.picker.hint')}
          error={error}
          errorPrefix={t('errorSummary.errorPrefix')}
          name={CHALLENGE_FIELD_NAME}
          choices={options.map((type, index) => {
            const destination = destinationOf(type, state);
            const labelKey = CHALLENGE_LABEL_KEYS[type];
            return {
              id: `${baseId}-${index}`,
              value: type,
              defaultChecked: state.selected === type,
              title: labelKey === undefined ? type : t(labelKey),
              detail: destination === null ? undefined : t('mfa.picker.to', { destination }),
              data: { 'data-challenge': type },
            };
          })}
        />
        <P.Button type="submit" pending={state.isSubmitting} fullWidth>
          {t('action.continue')}
        </P.Button>
      </P.Form>
    </>
  );
}
