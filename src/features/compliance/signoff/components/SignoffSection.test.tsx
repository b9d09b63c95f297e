import { render, screen } from '@testing-library/react';
import { EMPTY_SIGNOFF } from '../../model/signoff';
import { SignoffSection } from './SignoffSection';

describe('SignoffSection', () => {
  it('says the signatures are optional, as Publish treats them, not "sign before publishing"', () => {
    render(
      <SignoffSection
        value={EMPTY_SIGNOFF}
        onChange={() => {}}
        inspectorName="Ivy Inspector"
        errors={{}}
      />,
    );
    expect(
      screen.getByText(
        'Sign with a finger or pen. Both signatures are optional: a report published unsigned shows "Not signed".',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/before publishing/)).toBeNull();
  });
});
