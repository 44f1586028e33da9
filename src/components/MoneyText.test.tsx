import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MoneyText } from './MoneyText';

describe('an amount of money', () => {
  it('shows two decimals, separators and the symbol; only a negative one is marked', () => {
    render(
      <>
        <MoneyText amount={-1234567.8} symbol="₱" />
        <MoneyText amount={2500} symbol="₱" />
        <MoneyText amount={-0.001} symbol="₱" />
      </>,
    );
    expect(screen.getByText('-₱1,234,567.80')).toHaveClass('money-text--negative');
    expect(screen.getByText('₱2,500.00')).not.toHaveClass('money-text--negative');
    expect(screen.getByText('₱0.00')).not.toHaveClass('money-text--negative');
  });
});
