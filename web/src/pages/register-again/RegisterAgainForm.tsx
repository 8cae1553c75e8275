import { useState } from 'react';
import { useFormik } from 'formik';
import {
  DEFAULT_DIAL_CODE,
  emptyRegistration,
  es,
  registrationSchema,
  routeAfterVerification,
  type EditionPlan,
  type Profile,
  type RegistrationForm,
} from '@curso/common';
import { callableErrorText } from '../../data/callableErrorText';
import { api } from '../../data/callables';
import { editionValidate } from '../../components/form/editionValidate';
import { useNavigateWhenLoaded } from '../../routes';
import { useToast } from '../../components/toast/ToastContext';
import { useEdition } from '../../session/EditionContext';
import { RegistrationFormFrame } from '../register/RegistrationFormFrame';

const t = es.registerAgain;

/** The registration form filled in with what the person gave last time; consents are asked anew. */
function filledIn(plan: EditionPlan, profile: Profile): RegistrationForm {
  return {
    ...emptyRegistration(plan.key),
    email: profile.email,
    firstName: profile.first_name,
    lastName: profile.last_name,
    phoneCountryCode: (profile.phone_country_code ??
      DEFAULT_DIAL_CODE) as RegistrationForm['phoneCountryCode'],
    phone: profile.phone ?? '',
    specialty: profile.specialty ?? '',
    company: profile.company ?? '',
    position: profile.position ?? '',
    society: profile.society ?? '',
    country: profile.country ?? '',
    city: profile.city ?? '',
    linkedinUrl: profile.linkedin_url ?? '',
  };
}

/** One step: the person's data for the plan, the consents, and "Confirmar inscripción". */
export function RegisterAgainForm({ plan, profile }: { plan: EditionPlan; profile: Profile }) {
  const edition = useEdition();
  const toast = useToast();
  const navigate = useNavigateWhenLoaded();
  const [sending, setSending] = useState(false);
  const formik = useFormik<RegistrationForm>({
    initialValues: filledIn(plan, profile),
    validate: editionValidate(registrationSchema, edition),
    onSubmit: () => undefined,
  });

  const send = async (values: RegistrationForm) => {
    const { email, ...data } = registrationSchema.cast(values, {
      stripUnknown: true,
      context: { edition },
    }) as RegistrationForm;
    setSending(true);
    try {
      await api.registerForEdition(data);
    } catch (error) {
      toast({
        title: t.failed,
        description: callableErrorText(error, es.errors.internal),
        variant: 'destructive',
      });
      setSending(false);
      return;
    }
    toast({ title: t.done });
    await navigate(
      routeAfterVerification({ kind: 'registration', plan: plan.key, email }, edition),
    );
  };

  return (
    <RegistrationFormFrame
      formik={formik}
      plan={plan}
      emailLocked
      sending={sending}
      submitText={t.submit}
      sendingText={t.submitting}
      send={send}
    />
  );
}
