// Registrations for the back office benchmark: plausible Spanish and Latin American names with
// accents, every plan and status, spread over the last 60 days. Deterministic, so every run
// measures the same data.
import { Timestamp } from 'firebase-admin/firestore';
import { demoCurrentEditionId } from '../demo.mjs';

const FIRST = [
  'María',
  'José',
  'Lucía',
  'Íñigo',
  'Begoña',
  'Álvaro',
  'Núria',
  'Joaquín',
  'Sofía',
  'Raúl',
];
const LAST = [
  'García',
  'Núñez',
  'Martínez',
  'Pérez',
  'Ibáñez',
  'Fernández',
  'Gómez',
  'Muñoz',
  'Sáez',
  'Ortega',
];
const COMPANIES = [
  'Hospital La Paz',
  'Hospital Sant Joan de Déu',
  'Hospital La Fe',
  'Hospital Garrahan',
  'Instituto Nacional de Pediatría',
];
const COUNTRIES = ['ES', 'ES', 'ES', 'AR', 'MX', 'CL', 'CO', 'PE'];
const SPECIALTIES = ['gastroenterologia', 'pediatria-general', 'neonatologia'];
const PLANS = [
  ['online', 'pending'],
  ['online', 'completed'],
  ['presencial', 'completed'],
  ['presencial', 'failed'],
  ['laspghn', 'completed'],
  ['patrocinado_online', 'not_applicable'],
];

/**
 * Writes `total` profiles, the first `pendingSocios` of them socios waiting, one in 97 archived.
 * Answers the ids of the pending socios still active, and how many registrations are active.
 */
export async function seedProfiles(db, total, pendingSocios) {
  const writer = db.bulkWriter();
  const now = Date.now();
  const pending = [];
  for (let i = 0; i < total; i += 1) {
    const id = `bench-${String(i).padStart(5, '0')}`;
    const socio = i < pendingSocios;
    const [plan, payment] = socio ? ['socio', 'not_applicable'] : PLANS[i % PLANS.length];
    const access = socio
      ? 'pendiente_aprobacion'
      : payment === 'completed' || plan.startsWith('patrocinado')
        ? 'aprobado'
        : 'pendiente_aprobacion';
    if (socio) pending.push(id);
    const created = Timestamp.fromMillis(now - (i % 60) * 86_400_000 - i * 1000);
    void writer.set(db.doc(`profiles/${id}`), {
      edition_id: demoCurrentEditionId(),
      email: `${id}@example.com`,
      first_name: FIRST[i % FIRST.length],
      last_name: `${LAST[(i * 7) % LAST.length]} ${LAST[(i * 3) % LAST.length]}`,
      phone: null,
      phone_country_code: null,
      company: COMPANIES[i % COMPANIES.length],
      position: null,
      specialty: SPECIALTIES[i % SPECIALTIES.length],
      country: COUNTRIES[i % COUNTRIES.length],
      city: 'Madrid',
      linkedin_url: null,
      is_laspghn_member: plan === 'laspghn',
      plan_name: plan,
      society: socio ? 'geteccu' : null,
      payment_status: payment,
      access_status: access,
      archived_at: i % 97 === 0 ? created : null,
      archive_reason: i % 97 === 0 ? 'Duplicado' : null,
      sponsor: plan.startsWith('patrocinado') ? 'Laboratorios Demo' : null,
      sponsor_notification_email: null,
      stripe_customer_id: payment === 'completed' ? `cus_${id}` : null,
      approval_email_sent_at: null,
      email_notifications: true,
      consents_accepted_at: created,
      created_at: created,
      updated_at: created,
    });
  }
  await writer.close();
  const archived = (id) => Number(id.slice(6)) % 97 === 0;
  return {
    pendingIds: pending.filter((id) => !archived(id)),
    active: Array.from({ length: total }, (_, i) => i).filter((i) => i % 97 !== 0).length,
  };
}
