// Texts of the contract screens (partner) and the back office's contract editor.
import { defineMessages, type NoMessageValues } from 'react-intl';

export const contractMessages = defineMessages<{
  listHeading: NoMessageValues;
  listTable: NoMessageValues;
  empty: NoMessageValues;
  emptyHint: NoMessageValues;
  number: NoMessageValues;
  authorizationNumber: NoMessageValues;
  authorizationRange: NoMessageValues;
  authorizationServices: NoMessageValues;
  authorizationScope: NoMessageValues;
  authorizationArea: NoMessageValues;
  term: NoMessageValues;
  validFrom: NoMessageValues;
  validTo: NoMessageValues;
  openEnded: NoMessageValues;
  businessScope: NoMessageValues;
  territories: NoMessageValues;
  territoriesHint: NoMessageValues;
  excludedChannels: NoMessageValues;
  channelsHint: NoMessageValues;
  settlementType: NoMessageValues;
  prepayment: NoMessageValues;
  sharePercent: NoMessageValues;
  minimumPerPeriod: NoMessageValues;
  feePerPeriod: NoMessageValues;
  unitPrice: NoMessageValues;
  currency: NoMessageValues;
  cycle: NoMessageValues;
  contacts: NoMessageValues;
  contactName: NoMessageValues;
  contactPhone: NoMessageValues;
  contactEmail: NoMessageValues;
  noContacts: NoMessageValues;
  source: NoMessageValues;
  sourceBackstage: NoMessageValues;
  bankAccount: NoMessageValues;
  letters: NoMessageValues;
  info: NoMessageValues;
  back: NoMessageValues;
  notFound: NoMessageValues;
  settlement_revenueShare: NoMessageValues;
  settlement_minimumGuarantee: NoMessageValues;
  settlement_perUnit: NoMessageValues;
  settlement_buyout: NoMessageValues;
  cycle_monthly: NoMessageValues;
  cycle_quarterly: NoMessageValues;
  cycle_halfYearly: NoMessageValues;
  cycle_yearly: NoMessageValues;
  bankType: NoMessageValues;
  bankType_domestic: NoMessageValues;
  bankType_international: NoMessageValues;
  bankArea: NoMessageValues;
  bankName: NoMessageValues;
  bankAddress: NoMessageValues;
  bankCity: NoMessageValues;
  bankCountry: NoMessageValues;
  bankAccountNumber: NoMessageValues;
  bankAccountName: NoMessageValues;
  bankPayee: NoMessageValues;
  bankIban: NoMessageValues;
  bankSwift: NoMessageValues;
  noBankAccount: NoMessageValues;
  heldUntil: { time: string };
  payableNow: NoMessageValues;
  notGiven: NoMessageValues;
  paidTo: { account: string };
  noPayable: NoMessageValues;
  changeHeading: NoMessageValues;
  changeIntro: { hours: number };
  currentPassword: NoMessageValues;
  submitChange: NoMessageValues;
  changed: { time: string };
  needsConnection: NoMessageValues;
  lettersTable: NoMessageValues;
  lettersEmpty: { number: string };
  letterTitle: NoMessageValues;
  letterSongs: NoMessageValues;
  songsHeading: { title: string };
  songsTable: NoMessageValues;
  songsEmpty: NoMessageValues;
  songName: NoMessageValues;
  songAlbum: NoMessageValues;
  letterNotFound: NoMessageValues;
  staffHeading: NoMessageValues;
  staffOrg: NoMessageValues;
  staffPickOrg: NoMessageValues;
  staffOrgTax: { term: string };
  staffNew: NoMessageValues;
  staffEdit: NoMessageValues;
  staffSave: NoMessageValues;
  staffSaved: { number: string };
  staffWithBank: NoMessageValues;
  staffNeedsConnection: NoMessageValues;
  staffEditing: { number: string };
}>({
  listHeading: {
    id: 'contracts.list.heading',
    defaultMessage: 'Contracts',
    description: 'Heading of the contract list',
  },
  listTable: {
    id: 'contracts.list.table',
    defaultMessage: 'Contracts of your organisation',
    description: 'Accessible name of the contract table',
  },
  empty: {
    id: 'contracts.list.empty',
    defaultMessage: 'No contracts yet',
    description: 'Contract list without contracts',
  },
  emptyHint: {
    id: 'contracts.list.emptyHint',
    defaultMessage:
      'Contracts are added by the platform after signing. They appear here, and you are notified.',
    description: 'Hint under the empty contract list',
  },
  number: {
    id: 'contracts.field.number',
    defaultMessage: 'Contract number',
    description: 'Label: contract number',
  },
  authorizationNumber: {
    id: 'contracts.field.authorizationNumber',
    defaultMessage: 'Authorization number',
    description: 'Label: authorization number of a contract',
  },
  authorizationRange: {
    id: 'contracts.field.authorizationRange',
    defaultMessage: 'Authorization range',
    description: 'Label: authorization range of a contract',
  },
  authorizationServices: {
    id: 'contracts.field.authorizationServices',
    defaultMessage: 'Authorized services',
    description: 'Label: authorized services of a contract',
  },
  authorizationScope: {
    id: 'contracts.field.authorizationScope',
    defaultMessage: 'Authorization scope',
    description: 'Label: authorization scope of a contract',
  },
  authorizationArea: {
    id: 'contracts.field.authorizationArea',
    defaultMessage: 'Authorization area',
    description: 'Label: authorization area of a contract',
  },
  term: {
    id: 'contracts.field.term',
    defaultMessage: 'Authorization time',
    description: 'Label: the period a contract runs',
  },
  validFrom: {
    id: 'contracts.field.validFrom',
    defaultMessage: 'Start date',
    description: 'Label: start date of a contract',
  },
  validTo: {
    id: 'contracts.field.validTo',
    defaultMessage: 'End date',
    description: 'Label: end date of a contract',
  },
  openEnded: {
    id: 'contracts.field.openEnded',
    defaultMessage: 'open',
    description: 'A contract date left open',
  },
  businessScope: {
    id: 'contracts.field.businessScope',
    defaultMessage: 'Business scope',
    description: 'Label: business scope of a contract',
  },
  territories: {
    id: 'contracts.field.territories',
    defaultMessage: 'Territories',
    description: 'Label: territories of a contract (ISO codes)',
  },
  territoriesHint: {
    id: 'contracts.field.territoriesHint',
    defaultMessage: 'ISO 3166-1 codes separated by commas, or Worldwide',
    description: 'Hint under the territories field',
  },
  excludedChannels: {
    id: 'contracts.field.excludedChannels',
    defaultMessage: 'Excluded channels',
    description: 'Label: channels excluded from a contract',
  },
  channelsHint: {
    id: 'contracts.field.channelsHint',
    defaultMessage: 'Channel names separated by commas',
    description: 'Hint under the excluded channels field',
  },
  settlementType: {
    id: 'contracts.field.settlementType',
    defaultMessage: 'Settlement type',
    description: 'Label: settlement type of a contract',
  },
  prepayment: {
    id: 'contracts.field.prepayment',
    defaultMessage: 'Prepayment',
    description: 'Label: prepayment of a contract',
  },
  sharePercent: {
    id: 'contracts.field.sharePercent',
    defaultMessage: 'Share ratio (%)',
    description: 'Label: share ratio of a contract in percent',
  },
  minimumPerPeriod: {
    id: 'contracts.field.minimumPerPeriod',
    defaultMessage: 'Minimum per period',
    description: 'Label: minimum guarantee per period',
  },
  feePerPeriod: {
    id: 'contracts.field.feePerPeriod',
    defaultMessage: 'Fee per period',
    description: 'Label: buyout fee per period',
  },
  unitPrice: {
    id: 'contracts.field.unitPrice',
    defaultMessage: 'Price per stream',
    description: 'Label: per-unit price of a stream',
  },
  currency: {
    id: 'contracts.field.currency',
    defaultMessage: 'Currency',
    description: 'Label: currency of a contract',
  },
  cycle: {
    id: 'contracts.field.cycle',
    defaultMessage: 'Settlement cycle',
    description: 'Label: settlement cycle of a contract',
  },
  contacts: {
    id: 'contracts.field.contacts',
    defaultMessage: 'Contacts',
    description: 'Label: contact persons of a contract',
  },
  contactName: {
    id: 'contracts.field.contactName',
    defaultMessage: 'Contact name',
    description: 'Label: name of a contract contact',
  },
  contactPhone: {
    id: 'contracts.field.contactPhone',
    defaultMessage: 'Contact phone',
    description: 'Label: phone of a contract contact',
  },
  contactEmail: {
    id: 'contracts.field.contactEmail',
    defaultMessage: 'Contact email',
    description: 'Label: email of a contract contact',
  },
  noContacts: {
    id: 'contracts.field.noContacts',
    defaultMessage: 'No contacts given',
    description: 'A contract without contacts',
  },
  source: {
    id: 'contracts.field.source',
    defaultMessage: 'Source',
    description: 'Label: where a contract was made',
  },
  sourceBackstage: {
    id: 'contracts.source.backstage',
    defaultMessage: 'Platform (back office)',
    description: 'Source of a contract made by back-office staff',
  },
  bankAccount: {
    id: 'contracts.field.bankAccount',
    defaultMessage: 'Bank account',
    description: 'Label and tab: the bank account of a contract',
  },
  letters: {
    id: 'contracts.tab.letters',
    defaultMessage: 'Authorization letters',
    description: 'Tab: the authorization letters of a contract',
  },
  info: {
    id: 'contracts.tab.info',
    defaultMessage: 'Contract information',
    description: 'Tab: the fields of a contract',
  },
  back: {
    id: 'contracts.back',
    defaultMessage: 'Back to contracts',
    description: 'Link back to the contract list',
  },
  notFound: {
    id: 'contracts.notFound',
    defaultMessage: 'This contract does not exist or is not yours.',
    description: 'A contract that cannot be shown',
  },
  settlement_revenueShare: {
    id: 'contracts.settlement.revenueShare',
    defaultMessage: 'Revenue share',
    description: 'Settlement type: share of income',
  },
  settlement_minimumGuarantee: {
    id: 'contracts.settlement.minimumGuarantee',
    defaultMessage: 'Minimum guarantee',
    description: 'Settlement type: share with a minimum per period',
  },
  settlement_perUnit: {
    id: 'contracts.settlement.perUnit',
    defaultMessage: 'Per unit',
    description: 'Settlement type: fixed price per stream or download',
  },
  settlement_buyout: {
    id: 'contracts.settlement.buyout',
    defaultMessage: 'Buyout',
    description: 'Settlement type: fixed fee per period',
  },
  cycle_monthly: {
    id: 'contracts.cycle.monthly',
    defaultMessage: 'Monthly',
    description: 'Settlement cycle',
  },
  cycle_quarterly: {
    id: 'contracts.cycle.quarterly',
    defaultMessage: 'Quarterly',
    description: 'Settlement cycle',
  },
  cycle_halfYearly: {
    id: 'contracts.cycle.halfYearly',
    defaultMessage: 'Half-yearly',
    description: 'Settlement cycle',
  },
  cycle_yearly: {
    id: 'contracts.cycle.yearly',
    defaultMessage: 'Yearly',
    description: 'Settlement cycle',
  },
  bankType: {
    id: 'contracts.bank.type',
    defaultMessage: 'Account type',
    description: 'Label: domestic or international bank account',
  },
  bankType_domestic: {
    id: 'contracts.bank.type.domestic',
    defaultMessage: 'Domestic',
    description: 'Bank account type',
  },
  bankType_international: {
    id: 'contracts.bank.type.international',
    defaultMessage: 'International',
    description: 'Bank account type',
  },
  bankArea: {
    id: 'contracts.bank.area',
    defaultMessage: 'Area',
    description: 'Label: area of a bank account',
  },
  bankName: {
    id: 'contracts.bank.bankName',
    defaultMessage: 'Bank',
    description: 'Label: bank name',
  },
  bankAddress: {
    id: 'contracts.bank.address',
    defaultMessage: 'Bank address',
    description: 'Label: bank address',
  },
  bankCity: {
    id: 'contracts.bank.city',
    defaultMessage: 'City',
    description: 'Label: city of the bank',
  },
  bankCountry: {
    id: 'contracts.bank.country',
    defaultMessage: 'Country or region (ISO code)',
    description: 'Label: country of the bank',
  },
  bankAccountNumber: {
    id: 'contracts.bank.account',
    defaultMessage: 'Account number',
    description: 'Label: bank account number',
  },
  bankAccountName: {
    id: 'contracts.bank.accountName',
    defaultMessage: 'Account name',
    description: 'Label: account name',
  },
  bankPayee: {
    id: 'contracts.bank.payee',
    defaultMessage: 'Payee',
    description: 'Label: payee of a bank account',
  },
  bankIban: {
    id: 'contracts.bank.iban',
    defaultMessage: 'IBAN',
    description: 'Label: IBAN',
  },
  bankSwift: {
    id: 'contracts.bank.swift',
    defaultMessage: 'SWIFT/BIC',
    description: 'Label: SWIFT/BIC code',
  },
  noBankAccount: {
    id: 'contracts.bank.none',
    defaultMessage: 'No bank account given yet.',
    description: 'A contract without a bank account',
  },
  heldUntil: {
    id: 'contracts.bank.heldUntil',
    defaultMessage: 'Held until {time}: payments go to the previous account until then.',
    description: 'A new bank account on hold',
  },
  notGiven: {
    id: 'contracts.notGiven',
    defaultMessage: 'Not given',
    description: 'Shown for a contract or bank account field left empty (an account without IBAN)',
  },
  payableNow: {
    id: 'contracts.bank.payableNow',
    defaultMessage: 'Payments go to this account.',
    description: 'A bank account that is paid to',
  },
  paidTo: {
    id: 'contracts.bank.paidTo',
    defaultMessage: 'Payments now go to: {account}',
    description: 'The account currently paid to while a new one is on hold',
  },
  noPayable: {
    id: 'contracts.bank.noPayable',
    defaultMessage: 'No account is payable yet.',
    description: 'No bank account may be paid to yet',
  },
  changeHeading: {
    id: 'contracts.bank.changeHeading',
    defaultMessage: 'Change the bank account',
    description: 'Heading of the bank account change form',
  },
  changeIntro: {
    id: 'contracts.bank.changeIntro',
    defaultMessage:
      'For your safety a new account is used for payments only {hours} hours after the change, and every administrator is informed by email.',
    description: 'Explanation above the bank change form',
  },
  currentPassword: {
    id: 'contracts.bank.currentPassword',
    defaultMessage: 'Current password',
    description: 'Label: the current login password, asked again for a bank change',
  },
  submitChange: {
    id: 'contracts.bank.submit',
    defaultMessage: 'Change bank account',
    description: 'Button: send the bank change',
  },
  changed: {
    id: 'contracts.bank.changed',
    defaultMessage: 'The bank account was changed. It is held until {time}.',
    description: 'Confirmation after a bank change',
  },
  needsConnection: {
    id: 'contracts.bank.needsConnection',
    defaultMessage: 'Changing the bank account needs a connection to the server. You are offline.',
    description: 'A bank change cannot be made offline',
  },
  lettersTable: {
    id: 'contracts.letters.table',
    defaultMessage: 'Authorization letters of this contract',
    description: 'Accessible name of the letters table',
  },
  lettersEmpty: {
    id: 'contracts.letters.empty',
    defaultMessage:
      "No authorization letter carries this contract's authorization number ({number}).",
    description: 'Letters list of a contract without letters',
  },
  letterTitle: {
    id: 'contracts.letters.title',
    defaultMessage: 'Title',
    description: 'Column: letter title',
  },
  letterSongs: {
    id: 'contracts.letters.songs',
    defaultMessage: 'Songs',
    description: 'Column: number of songs of a letter',
  },
  songsHeading: {
    id: 'contracts.songs.heading',
    defaultMessage: 'Songs of the letter {title}',
    description: "Heading of a letter's songs",
  },
  songsTable: {
    id: 'contracts.songs.table',
    defaultMessage: 'Songs of this authorization letter',
    description: 'Accessible name of the songs table',
  },
  songsEmpty: {
    id: 'contracts.songs.empty',
    defaultMessage: 'No songs are bound to this letter.',
    description: 'A letter without songs',
  },
  songName: {
    id: 'contracts.songs.name',
    defaultMessage: 'Song',
    description: 'Column: song name',
  },
  songAlbum: {
    id: 'contracts.songs.album',
    defaultMessage: 'Album',
    description: 'Column: album of a song',
  },
  letterNotFound: {
    id: 'contracts.songs.notFound',
    defaultMessage: 'This authorization letter is not in your library.',
    description: 'A letter that cannot be shown',
  },
  staffHeading: {
    id: 'contracts.staff.heading',
    defaultMessage: 'Partner contracts',
    description: 'Heading of the back office contract editor',
  },
  staffOrg: {
    id: 'contracts.staff.org',
    defaultMessage: 'Partner organisation',
    description: 'Label: the organisation a contract is made for',
  },
  staffPickOrg: {
    id: 'contracts.staff.pickOrg',
    defaultMessage: 'Choose an organisation to see and add its contracts.',
    description: 'Hint before an organisation is chosen',
  },
  staffOrgTax: {
    id: 'contracts.staff.orgTax',
    defaultMessage: "Tax residence (the partner's subject information): {term}",
    description:
      'Under the chosen organisation: the tax residence it declared, which gives its statements their tax type; term is e.g. "Non-resident enterprise"',
  },
  staffNew: {
    id: 'contracts.staff.new',
    defaultMessage: 'New contract',
    description: 'Button: start a new contract',
  },
  staffEdit: {
    id: 'contracts.staff.edit',
    defaultMessage: 'Edit',
    description: 'Button: edit a contract',
  },
  staffSave: {
    id: 'contracts.staff.save',
    defaultMessage: 'Save contract',
    description: 'Button: save a contract',
  },
  staffSaved: {
    id: 'contracts.staff.saved',
    defaultMessage: 'Contract {number} saved.',
    description: 'Confirmation after saving a contract',
  },
  staffWithBank: {
    id: 'contracts.staff.withBank',
    defaultMessage: 'Include a bank account',
    description: 'Switch: the contract carries a bank account',
  },
  staffNeedsConnection: {
    id: 'contracts.staff.needsConnection',
    defaultMessage: 'The contract editor needs a connection to the server.',
    description: 'The editor cannot work offline',
  },
  staffEditing: {
    id: 'contracts.staff.editing',
    defaultMessage: 'Editing contract {number}',
    description: 'Heading of the form editing a contract',
  },
});
