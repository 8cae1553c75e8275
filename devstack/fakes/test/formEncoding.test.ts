import { decodeStripeForm } from '../src/formEncoding';

describe('decodeStripeForm', () => {
  it('rebuilds nested objects and arrays from bracketed keys', () => {
    const body = new URLSearchParams({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '21200',
      'line_items[0][price_data][product_data][name]': 'Online',
      'line_items[1][quantity]': '2',
      'metadata[uid]': 'u1',
      success_url: 'http://x/success?session_id={CHECKOUT_SESSION_ID}&plan=online',
    }).toString();
    expect(decodeStripeForm(body)).toEqual({
      mode: 'payment',
      line_items: [
        { quantity: '1', price_data: { unit_amount: '21200', product_data: { name: 'Online' } } },
        { quantity: '2' },
      ],
      metadata: { uid: 'u1' },
      success_url: 'http://x/success?session_id={CHECKOUT_SESSION_ID}&plan=online',
    });
  });
});
