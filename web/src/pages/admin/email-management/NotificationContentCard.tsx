import { useState } from 'react';
import { useFormikContext } from 'formik';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import {
  NOTIFICATION_VARIABLES,
  shippedTemplate,
  type EmailTemplate,
  esAdmin,
} from '@curso/common';
import { useEdition } from '../../../session/EditionContext';
import { FormField } from './FormField';
import { notificationPreview } from './sampleValues';
import { TemplatePreview, type Preview } from './TemplatePreview';
import { TemplateSelect } from './TemplateSelect';

const t = esAdmin.emails.mass;
const tt = esAdmin.emails.templates;

/** What a notification says: subject, title and HTML body. */
export interface NotificationDraft {
  subject: string;
  title: string;
  content: string;
}

/**
 * The mass send's content card: "Usar plantilla de email" is on by default, and while it is on the
 * fields wait for a template to fill them. "Vista Previa" shows the message as the sample person of
 * the Plantillas tab would receive it: the preview uses example data.
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
  const { values, setValues } = useFormikContext<NotificationDraft>();
  const edition = useEdition();
  const [preview, setPreview] = useState<Preview>(null);
  const fieldsDisabled = disabled || (useTemplate && !templateId);
  // Every notification goes out inside the notification template, with the edits it may have.
  const wrapper = (
    templates.find((candidate) => candidate.id === 'notification') ??
    shippedTemplate('notification')
  ).content;
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
          <Box>
            <Button
              variant="outlined"
              onClick={() => setPreview(notificationPreview(wrapper, values, edition) ?? 'invalid')}
            >
              {tt.preview}
            </Button>
          </Box>
          <Stack component="section" aria-label={tt.previewTitle} spacing={1}>
            <Typography variant="subtitle1" component="h3" fontWeight={600}>
              {tt.previewTitle}
            </Typography>
            <TemplatePreview preview={preview} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
