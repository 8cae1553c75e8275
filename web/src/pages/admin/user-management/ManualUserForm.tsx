import { useState, type FormEvent } from 'react';
import { FormikProvider, useFormik } from 'formik';
import { Box, Button, Stack, Typography } from '@mui/material';
import {
  createUserSchema,
  DEFAULT_DIAL_CODE,
  es,
  formatText,
  isSponsoredPlan,
  type CreateUserRequest,
  type CreateUserResponse,
  type Edition,
  type PlanKey,
  esAdmin,
} from '@curso/common';
import { callableErrorText, callableFieldErrors } from '../../../data/callableErrorText';
import { api } from '../../../data/callables';
import { editionValidate } from '../../../components/form/editionValidate';
import { useToast } from '../../../components/toast/ToastContext';
import { useEdition } from '../../../session/EditionContext';
import { refusalCode } from './callableErrors';
import { DEFAULT_EMAIL_CHOICES, EmailOptions, type EmailChoices } from './EmailOptions';
import { RestoreArchivedDialog } from './RestoreArchivedDialog';
import { UserFields } from './UserFields';

const adminUserPage = esAdmin.userPage;

const t = adminUserPage.manual;

/** The form's values: the request without the restore flag, and no plan until one is chosen. */
type ManualForm = Omit<CreateUserRequest, 'plan_name' | 'restoreArchived'> & {
  plan_name: PlanKey | '';
};

const EMPTY_FORM: ManualForm = {
  email: '',
  first_name: '',
  last_name: '',
  phone: '',
  phone_country_code: DEFAULT_DIAL_CODE,
  company: '',
  position: '',
  specialty: '',
  country: '',
  city: '',
  sponsor: '',
  sponsor_notification_email: '',
  society: '',
  plan_name: '',
  is_laspghn_member: false,
  ...DEFAULT_EMAIL_CHOICES,
};

/** Whether a required field is empty: the toast names those; other errors show on their field. */
function missesRequired(values: ManualForm, edition: Edition): boolean {
  const required: (keyof ManualForm)[] = ['email', 'first_name', 'last_name', 'plan_name'];
  if (isSponsoredPlan(edition, values.plan_name))
    required.push('sponsor', 'sponsor_notification_email');
  return required.some((field) => String(values[field]).trim() === '');
}

/** The request the form describes, trimmed and lowercased as the server stores it. */
function requestOf(
  values: ManualForm,
  restoreArchived: boolean,
  edition: Edition,
): CreateUserRequest {
  const sponsored = isSponsoredPlan(edition, values.plan_name);
  return createUserSchema.cast(
    {
      ...values,
      // A sponsor typed before switching to an unsponsored plan does not belong to the user.
      sponsor: sponsored ? values.sponsor : '',
      sponsor_notification_email: sponsored ? values.sponsor_notification_email : '',
      sendSponsorEmail: sponsored && values.sendSponsorEmail,
      restoreArchived,
    },
    { stripUnknown: true },
  ) as CreateUserRequest;
}

/** The success notice: created or restored, and what became of the emails. */
function successText(request: CreateUserRequest, answer: CreateUserResponse): string {
  const lines = [formatText(answer.restored ? t.restored : t.created, { email: request.email })];
  if (answer.emailSent === true) lines.push(t.emailSent);
  else if (answer.emailSent === false) lines.push(t.emailFailed);
  else lines.push(t.emailNotSent);
  if (answer.sponsorEmailSent === false) lines.push(t.sponsorEmailFailed);
  return lines.join(' ');
}

/** "Formulario manual": one user, or an archived one restored (and reset) with the form's data. */
export function ManualUserForm() {
  const toast = useToast();
  const edition = useEdition();
  const [sending, setSending] = useState(false);
  /** The archived user's request, waiting for the administrator to confirm the restore. */
  const [pendingRestore, setPendingRestore] = useState<CreateUserRequest | null>(null);
  const formik = useFormik<ManualForm>({
    initialValues: EMPTY_FORM,
    validate: editionValidate(createUserSchema, edition),
    // Submission goes through `submit`, which needs the errors to choose the toast.
    onSubmit: () => undefined,
  });
  const sponsored = isSponsoredPlan(edition, formik.values.plan_name);

  const create = async (request: CreateUserRequest) => {
    setSending(true);
    try {
      const answer = await api.createUser(request);
      toast({
        title: answer.restored ? t.restoredTitle : t.createdTitle,
        description: successText(request, answer),
      });
      setPendingRestore(null);
      formik.resetForm();
    } catch (error) {
      if (!request.restoreArchived && refusalCode(error) === 'user-archived-exists') {
        setPendingRestore({ ...request, restoreArchived: true });
        return;
      }
      setPendingRestore(null);
      const fields = callableFieldErrors(error);
      if (fields) {
        formik.setErrors(fields);
        await formik.setTouched(
          Object.fromEntries(Object.keys(fields).map((key) => [key, true])),
          false,
        );
      }
      const description = callableErrorText(error, es.errors.internal);
      toast({ title: t.failed, description, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length === 0) return create(requestOf(formik.values, false, edition));
    const everyField = Object.fromEntries(Object.keys(formik.values).map((key) => [key, true]));
    await formik.setTouched(everyField, false);
    const description = missesRequired(formik.values, edition)
      ? t.requiredMissing
      : es.errors['invalid-argument'];
    toast({ title: es.common.error, description, variant: 'destructive' });
  };

  const choices: EmailChoices = {
    sendEmail: formik.values.sendEmail,
    emailType: formik.values.emailType,
    sendSponsorEmail: formik.values.sendSponsorEmail,
  };

  return (
    <FormikProvider value={formik}>
      <Stack component="form" noValidate onSubmit={submit} spacing={3}>
        <UserFields sponsored={sponsored} />
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            {adminUserPage.sections.emails}
          </Typography>
          <EmailOptions
            value={choices}
            onChange={(next) => void formik.setValues({ ...formik.values, ...next })}
            sponsored={sponsored}
            disabled={sending}
          />
        </Box>
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={sending}>
            {sending ? t.submitting : t.submit}
          </Button>
        </Box>
      </Stack>
      {pendingRestore && (
        <RestoreArchivedDialog
          email={pendingRestore.email}
          plan={pendingRestore.plan_name}
          loading={sending}
          onConfirm={() => void create(pendingRestore)}
          onClose={() => setPendingRestore(null)}
        />
      )}
    </FormikProvider>
  );
}
