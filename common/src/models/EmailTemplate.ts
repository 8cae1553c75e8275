/** `email_templates/{template_id}`. */
export interface EmailTemplate {
  id: string;
  template_id: string;
  name: string;
  subject: string;
  content: string;
  variables: string[];
  template_type: 'system' | 'custom';
  updated_at: Date;
}
