/** Salaries are shown in Canadian dollars in every language (spec section 9). */
export function formatCad(amount: number, language: string): string {
  return new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-CA', {
    style: 'currency',
    currency: 'CAD',
  }).format(amount);
}

export function formatDate(iso: string, language: string): string {
  return new Date(iso).toLocaleDateString(language === 'zh' ? 'zh-CN' : 'en-CA', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}
