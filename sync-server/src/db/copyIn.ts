// COPY ... FROM STDIN with `pg` alone (pg-copy-streams is not a dependency): a submittable query
// that pg's client runs in its queue like any other. It sends the statement, answers the server's
// CopyInResponse with the rows as CopyData and a CopyDone, and resolves with the row count when
// the server is ready again. The caller hands whole chunks (one batch of an import), so nothing
// streams here and nothing waits on backpressure.
import type pg from 'pg';

/** The part of pg's connection a COPY needs (pg has it; its type definitions do not say so). */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

class CopyIn implements pg.Submittable {
  private count = 0;
  private done = false;
  readonly finished: Promise<number>;
  private settle!: (error: Error | null) => void;

  constructor(
    private readonly text: string,
    private readonly chunks: readonly string[],
  ) {
    this.finished = new Promise<number>((resolve, reject) => {
      this.settle = (error) => {
        if (this.done) return;
        this.done = true;
        if (error) reject(error);
        else resolve(this.count);
      };
    });
  }

  submit(connection: pg.Connection): void {
    (connection as unknown as CopyConnection).query(this.text);
  }

  handleCopyInResponse(connection: CopyConnection): void {
    for (const chunk of this.chunks) connection.sendCopyFromChunk(Buffer.from(chunk, 'utf8'));
    connection.endCopyFrom();
  }

  handleCommandComplete(message: { text?: string }): void {
    this.count = Number(/^COPY (\d+)/.exec(message.text ?? '')?.[1] ?? 0);
  }

  handleReadyForQuery(): void {
    this.settle(null);
  }

  handleError(error: Error): void {
    this.settle(error);
  }

  // a COPY answers no rows; pg calls these on any active query
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}

/** Runs `COPY table (columns) FROM STDIN` on one client with the rows already in COPY text. */
export function copyFromStdin(
  client: pg.ClientBase,
  statement: string,
  chunks: readonly string[],
): Promise<number> {
  if (!/^COPY [a-z_]+ \([a-z_, ]+\) FROM STDIN$/.test(statement))
    throw new Error(`not a COPY FROM STDIN statement: ${statement}`);
  const copy = new CopyIn(statement, chunks);
  client.query(copy);
  return copy.finished;
}

/** One value in COPY's text format: \N for NULL, and the four characters it reads specially escaped. */
export function copyText(value: string | number | bigint | boolean | null): string {
  if (value === null) return '\\N';
  if (typeof value !== 'string') return String(value);
  return value.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}
