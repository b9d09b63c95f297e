import { describe, expect, it } from 'vitest';
import { refusal } from '../refusal.testing';
import {
  answerSide,
  assertSendable,
  pendingTransfersMessage,
  readAnswerRequest,
  readSendRequest,
  receivingPeriod,
} from './stockTransferRules';

const send = {
  reportId: 'p1',
  itemId: 'buns',
  quantity: 24,
  date: '2026-10-09',
  toLocationId: 'truck',
};

describe('reading a send', () => {
  it('takes period, item, quantity, day and receiver', () => {
    expect(readSendRequest(send)).toEqual(send);
  });

  it('refuses a quantity of 0, over 100,000 or not a number, and a day that is not one', () => {
    expect(refusal(() => readSendRequest({ ...send, quantity: 0 })).message).toBe(
      'Enter a quantity above 0.',
    );
    expect(refusal(() => readSendRequest({ ...send, quantity: 100_001 })).message).toBe(
      'Enter at most 100,000.',
    );
    expect(refusal(() => readSendRequest({ ...send, quantity: '5' })).code).toBe(
      'invalid-argument',
    );
    for (const date of ['9 Oct', '2026-02-30x', 20261009]) {
      expect(refusal(() => readSendRequest({ ...send, date })).code).toBe('invalid-argument');
    }
    expect(refusal(() => readSendRequest({ ...send, toLocationId: '../x' })).code).toBe(
      'invalid-argument',
    );
  });
});

describe('reading an answer', () => {
  it('accepts, withdraws, and refuses only with a trimmed reason', () => {
    expect(readAnswerRequest({ transferId: 't1', answer: 'accept', refusal: 'x' })).toEqual({
      transferId: 't1',
      answer: 'accept',
      refusal: '',
    });
    expect(readAnswerRequest({ transferId: 't1', answer: 'refuse', refusal: ' Damp ' })).toEqual({
      transferId: 't1',
      answer: 'refuse',
      refusal: 'Damp',
    });
    expect(refusal(() => readAnswerRequest({ transferId: 't1', answer: 'refuse' })).message).toBe(
      'Say why the transfer is refused.',
    );
    expect(
      refusal(() =>
        readAnswerRequest({ transferId: 't1', answer: 'refuse', refusal: 'x'.repeat(501) }),
      ).message,
    ).toBe('A reason may have at most 500 characters.');
    expect(refusal(() => readAnswerRequest({ transferId: 't1', answer: 'keep' })).code).toBe(
      'invalid-argument',
    );
  });

  it('lets the receiver accept or refuse and the sender withdraw', () => {
    expect(answerSide('accept')).toBe('to');
    expect(answerSide('refuse')).toBe('to');
    expect(answerSide('withdraw')).toBe('from');
  });
});

describe('the days of a transfer', () => {
  const open = { id: 'p1', status: 'open' as const, from: '2026-10-01', to: '2026-10-20' };

  it('sends from a period not closed, dated in it and not after today', () => {
    expect(() => assertSendable(open, '2026-10-01', '2026-10-20')).not.toThrow();
    expect(refusal(() => assertSendable(open, '2026-10-19', '2026-10-15')).message).toBe(
      'Enter a date from 2026-10-01 to 2026-10-15.',
    );
    expect(refusal(() => assertSendable(open, '2026-09-30', '2026-10-20')).code).toBe(
      'invalid-argument',
    );
    expect(
      refusal(() => assertSendable({ ...open, status: 'closed' }, '2026-10-05', '2026-10-20')).code,
    ).toBe('failed-precondition');
  });

  it("lands in the receiver's unfinished period when it had begun by then", () => {
    const closed = { id: 'old', status: 'closed' as const, from: '2026-09-01', to: '2026-10-01' };
    expect(receivingPeriod([closed, open], '2026-10-05', 'Truck').id).toBe('p1');
    expect(refusal(() => receivingPeriod([closed, open], '2026-09-20', 'Truck')).message).toBe(
      "The transfer is dated 2026-09-20, before Truck's period began (2026-10-01): a closed period can no longer change. Refuse it, and ask the sender to send it again dated 2026-10-01 or later.",
    );
    expect(refusal(() => receivingPeriod([closed], '2026-10-05', 'Truck')).message).toBe(
      'Truck has no inventory period in progress: start one, then accept the transfer.',
    );
  });
});

describe('what keeps a period from closing', () => {
  it('names transfers out and incoming ones waiting, or nothing', () => {
    expect(pendingTransfersMessage(0, 0)).toBeNull();
    expect(pendingTransfersMessage(2, 1)).toBe(
      "This period cannot close yet: 2 transfers out wait for the other location's answer (withdraw them, or ask them to answer); 1 incoming transfer waits for your answer (accept or refuse it).",
    );
  });
});
