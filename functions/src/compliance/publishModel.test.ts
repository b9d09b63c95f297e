import { describe, expect, it } from 'vitest';
import { newActionsFor } from '@/features/compliance/actions/model/actions';
import { actionAssignee, assignActions } from '@/features/compliance/actions/model/assignment';
import { publishedAnswers } from '@/features/compliance/inspection/model/publishAnswers';
import { reportFields } from '@/features/compliance/inspection/model/reportDoc';
import type { CatalogueQuestion } from '@/features/compliance/inspection/model/reportForm';

/**
 * The publish as publishReport.ts composes the app's pure models (its reads and writes aside):
 * the answers, the score, one action per failed question with priority and due date from the
 * weight, assigned by the setting. The issue 28 attack: an Employee's truck inspection whose four
 * weighted questions all failed, with passes listed for four restaurant questions.
 */
const SECTIONS = [
  { id: 's1', name: 'Food safety', orderInRestaurant: 1, orderInTruck: 1, updatedAtTimestamp: 0 },
];
const question = (id: string, weight: number, type: 'truck' | 'restaurant', order: number) =>
  ({ id, weight, type, order, sectionId: 's1', question: `Question ${id}` }) as CatalogueQuestion;
const TRUCK = [10, 5, 3, 12].map((w, i) => question(`w${i + 1}`, w, 'truck', i + 1));
const RESTAURANT = ['r1', 'r2', 'r3', 'r4'].map((id, i) => question(id, 5, 'restaurant', i + 1));
const LOCATION = {
  id: 'loc',
  name: 'North Truck',
  type: 'truck' as const,
  territoryId: 'north',
  territoryName: 'North Coast',
};
const DAY = 86_400_000;

describe('the publish model', () => {
  it("scores the issue's attack as a fail with four actions, priority and due date from the weights, assigned", () => {
    const values = publishedAnswers(
      {
        failed: TRUCK.map((q) => `${q.id}:${q.weight}`),
        passed: RESTAURANT.map((q) => `${q.id}:${q.weight}`),
      },
      [...TRUCK, ...RESTAURANT],
      SECTIONS,
      'truck',
    );
    const fields = reportFields(values, LOCATION, 'employee', 'published', 7);
    expect(fields).toMatchObject({ score: 0, result: 'fail', resultName: 'Fail' });
    const now = Date.UTC(2026, 10, 29);
    const assignee = actionAssignee(
      'managerElseOwner',
      { locationId: 'loc', territoryId: 'north' },
      {
        users: [
          {
            uid: 'mgr',
            name: 'Manny Manager',
            role: 'manager',
            disabled: false,
            franchiseeLocationId: 'loc',
            territoryIds: ['north'],
          },
        ],
        ownerId: 'owner',
      },
    );
    const actions = assignActions(
      newActionsFor({ ...fields, reportId: 'rep', questions: values.questions }, 'employee', now),
      assignee,
    );
    expect(
      actions.map((a) => [a.id, a.priority, (a.dueAt - now) / DAY, a.assigneeName, a.serialNo]),
    ).toEqual([
      ['rep_w1', 'high', 3, 'Manny Manager', 7],
      ['rep_w2', 'medium', 7, 'Manny Manager', 7],
      ['rep_w3', 'low', 14, 'Manny Manager', 7],
      ['rep_w4', 'high', 3, 'Manny Manager', 7],
    ]);
  });
});
