/**
 * Which of a sidebar's links stands for the screen open at `pathname` + `search`: the link to
 * the same screen whose own query the location carries too (a conversation, `/messages?Id=…`,
 * is under Messages; `?status=2&page=3` is under the list of status 2), the one naming the
 * most of it when several do. -1: none.
 */
export function activeLink(links: readonly { to: string }[], pathname: string, search: string) {
  const here = new URLSearchParams(search);
  let best = -1;
  let bestSpecificity = -1;
  links.forEach(({ to }, i) => {
    const [path = '', query = ''] = to.split('?');
    if (path.toLowerCase() !== pathname.toLowerCase()) return;
    const wanted = [...new URLSearchParams(query)];
    if (!wanted.every(([key, value]) => here.get(key) === value)) return;
    if (wanted.length > bestSpecificity) {
      best = i;
      bestSpecificity = wanted.length;
    }
  });
  return best;
}
