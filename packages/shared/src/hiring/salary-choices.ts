// The search's salary floors (spec section 9), without zod: the Airwork list reads them
// before any schema loads (issue 22).
export const SALARY_CHOICES = [0, 2000, 4000, 6000, 8000, 10000, 12000] as const;
export type SalaryChoice = (typeof SALARY_CHOICES)[number];
