import type { FormikProps } from 'formik';
import { es, type RegistrationForm } from '@curso/common';
import type { useToast } from '../../components/toast/ToastContext';

/**
 * Validates a registration form before it is sent: on errors every field shows its own, and a
 * missing consent (a checkbox has no room for a message) is raised as the specification's toast.
 * Answers whether the form may be sent.
 */
export async function registrationReady(
  formik: FormikProps<RegistrationForm>,
  toast: ReturnType<typeof useToast>,
): Promise<boolean> {
  const errors = await formik.validateForm();
  if (Object.keys(errors).length === 0) return true;
  const everyField = Object.fromEntries(Object.keys(formik.values).map((key) => [key, true]));
  await formik.setTouched(everyField, false);
  const consentError = errors.acceptsTerms ?? errors.acceptsSocietyVerification;
  if (consentError) {
    toast({ title: es.common.error, description: consentError, variant: 'destructive' });
  }
  return false;
}
