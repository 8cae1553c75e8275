import { verificationEmail } from '../../src/useCases/verificationEmail';

jest.mock('../../src/repositories/emailTemplates', () => ({
  emailTemplateRef: (id: string) => ({ get: async () => ({ data: () => stored[id] }) }),
}));

const stored: Record<string, unknown> = {};

describe('verificationEmail', () => {
  beforeEach(() => Object.keys(stored).forEach((key) => delete stored[key]));

  it('renders the shipped template: the code set large, the catalogue subject', async () => {
    const mail = await verificationEmail('ana@example.com', '042917');
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('Tu código de verificación');
    expect(mail.html).toMatch(/font-size:36px[^>]*>042917</);
  });

  it('renders an administrator’s edit of the template instead', async () => {
    stored.verification = { subject: 'Código {{code}}', content: '<p>Tu código: {{code}}</p>' };
    const mail = await verificationEmail('ana@example.com', '042917');
    expect(mail).toEqual({
      to: 'ana@example.com',
      subject: 'Código 042917',
      html: '<p>Tu código: 042917</p>',
    });
  });
});
