// @vitest-environment happy-dom
import { Option } from '@fluentui/react-components';
import { cleanup, screen } from '@testing-library/react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../app/testing/renderWithProviders';
import { Dropdown } from './Dropdown';

const SRC = dirname(dirname(fileURLToPath(import.meta.url)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

afterEach(cleanup);

describe('Dropdown', () => {
  it('names its clear button in the interface language (zh-Hans by default)', () => {
    const element = (
      <Dropdown aria-label="流派" selectedOptions={['a']} value="甲">
        <Option value="a">甲</Option>
      </Dropdown>
    );
    renderWithProviders([{ path: '/', element }], '/');
    // rendered (hidden) even when the list is not clearable: screen readers and axe still read it
    const clear = screen
      .getByRole('combobox')
      .parentElement?.querySelector('.fui-Dropdown__clearButton');
    expect(clear?.getAttribute('aria-label')).toBe('清除选择');
  });

  it('is the only drop-down the screens use (Fluent names the clear button in English)', () => {
    const direct = sourceFiles(SRC).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return (
        /import \{[^}]*\bDropdown\b[^}]*\} from '@fluentui\/react-components'/.test(text) &&
        !file.endsWith(join('components', 'Dropdown.tsx'))
      );
    });
    expect(direct).toEqual([]);
  });
});
