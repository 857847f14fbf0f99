/** Contracts: /myAgreement and /projectAgreementManage. */
export default {
  field: { title: 'Contract title', contractNum: 'Contract number', amount: 'Contract amount', content: 'Contract text' },
  project: 'Project',
  supplier: 'Winning supplier',
  status: 'Contract status',
  created: 'Created at',
  empty: 'No contracts yet',
  create: 'Create a contract',
  saved: 'Contract created',
  notClosed: 'A contract for the winner can be created once the project is closed',
  sign: 'Sign',
  archive: 'Archive',
  confirm: {
    signTitle: 'Sign the contract',
    sign: 'Once signed, the contract can no longer be changed. Sign it?',
    archiveTitle: 'Archive the contract',
    archive: 'An archived contract is sealed for the record. Archive it?',
  },
  moved: { sign: 'Contract signed', archive: 'Contract archived' },
};
