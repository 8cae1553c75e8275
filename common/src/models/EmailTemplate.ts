/** `email_templates/{template_id}`: a system email's text, editable by administrators. */
export interface EmailTemplate {
  id: string;
  /** A slug of the name (§9); system templates have fixed ids (approval, welcome, …). */
  template_id: string;
  name: string;
  subject: string;
  /** HTML with `{{variables}}`, escaped when rendered. */
  content: string;
  variables: string[];
  template_type: 'system' | 'custom';
  updated_at: Date;
}
