// One row of a user import as the back office sends it: a valid online attendee with accents.

/** The `index`th row of an import whose emails start with `prefix`. */
export const importRow = (prefix, index) => ({
  email: `${prefix}.${index}@example.com`,
  first_name: ['María', 'Íñigo', 'Begoña', 'Joaquín'][index % 4],
  last_name: `Núñez ${index}`,
  phone: '600 000 000',
  phone_country_code: '+34',
  company: 'Hospital Sant Joan de Déu',
  position: '',
  specialty: 'gastroenterologia',
  country: 'ES',
  city: 'Barcelona',
  sponsor: '',
  sponsor_notification_email: '',
  society: '',
  plan_name: 'online',
  is_laspghn_member: false,
});
