// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { PeriodField, type PeriodFieldProps } from './PeriodField';

afterEach(cleanup);

function show(props: Partial<PeriodFieldProps> = {}) {
  const onChange = vi.fn();
  const onValidity = vi.fn();
  const element = (
    <PeriodField
      label="月份"
      value="2026-05"
      data-testid="period"
      onChange={onChange}
      onValidity={onValidity}
      {...props}
    />
  );
  renderWithProviders([{ path: '/', element }], '/');
  const input = screen.getByTestId('period');
  const type = (text: string) => {
    fireEvent.change(input, { target: { value: text } });
    fireEvent.blur(input);
  };
  return { onChange, onValidity, input, type };
}

const NOT_A_MONTH = /^无法识别的月份/;

describe('PeriodField', () => {
  it('passes on a month typed in the interface language, as ISO', () => {
    const { onChange, onValidity, type } = show();
    type('2026年7月');
    expect(onChange).toHaveBeenLastCalledWith('2026-07');
    expect(onValidity).toHaveBeenLastCalledWith(true);
    expect(screen.queryByText(NOT_A_MONTH)).toBeNull();
  });

  it('says why text that is not a month is not taken, and keeps its month', () => {
    const { onChange, onValidity, type } = show();
    type('13/2026');
    // Fluent's picker may hand back the month it keeps: never another
    expect(onChange.mock.calls.filter(([period]) => period !== '2026-05')).toEqual([]);
    expect(onValidity).toHaveBeenLastCalledWith(false);
    expect(screen.getByText(NOT_A_MONTH)).toBeTruthy();

    type('2026-08');
    expect(onChange).toHaveBeenLastCalledWith('2026-08');
    expect(screen.queryByText(NOT_A_MONTH)).toBeNull();
  });

  it('refuses to be emptied when required, and passes an emptied filter on otherwise', () => {
    const required = show({ required: true });
    required.type('');
    expect(required.onChange).not.toHaveBeenCalled();
    expect(required.onValidity).toHaveBeenLastCalledWith(false);
    expect(screen.getByText(NOT_A_MONTH)).toBeTruthy();
    cleanup();

    const filter = show();
    filter.type('');
    expect(filter.onChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByText(NOT_A_MONTH)).toBeNull();
  });
});
