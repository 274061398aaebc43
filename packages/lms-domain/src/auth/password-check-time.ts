// Sign-ins with an unknown e-mail, or with an account that has no password, spend the time of a real password
// check, so response times do not tell which e-mails have accounts.
import type { PasswordHasher } from '../context';

const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>();

export async function spendPasswordCheckTime(passwords: PasswordHasher, password: string): Promise<void> {
  let dummy = dummyHashes.get(passwords);
  if (dummy === undefined) {
    dummy = passwords.hash('not a password of anyone');
    dummyHashes.set(passwords, dummy);
  }
  await passwords.verify(password, await dummy);
}
