import { baseUrl, newPage, screenshot, signIn, waitForCount } from './support/browser';

const STAMP = Date.now();
const SECTION = `E2E Allergens ${STAMP}`;
const QUESTION = `Allergen binder is at the window ${STAMP}`;
const EDITED = `Allergen binder is current and at the window ${STAMP}`;

describe('compliance question catalogue', () => {
  it('lets a Super Admin add a section and a question, then edit the question', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'superadmin@demo.test');

    // An unknown tab falls back to All; the seeded catalogue is listed.
    await page.goto(`${baseUrl()}/app/compliance-v2/questions?type=van`);
    await page
      .getByRole('cell', { name: 'Walk-in cooler holds 41 °F or below', exact: true })
      .waitFor();
    expect(await page.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'compliance-questions-1440');

    // Weight filter offers only 1-5 and DNQ (spec 02 §9).
    await page.getByRole('button', { name: 'Filter Weight' }).click();
    const weightOptions = page.getByRole('dialog').getByRole('checkbox');
    await page.getByRole('checkbox', { name: 'DNQ' }).waitFor();
    expect(await page.getByRole('dialog').locator('label').allTextContents()).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      'DNQ',
    ]);
    expect(await weightOptions.count()).toBe(6);
    await page.getByRole('checkbox', { name: 'DNQ' }).check();
    await page.keyboard.press('Escape');
    // The unfiltered rows (this one among them) stay until the filtered query answers.
    await waitForCount(page.locator('tbody tr'), 4);
    await page
      .getByRole('cell', { name: 'Propane tanks secured and leak-checked', exact: true })
      .waitFor();

    // Sections: required name, create, then the same name in other case is refused.
    await page.getByRole('link', { name: 'Question Sections' }).click();
    await page.waitForURL('**/app/compliance-v2/question-sections');
    await page.getByRole('cell', { name: 'Staff & Hygiene', exact: true }).waitFor();
    await page.getByRole('link', { name: 'New Section' }).click();
    await page.getByRole('button', { name: 'Create Section' }).click();
    await page.getByText('Section title is required').waitFor();
    await page.getByLabel('Section name').fill(SECTION);
    await page.getByRole('button', { name: 'Create Section' }).click();
    await page.getByText('Compliance report section created').waitFor();
    await page.waitForURL('**/app/compliance-v2/question-sections');
    const sectionRow = page.getByRole('row', { name: new RegExp(SECTION) });
    await sectionRow.waitFor();
    // New sections go last for both types: 8 seeded sections, so order 9 and 9.
    expect(await sectionRow.locator('td').allTextContents()).toEqual(
      expect.arrayContaining([SECTION, '9']),
    );
    await screenshot(page, 'compliance-sections-1440');
    await page.getByRole('link', { name: 'New Section' }).click();
    await page.getByLabel('Section name').fill(SECTION.toUpperCase());
    await page.getByRole('button', { name: 'Create Section' }).click();
    await page.getByText('The section name has been already used.').waitFor();
    expect(await page.getByLabel('Section name').inputValue()).toBe(SECTION.toUpperCase());

    // Renaming another section to this name is refused too.
    await page.goto(
      `${baseUrl()}/app/compliance-v2/question-sections/compliance-section-documentation/edit`,
    );
    await page.getByLabel('Section name').fill(SECTION.toLowerCase());
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('The section name has been already used.').waitFor();

    // A question in the new section: every field is required first.
    await page.goto(`${baseUrl()}/app/compliance-v2/questions/new`);
    await page.getByRole('button', { name: 'Create Question' }).click();
    for (const message of [
      'Select a franchisee type',
      'Select a section',
      'Select weight',
      'Input question text',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByRole('combobox', { name: /Franchisee type/ }).click();
    await page.getByRole('option', { name: 'Truck' }).click();
    await page.getByRole('combobox', { name: /Section/ }).click();
    await page.getByRole('option', { name: SECTION }).click();
    await page.getByRole('combobox', { name: /Weight/ }).click();
    await page.getByRole('option', { name: '7', exact: true }).click();
    await page.getByRole('textbox', { name: /^Question/ }).fill(QUESTION);
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await screenshot(page, 'compliance-question-form-1440');
    await page.getByRole('button', { name: 'Create Question' }).click();
    await page.getByText('Compliance report question created').waitFor();
    await page.waitForURL('**/app/compliance-v2/questions?type=truck');
    expect(await page.getByRole('tab', { name: 'Truck' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    // The new section is last and the tab has more than a page: find it with the text filter.
    await page.getByRole('button', { name: 'Filter Question' }).click();
    await page.getByLabel('Question contains').fill(String(STAMP));
    await page.keyboard.press('Escape');
    const row = page.getByRole('row', { name: new RegExp(QUESTION) });
    await row.waitFor();
    expect(await row.locator('td').allTextContents()).toEqual(
      expect.arrayContaining([QUESTION, SECTION, '7']),
    );

    // Edit it: DNQ weight and new text.
    await page.getByRole('link', { name: `Edit question: ${QUESTION}` }).click();
    await page.waitForURL('**/edit');
    // The form fills in once the question has loaded.
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Question/ }).inputValue())
      .toBe(QUESTION);
    await page.getByRole('combobox', { name: /Weight/ }).click();
    await page.getByRole('option', { name: 'DNQ' }).click();
    await page.getByRole('textbox', { name: /^Question/ }).fill(EDITED);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Compliance report question updated').waitFor();
    await page.waitForURL('**/app/compliance-v2/questions?type=truck');
    await page.getByRole('button', { name: 'Filter Question' }).click();
    await page.getByLabel('Question contains').fill(String(STAMP));
    await page.keyboard.press('Escape');
    const edited = page.getByRole('row', { name: new RegExp(EDITED) });
    await edited.waitFor();
    expect(await edited.locator('td').allTextContents()).toEqual(
      expect.arrayContaining([EDITED, SECTION, 'DNQ']),
    );
    // Not in the restaurant tab.
    await page.getByRole('tab', { name: 'Restaurant' }).click();
    await page.waitForURL('**/questions?type=restaurant');
    await page
      .getByRole('cell', { name: 'Walk-in cooler holds 41 °F or below', exact: true })
      .waitFor();
    await waitForCount(page.getByRole('row', { name: new RegExp(EDITED) }), 0);
    await page.context().close();
  });

  it('shows a Manager on a tablet that the catalogue is not theirs', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'manager@demo.test');
    await page.goto(`${baseUrl()}/app/compliance-v2/questions`);
    await page.getByText('You do not have access to this page').waitFor();
    expect(await page.getByRole('link', { name: 'New Question' }).count()).toBe(0);
    await page.goto(`${baseUrl()}/app/compliance-v2/questions/new`);
    await page.getByText('You do not have access to this page').waitFor();
    await page.goto(`${baseUrl()}/app/compliance-v2/question-sections`);
    await page.getByText('You do not have access to this page').waitFor();
    await page.context().close();
  });

  it('fits the questions and the section form on a tablet for a Fulfillment user', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'fulfillment@demo.test');
    await page.goto(`${baseUrl()}/app/compliance-v2/questions?type=restaurant`);
    await page
      .getByRole('cell', { name: 'Walk-in cooler holds 41 °F or below', exact: true })
      .waitFor();
    await page.getByRole('link', { name: 'New Question' }).waitFor();
    await screenshot(page, 'compliance-questions-768');
    await page.goto(
      `${baseUrl()}/app/compliance-v2/question-sections/compliance-section-cold-storage/edit`,
    );
    expect(await page.getByLabel('Order in truck reports').inputValue()).toBe('1');
    await page.getByLabel('Order in restaurant reports').fill('0');
    await page.getByRole('button', { name: 'Save Changes' }).tap();
    await page.getByText('Enter a whole number of 1 or more').waitFor();
    await screenshot(page, 'compliance-section-form-768');
    await page.context().close();
  });
});
