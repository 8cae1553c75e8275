import type { FormEvent } from 'react';
import { FormikProvider, type FormikProps } from 'formik';
import { Button, Stack } from '@mui/material';
import { es, type EditionPlan, type RegistrationForm } from '@curso/common';
import { useToast } from '../../components/toast/ToastContext';
import { ConsentCheckboxes } from './ConsentCheckboxes';
import { RegistrationFields } from './RegistrationFields';

interface RegistrationFormFrameProps {
  formik: FormikProps<RegistrationForm>;
  plan: EditionPlan;
  /** The email of a person who already has an account: shown, not editable. */
  emailLocked?: boolean;
  sending: boolean;
  submitText: string;
  sendingText: string;
  /** Called with the values once they pass the form's validation. */
  send: (values: RegistrationForm) => Promise<void>;
}

/**
 * A registration form on screen: the plan's fields, the consents and the button. A submission with
 * errors shows every field's own, and a missing consent (a checkbox has no room for a message) is
 * raised as the specification's toast; only a valid form is sent.
 */
export function RegistrationFormFrame({
  formik,
  plan,
  emailLocked = false,
  sending,
  submitText,
  sendingText,
  send,
}: RegistrationFormFrameProps) {
  const toast = useToast();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length === 0) return send(formik.values);
    const everyField = Object.fromEntries(Object.keys(formik.values).map((key) => [key, true]));
    await formik.setTouched(everyField, false);
    const consentError = errors.acceptsTerms ?? errors.acceptsSocietyVerification;
    if (consentError) {
      toast({ title: es.common.error, description: consentError, variant: 'destructive' });
    }
  };
  return (
    <FormikProvider value={formik}>
      <Stack component="form" noValidate onSubmit={submit} spacing={3}>
        <RegistrationFields plan={plan} emailLocked={emailLocked} />
        <ConsentCheckboxes plan={plan} />
        <Button type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? sendingText : submitText}
        </Button>
      </Stack>
    </FormikProvider>
  );
}
