// A real SMTP server on a loopback port that keeps what it receives; it can be stopped and started again on the same
// port, as a relay that goes down and comes back.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Stops listening: connections to the port are refused until `start`. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let port = 0;
  let server: SMTPServer | null = null;
  const listen = async () => {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve));
    port = (next.server.address() as AddressInfo).port;
    server = next;
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (running !== null) await new Promise<void>((resolve) => running.close(() => resolve()));
  };
  await listen();
  return { url: `smtp://127.0.0.1:${port}`, received, stop, start: listen, close: stop };
}

/** Quoted-printable soft line breaks split long links; join them to read the text. */
export const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
