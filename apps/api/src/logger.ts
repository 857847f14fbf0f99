import { pino, type Logger } from 'pino';

/** Tokens and passwords never reach a log line. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password'],
      censor: '[redacted]',
    },
  });
}
