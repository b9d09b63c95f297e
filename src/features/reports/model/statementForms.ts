import * as yup from 'yup';
import { isCalendarDay } from './salesEntry';
import { formatCents, parseMoneyCents } from './salesMath';
import { parseSignedCents, PAYMENT_REFERENCE_MAX, STATEMENT_TEXT_MAX } from './statements';

/*
 * The forms of the steps on a royalty statement (StatementsTab): what each field must hold, with
 * the messages the server would give, so a mistake is shown before anything is sent.
 */

const requiredText = (what: string, max: number) =>
  yup.string().trim().required(`${what} is required`).max(max, `Must be at most ${max} characters`);

/** Confirming asks nothing more. */
export const confirmSchema = yup.object({});

export const disputeSchema = yup.object({
  comment: requiredText('What is wrong', STATEMENT_TEXT_MAX),
});

export const resolveSchema = yup.object({
  resolution: yup.string().oneOf(['uphold', 'adjust']).required('Choose an answer'),
  amount: yup.string().when('resolution', {
    is: 'adjust',
    then: (amount) =>
      amount
        .required('Enter the adjustment')
        .test('money', 'Enter an amount such as -120.50 or 75', (v) => parseSignedCents(v) !== null)
        .test(
          'not-zero',
          'An adjustment of $0.00 changes nothing: uphold instead',
          (v) => parseSignedCents(v) !== 0,
        ),
  }),
  reason: requiredText('The reason', STATEMENT_TEXT_MAX),
});

/** A payment of at most `balance` cents, on a day no later than `today`. */
export const paymentSchema = (balance: number, today: string) =>
  yup.object({
    amount: yup
      .string()
      .required('Enter the amount received')
      .test('money', 'Enter an amount such as 1,250.00', (v) => (parseMoneyCents(v) ?? 0) > 0)
      .test(
        'balance',
        `At most ${formatCents(balance)} is still due`,
        (v) => (parseMoneyCents(v) ?? 0) <= balance,
      ),
    date: yup
      .string()
      .required('Enter the day the money came in')
      .test('day', 'Enter a real day', (v) => isCalendarDay(v))
      .test('past', 'The payment date cannot be in the future', (v) => v <= today),
    reference: requiredText('The reference', PAYMENT_REFERENCE_MAX),
  });
