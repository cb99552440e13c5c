import { Button, Subtitle2 } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { uploadActions } from '../../uploads/uploader';
import type { UploadActions } from '../../uploads/uploadActions';
import { uploadTaskStore, type TaskStore } from '../../uploads/uploadTasks';
import { useUploadTasks } from '../../uploads/useUploadTasks';
import type { Reselect } from './GhostReselect';
import { uploadMessages as m } from './messages';
import { UploadTaskRow } from './UploadTaskRow';
import { useUploadTaskListStyles } from './UploadTaskList.styles';

export interface UploadTaskListProps {
  store?: TaskStore;
  actions?: UploadActions;
  reselect?: Reselect;
}

/** The floating task list of spec section 2: a collapsible card, hidden while there is no task. */
export function UploadTaskList({
  store = uploadTaskStore,
  actions = uploadActions,
  reselect = uploadActions.reselect,
}: UploadTaskListProps) {
  const intl = useIntl();
  const styles = useUploadTaskListStyles();
  const tasks = useUploadTasks(store);
  const [isOpen, setIsOpen] = useState(true);
  const listId = useId();
  if (tasks.length === 0) return null;

  return (
    <section
      className={styles.card}
      aria-label={intl.formatMessage(m.region)}
      data-testid="upload-task-list"
    >
      <div className={styles.header}>
        <Subtitle2 as="h2">{intl.formatMessage(m.title, { count: tasks.length })}</Subtitle2>
        <Button
          size="small"
          appearance="subtle"
          icon={isOpen ? <ChevronDownRegular /> : <ChevronUpRegular />}
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-label={intl.formatMessage(isOpen ? m.collapse : m.expand)}
          onClick={() => setIsOpen((open) => !open)}
        />
      </div>
      <ul id={listId} className={styles.list} hidden={!isOpen}>
        {tasks.map((task) => (
          <UploadTaskRow key={task.id} task={task} actions={actions} reselect={reselect} />
        ))}
      </ul>
    </section>
  );
}
