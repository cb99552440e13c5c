import { Label, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ErrorCircle12Filled, Warning12Filled } from '@fluentui/react-icons';
import { useId, type ReactNode } from 'react';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  message: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

interface Props {
  label?: ReactNode;
  required?: boolean;
  validationMessage?: ReactNode;
  validationState?: 'error' | 'warning' | 'success' | 'none';
  className?: string;
  children: ReactNode;
  testId?: string;
}

/**
 * A labelled group of several controls (a list of artists, a list of country records) with one
 * message, like a Fluent Field. Field passes aria-required/aria-invalid to its single child,
 * which a plain container may not carry, so a group names itself with role="group" instead.
 */
export function FieldGroup({
  label,
  required,
  validationMessage,
  validationState,
  className,
  children,
  testId,
}: Props) {
  const styles = useStyles();
  const labelId = useId();
  const messageId = useId();
  const tone =
    validationState === 'error'
      ? styles.error
      : validationState === 'warning'
        ? styles.warning
        : undefined;
  return (
    <div
      role="group"
      aria-labelledby={label ? labelId : undefined}
      aria-describedby={validationMessage ? messageId : undefined}
      className={mergeClasses(styles.group, className)}
      data-testid={testId}
    >
      {label && (
        <Label id={labelId} required={required}>
          {label}
        </Label>
      )}
      {children}
      {validationMessage && (
        <Text
          id={messageId}
          size={200}
          className={mergeClasses(styles.message, tone)}
          role={validationState === 'error' ? 'alert' : undefined}
        >
          {validationState === 'error' && <ErrorCircle12Filled aria-hidden />}
          {validationState === 'warning' && <Warning12Filled aria-hidden />}
          {validationMessage}
        </Text>
      )}
    </div>
  );
}
