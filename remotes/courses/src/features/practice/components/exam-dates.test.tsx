import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExamTimetable } from '@vithelper/contracts/practice';
import { ExamDates } from './exam-dates';

const TIMETABLE: ExamTimetable = {
  term: 'Winter 2026-27',
  cat1: { A1: '2027-01-25', B1: '2027-01-26', A2: '2027-01-27' },
  cat2: { A1: '2027-03-15', B1: '2027-03-16' },
  fat: { A1: '2027-05-03' },
};

function renderDates(timetable: ExamTimetable | null, today = '2026-11-30') {
  const onSave = jest.fn(() => Promise.resolve());
  render(
    <ExamDates
      course="CSE2005"
      exams={null}
      plan={null}
      onSave={onSave}
      timetable={timetable}
      today={today}
    />,
  );
  return onSave;
}

describe('ExamDates', () => {
  it("fills the three dates from the slot's days in the timetable, kept once saved", async () => {
    const user = userEvent.setup();
    const onSave = renderDates(TIMETABLE);
    const slot = screen.getByLabelText('Your slot in the Winter 2026-27 timetable');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose your slot',
      'A1',
      'A2',
      'B1',
    ]);
    expect(screen.getByRole('button', { name: 'Use its dates' })).toBeDisabled();

    await user.selectOptions(slot, 'A1');
    await user.click(screen.getByRole('button', { name: 'Use its dates' }));
    expect(screen.getByLabelText('CAT-1')).toHaveValue('2027-01-25');
    expect(screen.getByLabelText('CAT-2')).toHaveValue('2027-03-15');
    expect(screen.getByLabelText('FAT')).toHaveValue('2027-05-03');
    expect(screen.getByText(/CAT-1 Mon, 25 Jan.*filled in from slot A1: save them/)).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save dates' }));
    expect(onSave).toHaveBeenCalledWith({
      cat1: '2027-01-25',
      cat2: '2027-03-15',
      fat: '2027-05-03',
    });
    expect(await screen.findByText('Dates saved for CSE2005.')).toBeVisible();
  });

  it('fills only the exams the slot has, leaving a date typed for the others', async () => {
    const user = userEvent.setup();
    renderDates(TIMETABLE);
    await user.type(screen.getByLabelText('FAT'), '2027-05-10');
    await user.selectOptions(screen.getByLabelText(/Your slot/), 'A2');
    await user.click(screen.getByRole('button', { name: 'Use its dates' }));
    expect(screen.getByLabelText('CAT-1')).toHaveValue('2027-01-27');
    expect(screen.getByLabelText('CAT-2')).toHaveValue('');
    expect(screen.getByLabelText('FAT')).toHaveValue('2027-05-10');
  });

  it("suggests nothing from a past term's timetable, or when there is none", () => {
    renderDates(TIMETABLE, '2027-06-01');
    expect(screen.queryByLabelText(/Your slot/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('CAT-1')).toHaveValue('');
  });

  it('asks for the dates by hand without a timetable', () => {
    renderDates(null);
    expect(screen.queryByRole('button', { name: 'Use its dates' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save dates' })).toBeEnabled();
  });
});
