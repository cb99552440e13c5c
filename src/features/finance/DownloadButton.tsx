// Statement files (XLSX, PDF) come from GET routes that need the session header, so a plain link
// cannot fetch them: the button downloads through the API client and hands the file to the browser.
import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { api } from '../../app/api/api';
import { reportError } from '../../data/errorLog';
import { saveFile } from '../library/album/package/packageCalls';

interface Props {
  path: string;
  id: string;
  fileName: string;
  label: string;
  disabled?: boolean;
  testId?: string;
  onError(error: unknown): void;
}

export function DownloadButton({ path, id, fileName, label, disabled, testId, onError }: Props) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const file = await api.request<Blob>(path, { query: { id }, responseType: 'blob' });
      saveFile(file, fileName);
    } catch (error) {
      reportError('finance.download', error);
      onError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      icon={<ArrowDownloadRegular />}
      disabled={disabled || busy}
      data-testid={testId}
      onClick={() => void download()}
    >
      {label}
    </Button>
  );
}
