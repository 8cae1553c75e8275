/** `email_templates/{template_id}`: a system email's text, editable by administrators. */
export interface EmailTemplate {
  id: string;
  /** `templateSlug` of the name; system templates have fixed ids (approval, welcome, …). */
  template_id: string;
  name: string;
  subject: string;
  /** HTML with `{{variables}}`, escaped when rendered. */
  content: string;
  variables: string[];
  template_type: 'system' | 'custom';
  updated_at: Date;
}
