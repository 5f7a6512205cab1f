import { describe, expect, it } from 'vitest';
import {
  cardCvcError,
  cardDetailsSchema,
  cardExpiryError,
  cardMessages,
  cardNumberError,
  formatCardNumber,
  testCardNumbers,
} from './payment.ts';

describe('card rules', () => {
  it('accepts the test cards, which pass the Luhn check', () => {
    expect(cardNumberError('4242 4242 4242 4242')).toBeUndefined();
    expect(cardNumberError(testCardNumbers.declined)).toBeUndefined();
  });

  it('calls a full-length number failing the Luhn check invalid, a short one incomplete', () => {
    expect(cardNumberError('4242 4242 4242 4241')).toBe(cardMessages.numberInvalid);
    expect(cardNumberError('4242 4242')).toBe(cardMessages.numberIncomplete);
    expect(cardNumberError('4242 abcd')).toBe(cardMessages.numberInvalid);
  });

  it('checks the expiry as MM/YY and refuses a past one', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(cardExpiryError('11/26', now)).toBeUndefined();
    expect(cardExpiryError('12 / 34', now)).toBeUndefined();
    expect(cardExpiryError('1/2', now)).toBe(cardMessages.expiryIncomplete);
    expect(cardExpiryError('10/26', now)).toBe(cardMessages.expiryPast);
  });

  it('wants three CVC digits for Visa, four for American Express', () => {
    expect(cardCvcError('123', '4242424242424242')).toBeUndefined();
    expect(cardCvcError('12', '4242424242424242')).toBe(cardMessages.cvcIncomplete);
    expect(cardCvcError('123', '378282246310005')).toBe(cardMessages.cvcIncomplete);
    expect(cardCvcError('1234', '378282246310005')).toBeUndefined();
  });

  it('groups the digits in fours as typed', () => {
    expect(formatCardNumber('42424242424242')).toBe('4242 4242 4242 42');
  });

  it('reports every bad field of a card with its path', () => {
    const parsed = cardDetailsSchema.safeParse({
      number: '4242',
      expiry: '13/30',
      cvc: '',
      name: ' ',
    });
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual(['cvc', 'expiry', 'name', 'number']);
  });
});
