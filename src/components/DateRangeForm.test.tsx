import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { presetRange } from '@/lib/date-range';
import { DateRangeForm, type DateRangeTexts } from './DateRangeForm';

const texts: DateRangeTexts = {
  legend: 'Date range',
  presets: 'Quick ranges',
  preset: (p) =>
    ({ previous7: 'Previous 7', previous30: 'Previous 30', next7: 'Next 7', next30: 'Next 30' })[p],
  start: 'From',
  end: 'To',
  apply: 'Show',
  error: (e) => `wrong: ${e}`,
};
const today = new Date(2024, 5, 10);

function renderForm() {
  const onChange = vi.fn();
  const range = presetRange('previous7', today);
  render(
    <DateRangeForm
      preset="previous7"
      range={range}
      today={today}
      texts={texts}
      onChange={onChange}
    />,
  );
  return onChange;
}

describe('a date range form', () => {
  it('presses the preset in use and answers a preset with its days counted from today', () => {
    const onChange = renderForm();
    expect(screen.getByRole('group', { name: 'Quick ranges' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous 7' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next 30' }));
    expect(onChange).toHaveBeenCalledWith({
      preset: 'next30',
      range: { start: '2024-06-10', end: '2024-07-09' },
    });
  });

  it('keeps wrong days as typed and says what is wrong, asking nothing; right days are a custom range', () => {
    const onChange = renderForm();
    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: '2024-06-09' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2024-06-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('wrong: order');
    expect(from).toHaveValue('2024-06-09');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2024-06-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(onChange).toHaveBeenCalledWith({
      preset: null,
      range: { start: '2024-06-09', end: '2024-06-12' },
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
