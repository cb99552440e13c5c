// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import zhHans from '../../i18n/locales/zh-Hans.json';
import { UpdatePrompt } from './UpdatePrompt';
import { setPendingUpdate } from './updateStore';

const renderPrompt = () =>
  render(
    <IntlProvider locale="zh-Hans" messages={zhHans}>
      <UpdatePrompt />
    </IntlProvider>,
  );

afterEach(() => {
  cleanup();
  setPendingUpdate(null);
});

describe('UpdatePrompt', () => {
  it('stays hidden until a new version waits', () => {
    renderPrompt();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks in the current language and activates the waiting version on confirm', () => {
    const apply = vi.fn();
    renderPrompt();
    act(() => setPendingUpdate(apply));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('门户已有新版本');
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('can be postponed', () => {
    const apply = vi.fn();
    renderPrompt();
    act(() => setPendingUpdate(apply));
    fireEvent.click(screen.getByRole('button', { name: '稍后' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(apply).not.toHaveBeenCalled();
  });
});
