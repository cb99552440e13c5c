// The login refusal banner, in a chunk of its own: Fluent's MessageBar (and its icons) is ~4 kB
// gzip that a first visit only needs after a failed submit, so the login page loads it on submit.
import { MessageBar, MessageBarBody } from '@fluentui/react-components';

export function LoginFailure({ text }: { text: string }) {
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}
