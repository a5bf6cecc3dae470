import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

// Common and breached passwords are refused (OWASP ASVS 2.1.7) by a maintained estimator,
// zxcvbn-ts with its common-password and English dictionaries, rather than a hand-typed list.
// The dictionaries weigh about a megabyte: the server loads this module at its first password,
// the web app only when a strength meter appears (a dynamic import).

/** Scores go from 0 (guessed in under a thousand tries) to 4; below this one is refused. */
export const MIN_PASSWORD_SCORE = 2;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

let estimator: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return estimator;
}

/**
 * How hard the password is to guess; `userInputs` (the user name, e-mail, names) count as
 * known words, so a password made of them scores low.
 */
export function passwordScore(password: string, userInputs: string[] = []): PasswordScore {
  return zxcvbn().check(password, userInputs.filter(Boolean)).score;
}

export function isTooGuessable(password: string, userInputs: string[] = []): boolean {
  return passwordScore(password, userInputs) < MIN_PASSWORD_SCORE;
}
