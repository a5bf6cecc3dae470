import { describe, expect, it } from 'vitest';
import { isTooGuessable, passwordScore } from './password-strength';

describe('password strength', () => {
  it.each(['password', 'password1', '12345678', '        ', 'qwertyuiop', 'Password123!'])(
    'refuses the common password %j',
    (password) => {
      expect(isTooGuessable(password)).toBe(true);
    },
  );

  it.each(['correct horse', 'flying high 2026', 'a fresh secret 9'])('accepts %j', (password) => {
    expect(isTooGuessable(password)).toBe(false);
  });

  it("counts the user's own name and e-mail as known words", () => {
    expect(passwordScore('maplesyrup88')).toBeGreaterThan(
      passwordScore('maplesyrup88', ['maplesyrup88']),
    );
    expect(isTooGuessable('skypilot2026', ['skypilot2026', 'sky@example.com'])).toBe(true);
  });
});
