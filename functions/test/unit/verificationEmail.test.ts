import { currentEdition } from '../../../common/test/fixtures/editions';
import { verificationEmail } from '../../src/useCases/verificationEmail';

jest.mock('../../src/repositories/emailTemplates', () => ({
  emailTemplateRef: (id: string) => ({ get: async () => ({ data: () => stored[id] }) }),
}));

const stored: Record<string, unknown> = {};

describe('verificationEmail', () => {
  beforeEach(() => Object.keys(stored).forEach((key) => delete stored[key]));

  it('renders the shipped template: the code set large, the catalogue subject, the edition', async () => {
    const mail = await verificationEmail('ana@example.com', '042917', currentEdition);
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('Tu código de verificación');
    expect(mail.html).toMatch(/font-size:36px[^>]*>042917</);
    expect(mail.html).toContain(`>${currentEdition.title}</p>`);
  });

  it('renders without an edition, its values left empty', async () => {
    const mail = await verificationEmail('ana@example.com', '042917', null);
    expect(mail.html).toMatch(/font-size:36px[^>]*>042917</);
    expect(mail.html).toContain('font-size:12px"></p>');
  });

  it('renders an administrator’s edit of the template instead', async () => {
    stored.verification = {
      subject: 'Código {{code}} · {{eventTitle}}',
      content: '<p>Tu código: {{code}}</p>',
    };
    const mail = await verificationEmail('ana@example.com', '042917', {
      ...currentEdition,
      title: 'Curso 2027',
    });
    expect(mail).toEqual({
      to: 'ana@example.com',
      subject: 'Código 042917 · Curso 2027',
      html: '<p>Tu código: 042917</p>',
    });
  });
});
