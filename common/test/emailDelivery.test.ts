import { statusAfterEvent, type DeliveryEvent, type EmailStatus } from '../src';

describe('an email log status follows the provider events forward only', () => {
  it.each<[EmailStatus, DeliveryEvent, EmailStatus | null]>([
    ['pending', 'processed', 'sent'],
    ['sent', 'processed', null],
    ['sent', 'deferred', null],
    ['sent', 'delivered', 'delivered'],
    ['pending', 'delivered', 'delivered'],
    ['delivered', 'processed', null],
    ['delivered', 'deferred', null],
    ['delivered', 'open', null],
    ['sent', 'open', 'delivered'],
    ['sent', 'bounce', 'bounced'],
    ['delivered', 'bounce', 'bounced'],
    ['bounced', 'delivered', null],
    ['bounced', 'processed', null],
    ['sent', 'dropped', 'failed'],
    ['failed', 'delivered', null],
  ])('%s + %s → %s', (current, event, next) => {
    expect(statusAfterEvent(current, event)).toBe(next);
  });
});
