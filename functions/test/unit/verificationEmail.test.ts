import { es } from '@curso/common';
import { verificationEmail } from '../../src/services/verificationEmail';

describe('verificationEmail', () => {
  it('carries the code in text and large in HTML, with the catalogue subject', () => {
    const mail = verificationEmail('ana@example.com', '042917');
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe(es.email.verificationSubject);
    expect(mail.text).toContain('042917');
    expect(mail.text).toContain(es.email.verificationBody);
    expect(mail.html).toMatch(/font-size:36px[^>]*>042917</);
  });
});
