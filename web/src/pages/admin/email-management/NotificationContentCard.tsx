import { useFormikContext } from 'formik';
import {
  Alert,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import { NOTIFICATION_VARIABLES, type EmailTemplate, esAdmin } from '@curso/common';
import { FormField } from './FormField';
import { TemplateSelect } from './TemplateSelect';

const t = esAdmin.emails.mass;

/** What a notification says: subject, title and HTML body. */
export interface NotificationDraft {
  subject: string;
  title: string;
  content: string;
}

/**
 * The content card (§2.7): "Usar plantilla de email" is on by default, and while it is on the
 * fields wait for a template to fill them.
 */
export function NotificationContentCard({
  templates,
  useTemplate,
  onUseTemplate,
  templateId,
  onTemplate,
  disabled,
}: {
  templates: readonly EmailTemplate[];
  useTemplate: boolean;
  onUseTemplate: (on: boolean) => void;
  templateId: string;
  onTemplate: (template: EmailTemplate) => void;
  disabled: boolean;
}) {
  const { setValues } = useFormikContext<NotificationDraft>();
  const fieldsDisabled = disabled || (useTemplate && !templateId);
  const choose = (id: string) => {
    const template = templates.find((candidate) => candidate.id === id);
    if (!template) return;
    onTemplate(template);
    void setValues({ subject: template.subject, title: template.name, content: template.content });
  };
  return (
    <Card variant="outlined" component="section" aria-label={t.content}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t.content}
          </Typography>
          <FormControlLabel
            control={
              <Checkbox
                checked={useTemplate}
                disabled={disabled}
                onChange={(event) => onUseTemplate(event.target.checked)}
              />
            }
            label={t.useTemplate}
          />
          {useTemplate && (
            <>
              <TemplateSelect
                templates={templates}
                value={templateId}
                onChange={choose}
                label={t.template}
                disabled={disabled}
              />
              {!templateId && <Typography color="text.secondary">{t.chooseTemplate}</Typography>}
            </>
          )}
          <FormField
            id="notification-subject"
            name="subject"
            label={t.subject}
            required
            disabled={fieldsDisabled}
          />
          <FormField
            id="notification-title"
            name="title"
            label={t.title}
            required
            disabled={fieldsDisabled}
          />
          <FormField
            id="notification-content"
            name="content"
            label={t.body}
            helperText={t.bodyHelp}
            required
            multiline
            rows={8}
            disabled={fieldsDisabled}
          />
          <Alert severity="info" role="note">
            {t.variables}{' '}
            {NOTIFICATION_VARIABLES.map((name) => (
              <Typography key={name} component="code" sx={{ fontFamily: 'monospace', mr: 1 }}>
                {`{{${name}}}`}
              </Typography>
            ))}
          </Alert>
        </Stack>
      </CardContent>
    </Card>
  );
}
