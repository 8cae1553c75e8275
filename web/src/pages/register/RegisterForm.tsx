import { useState } from 'react';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import {
  emptyRegistration,
  es,
  registrationSchema,
  type EditionPlan,
  type RegistrationForm,
} from '@curso/common';
import { callableErrorText } from '../../data/callableErrorText';
import { api } from '../../data/callables';
import { saveRegistrationData } from '../../data/registrationStorage';
import { editionValidate } from '../../components/form/editionValidate';
import { useToast } from '../../components/toast/ToastContext';
import { useEdition } from '../../session/EditionContext';
import { RegistrationFormFrame } from './RegistrationFormFrame';

const t = es.register;

/** The registration form: the plan's fields, the consents, and "send the code". */
export function RegisterForm({ plan }: { plan: EditionPlan }) {
  const edition = useEdition();
  const toast = useToast();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const formik = useFormik<RegistrationForm>({
    initialValues: emptyRegistration(plan.key),
    validate: editionValidate(registrationSchema, edition),
    // Submission goes through `submit` below, which needs the errors to raise the consent toasts.
    onSubmit: () => undefined,
  });

  const send = async (values: RegistrationForm) => {
    const formData = registrationSchema.cast(values, { stripUnknown: true }) as RegistrationForm;
    setSending(true);
    try {
      await api.sendVerificationCode({ email: formData.email, isLogin: false });
    } catch (error) {
      const description = callableErrorText(error, t.sendFailed);
      toast({ title: es.common.error, description, variant: 'destructive' });
      setSending(false);
      return;
    }
    saveRegistrationData(formData, plan);
    toast({ title: t.codeSentTitle, description: t.codeSent });
    navigate(`/verify?${new URLSearchParams({ email: formData.email }).toString()}`);
  };

  return (
    <RegistrationFormFrame
      formik={formik}
      plan={plan}
      sending={sending}
      submitText={t.submit}
      sendingText={t.submitting}
      send={send}
    />
  );
}
