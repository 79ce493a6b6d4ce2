import type { Story } from '@ladle/react';
import { useEffect, type ReactNode } from 'react';
import { useForm, type FormError } from '../../headless';
import { FormErrorSummary, useText, Field, TextInput, Button } from '../../ui';
import { FieldStory, type StoryArgs } from './field-story';

export default { title: 'Fields / FormErrorSummary' };

function Profile({ submitOnMount }: { submitOnMount: boolean }): ReactNode {
  const t = useText();
  const form = useForm({ fields: { email: { rule: 'email' }, firstName: { rule: 'firstName' } } });
  const message = (name: 'email' | 'firstName', error: FormError): string =>
    t(error.code === 'required' ? `field.${name}.required` : `field.${name}.invalid`);
  const { submit } = form;
  useEffect(() => {
    if (submitOnMount) {
      submit();
    }
    // Once, after mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const email = form.field('email');
  const firstName = form.field('firstName');
  return (
    <>
      <FormErrorSummary form={form.state} message={message} />
      <Field
        label={t('label.email')}
        controlId={email.id}
        error={email.shownError ? message('email', email.shownError) : undefined}
      >
        <TextInput {...form.getFieldProps('email', { autoComplete: 'email' })} />
      </Field>
      <Field
        label={t('label.firstName')}
        controlId={firstName.id}
        error={firstName.shownError ? message('firstName', firstName.shownError) : undefined}
      >
        <TextInput {...form.getFieldProps('firstName', { autoComplete: 'given-name' })} />
      </Field>
      <Button type="button" onClick={() => form.submit()}>
        {t('action.continue')}
      </Button>
    </>
  );
}

/** Before any submit: no summary. */
export const Idle: Story<StoryArgs> = (args) => (
  <FieldStory args={args} render={() => <Profile submitOnMount={false} />} />
);

/** After an empty submit: the summary takes focus, one link per error. */
export const Errors: Story<StoryArgs> = (args) => (
  <FieldStory args={args} render={() => <Profile submitOnMount />} />
);
Errors.meta = { waitFor: '.ik-error-summary' };
