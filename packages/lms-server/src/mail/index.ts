export { createSmtpTransport } from './mailer';
