// The ledger module's face (issue 48): the payments module posts each movement of money in the
// transaction that records it; balances and entries are read for the screens and the check.

export {
  postEntry,
  balanceOf,
  entriesOf,
  personBalances,
  unbalancedEntries,
  type NewEntry,
} from './ledger.repository';
