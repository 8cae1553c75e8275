/**
 * The provider's page for one message: SendGrid's Email Activity, filtered by message id. The
 * app reads its filters as URL-encoded JSON; "Contains" because what the send answer gives (and
 * the log stores) is the X-Message-Id, which SendGrid's per-recipient msg_id begins with.
 */
export function providerActivityUrl(messageId: string): string {
  const filters = [{ val: [messageId], selectedFieldName: 'msg_id', comparisonType: 'Contains' }];
  return `https://app.sendgrid.com/email_activity?filters=${encodeURIComponent(JSON.stringify(filters))}`;
}
