import { es, EVENT } from '@curso/common';
import type { OutgoingMail } from './mail';

/** The email carrying a one-time code: plain text and an HTML version with the code set large. */
export function verificationEmail(to: string, code: string): OutgoingMail {
  const t = es.email;
  const text = `${t.verificationTitle}: ${code}\n\n${t.verificationBody}\n\n${EVENT.title}`;
  const html = `<!doctype html>
<html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:480px;margin:0 auto">
<h1 style="font-size:20px">${t.verificationTitle}</h1>
<p style="font-size:36px;font-weight:700;letter-spacing:8px;margin:24px 0">${code}</p>
<p>${t.verificationBody}</p>
<p style="color:#6b7280;font-size:12px">${EVENT.title}</p>
</body></html>`;
  return { to, subject: t.verificationSubject, text, html };
}
