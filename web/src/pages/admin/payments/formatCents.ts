const plain = new Intl.NumberFormat('es-ES', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * "212,00 €": an amount in cents as es-ES writes it in `currency`. Without a currency only the
 * number shows, since assuming euros would hide a currency mismatch; a code Intl does not know
 * is written after the number.
 */
export function formatCents(cents: number, currency?: string | null): string {
  const amount = cents / 100;
  if (!currency) return plain.format(amount);
  try {
    return new Intl.NumberFormat('es-ES', { style: 'currency', currency }).format(amount);
  } catch {
    return `${plain.format(amount)} ${currency.toUpperCase()}`;
  }
}
